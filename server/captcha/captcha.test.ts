import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase } from "../testing/database.ts";
import { CAPTCHA_FAILED, CAPTCHA_MISSING, createCaptcha } from "./captcha.ts";

/** Solves a challenge the way the widget does and encodes the payload it submits. */
export async function solveAltcha(challenge: Awaited<ReturnType<ReturnType<typeof createCaptcha>["challenge"]>>) {
  const solution = await solveChallenge({ challenge, deriveKey } as never);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("captcha", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database.drop());

  describe("ALTCHA", () => {
    const make = (clock = fixedClock(new Date().toISOString())) => createCaptcha({ db: database.db, clock, provider: "altcha", sessionSecret: "x".repeat(40), cost: 100 });

    it("accepts a solved challenge once, and refuses the same solution again", async () => {
      const captcha = make();
      const token = await solveAltcha(await captcha.challenge());
      expect(await captcha.verify(token)).toEqual({ ok: true });
      expect(await captcha.verify(token)).toEqual({ ok: false, error: CAPTCHA_FAILED });
    });

    it("asks for the captcha when the token is missing", async () => {
      expect(await make().verify(undefined)).toEqual({ ok: false, error: CAPTCHA_MISSING });
      expect(await make().verify("")).toEqual({ ok: false, error: CAPTCHA_MISSING });
    });

    it("refuses garbage, a tampered challenge, another server's challenge and an expired one", async () => {
      const captcha = make();
      expect((await captcha.verify("not-base64-json")).ok).toBe(false);
      const solved = JSON.parse(Buffer.from(await solveAltcha(await captcha.challenge()), "base64").toString());
      solved.challenge.parameters.expiresAt += 3600;
      expect((await captcha.verify(Buffer.from(JSON.stringify(solved)).toString("base64"))).ok).toBe(false);
      const other = createCaptcha({ db: database.db, clock: fixedClock(new Date().toISOString()), provider: "altcha", sessionSecret: "y".repeat(40), cost: 100 });
      expect((await captcha.verify(await solveAltcha(await other.challenge()))).ok).toBe(false);
      const clock = fixedClock(new Date().toISOString());
      const expiring = make(clock);
      const token = await solveAltcha(await expiring.challenge());
      clock.set(new Date(Date.now() + 11 * 60_000).toISOString());
      expect((await expiring.verify(token)).ok).toBe(false);
    });
  });

  describe.each(["recaptcha", "turnstile", "hcaptcha"] as const)("%s", (provider) => {
    let stand: ReturnType<typeof createServer>;
    let url: string;
    const seen: URLSearchParams[] = [];
    beforeAll(async () => {
      // A local stand-in for the provider's siteverify endpoint.
      stand = createServer((req, res) => {
        let body = "";
        req.on("data", (c) => (body += c));
        req.on("end", () => {
          const params = new URLSearchParams(body);
          seen.push(params);
          res.setHeader("content-type", "application/json");
          res.end(JSON.stringify({ success: params.get("secret") === "the-secret" && params.get("response") === "good-token" }));
        });
      });
      await new Promise<void>((r) => stand.listen(0, "127.0.0.1", r));
      url = `http://127.0.0.1:${(stand.address() as AddressInfo).port}/siteverify`;
    });
    afterAll(() => new Promise<void>((r) => stand.close(() => r())));

    const make = () => createCaptcha({ db: database.db, clock: fixedClock(new Date().toISOString()), provider, siteKey: "site-key", secret: "the-secret", sessionSecret: "x".repeat(40), verifyUrl: url });

    it("verifies the token with the provider, sending the secret and the token", async () => {
      expect(await make().verify("good-token", "203.0.113.9")).toEqual({ ok: true });
      expect(seen.at(-1)!.get("remoteip")).toBe("203.0.113.9");
      expect(await make().verify("bad-token")).toEqual({ ok: false, error: CAPTCHA_FAILED });
    });

    it("publishes the site key and the provider's script, never the secret", () => {
      const settings = make().publicSettings();
      expect(settings).toMatchObject({ provider, siteKey: "site-key" });
      expect(JSON.stringify(settings)).not.toContain("the-secret");
    });

    it("says so when the provider cannot be reached", async () => {
      const down = createCaptcha({ db: database.db, clock: fixedClock(new Date().toISOString()), provider, siteKey: "k", secret: "s", sessionSecret: "x".repeat(40), verifyUrl: "http://127.0.0.1:1/" });
      expect((await down.verify("any")).ok).toBe(false);
    });
  });
});
