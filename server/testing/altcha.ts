import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** An in-process app, as Hono's `app.request` offers it. */
type InProcessApp = { request: (url: string, init?: RequestInit) => Response | Promise<Response> };

/** Fetches a challenge from the app and solves it like the widget does; returns the token the form sends. */
export async function solvedCaptcha(http: InProcessApp, apiKey: string): Promise<string> {
  const challenge = await (await http.request("/api/captcha/challenge", { headers: { "x-api-key": apiKey } })).json();
  const solution = await solveChallenge({ challenge, deriveKey } as never);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
