import { RouterContextProvider } from "react-router";
import type { Clock } from "../../server/clock/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { requestContext, servicesContext } from "../context.ts";
import { type RouteAnswer, adminHarness, answer } from "./admin-route.ts";

type RouteFn = (args: never) => unknown;
type Module = { loader?: RouteFn; action?: RouteFn };

/**
 * The sign-in pages' loaders and actions run in-process the way a visitor's browser reaches them: a
 * visitor keeps the cookies the answers set (the pending sign-in, the session) and sends them back,
 * from an address of its own (the rate limits count per address). Services, users and the signed-in
 * /user helpers (`load`, `act`) are the admin harness's.
 */
export function authHarness(database: Database, options: { clock?: Clock } = {}) {
  const base = adminHarness(database, options);
  let visitors = 0;

  function visitor(address = `203.0.113.${++visitors}`) {
    const jar = new Map<string, string>();

    function keep(headers: Headers) {
      for (const line of headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = decodeURIComponent(pair.slice(at + 1));
        if (/max-age=0/i.test(line) || value === "") jar.delete(name);
        else jar.set(name, value);
      }
    }

    function run(module: Module, kind: "loader" | "action", path: string, body?: FormData): Promise<RouteAnswer> {
      const url = new URL(`https://church.example${path}`);
      const cookie = [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
      const request = new Request(url, { method: body ? "POST" : "GET", body, headers: cookie ? { cookie } : {} });
      const context = new RouterContextProvider();
      context.set(servicesContext, base.services);
      context.set(requestContext, { nonce: "n", apiKey: "k", address, auth: null });
      const fn = module[kind] as ((args: unknown) => unknown) | undefined;
      if (!fn) throw new Error(`the module has no ${kind}`);
      return answer(() => fn({ request, url, params: {}, context }));
    }

    return {
      jar,
      async load(module: Module, path: string) {
        const result = await run(module, "loader", path);
        keep(result.headers);
        return result;
      },
      async post(module: Module, path: string, fields: Record<string, string>) {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        const result = await run(module, "action", path, body);
        keep(result.headers);
        return result;
      },
    };
  }

  return { ...base, visitor };
}
