import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Hono } from "hono";

/** Fetches a challenge from the app and solves it like the widget does; returns the token the form sends. */
export async function solvedCaptcha(http: Hono<any>, apiKey: string): Promise<string> {
  const challenge = await (await http.request("/api/captcha/challenge", { headers: { "x-api-key": apiKey } })).json();
  const solution = await solveChallenge({ challenge, deriveKey } as never);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
