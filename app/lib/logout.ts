/** The value of a cookie the page may read (csrfToken), or null. */
export function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

type LogoutDeps = {
  cookies: () => string;
  fetch: typeof fetch;
  go: (path: string) => void;
};

const browser = (): LogoutDeps => ({
  cookies: () => document.cookie,
  fetch: (...args) => fetch(...args),
  go: (path) => window.location.assign(path),
});

/**
 * Logout of spec sections 4 and 7: POST /api/user/logout with the csrfToken cookie in x-csrf-token.
 * Without the cookie the call is skipped; a 401 means already logged out; whatever the server answers,
 * or when it cannot be reached, the browser lands on /login with a full page load.
 */
export async function logout(apiKey: string, deps: LogoutDeps = browser()): Promise<void> {
  const csrf = readCookie("csrfToken", deps.cookies());
  if (csrf) {
    try {
      const response = await deps.fetch("/api/user/logout", {
        method: "POST",
        credentials: "same-origin",
        headers: { "x-api-key": apiKey, "content-type": "application/json", "x-csrf-token": csrf },
      });
      if (!response.ok && response.status !== 401) console.warn(`logout answered ${response.status}`);
    } catch (error) {
      console.warn("logout call failed:", error instanceof Error ? error.message : error);
    }
  }
  deps.go("/login");
}
