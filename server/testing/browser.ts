/** An in-process app, as Hono's `app.request` offers it. */
type InProcessApp = { request: (url: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * A minimal cookie-keeping client for an in-process Hono app: sends the API key, the page's Origin,
 * and the CSRF header from the csrfToken cookie the way the site's pages do.
 */
export function testBrowser(http: InProcessApp, { apiKey, origin, address = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }: { apiKey: string; origin: string; address?: string }) {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (/max-age=0/i.test(line) || value === "") jar.delete(name!.trim());
      else jar.set(name!.trim(), value);
    }
    return res;
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const headers = (extra: Record<string, string> = {}) => ({
    "x-api-key": apiKey,
    origin,
    // The test app trusts X-Forwarded-For: each test browser is its own client address.
    "x-forwarded-for": address,
    ...(jar.size ? { cookie: cookieHeader() } : {}),
    ...(jar.get("csrfToken") ? { "x-csrf-token": decodeURIComponent(jar.get("csrfToken")!) } : {}),
    ...extra,
  });
  return {
    jar,
    async get(url: string, extra?: Record<string, string>) {
      return remember(await http.request(url, { headers: headers(extra) }));
    },
    async post(url: string, body?: unknown, extra?: Record<string, string>) {
      return remember(
        await http.request(url, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers(extra) },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    },
  };
}
