import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../shared/form-rules.ts";
import { createServices } from "../services.ts";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { type TestDatabase, freshDatabase } from "../testing/database.ts";
import { signupFromForm } from "./signup-post.ts";

/** Solves a challenge as the widget does: the token the box sends. */
async function solved(challenge: unknown) {
  const solution = await solveChallenge({ challenge, deriveKey } as never);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
};

describe("a sign-up box's form post (issue 37)", () => {
  let database: TestDatabase;
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    services = createServices({
      database,
      site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
      sessionSecret: "s".repeat(40),
      mail: { smtpUrl: undefined, from: "Cedar Hill <office@church.example>", outboxDir: "/nonexistent" },
      logger: pino({ level: "silent" }),
    });
  });
  afterAll(() => database.drop());
  const post = (fields: Record<string, string | string[]>, address = "203.0.113.5") =>
    signupFromForm(form(fields), { subscriptions: services.newsletter.subscriptions, limiter: services.limiter, captcha: services.captcha, address });

  it("answers a malformed address and no list ticked beside their fields, keeping what was typed", async () => {
    expect(await post({ email: "ruth@", name: "Ruth", form: "footer" })).toMatchObject({
      ok: false,
      status: 400,
      form: "footer",
      fields: { email: expect.stringContaining("valid e-mail address"), list: "Please tick at least one list." },
      values: { email: "ruth@", name: "Ruth", list: [] },
    });
  });

  it("checks the captcha when the browser solved one, and refuses a wrong token", async () => {
    const token = await solved(await services.captcha.challenge());
    expect(await post({ email: "ann@example.org", list: "weekly-news", recaptchaToken: token, form: "home" })).toMatchObject({ ok: true, status: 200, message: expect.stringContaining("check your inbox") });
    expect(await post({ email: "ann@example.org", list: "weekly-news", recaptchaToken: token, form: "home" })).toMatchObject({ ok: false, status: 400, fields: { recaptchaToken: expect.any(String) } });
  });

  it("takes a sign-up without JavaScript (no captcha) under tighter limits: two an hour from one address", async () => {
    expect(await post({ email: "a1@example.org", list: "weekly-news" }, "198.51.100.7")).toMatchObject({ ok: true });
    expect(await post({ email: "a2@example.org", list: "weekly-news" }, "198.51.100.7")).toMatchObject({ ok: true });
    expect(await post({ email: "a3@example.org", list: "weekly-news" }, "198.51.100.7")).toMatchObject({ ok: false, status: 429, message: expect.stringContaining("wait an hour") });
  });

  it("answers a filled honeypot as a success and stores nothing", async () => {
    expect(await post({ email: "bot@example.org", list: "weekly-news", [HONEYPOT_FIELD]: "http://spam.example" }, "192.0.2.9")).toMatchObject({ ok: true });
    expect(await services.newsletter.subscribers.adminList()).toMatchObject({ pending: 3 });
  });
});
