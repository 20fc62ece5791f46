import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { Role } from "../../../shared/roles.ts";
import { csrfTokenFor } from "../../../server/http/cookies.ts";
import { testDatabaseKinds } from "../../../server/testing/database.ts";
import { authTestSite } from "../../testing/auth-route.ts";
import * as login from "./login.tsx";

const START = "2026-11-21T15:00:00Z";

/** The /login page's loader and action (spec sections 2, 4, 5, 6 and 8), with and without a pending second step. */
describe.each(testDatabaseKinds)("/login on %s", (kind) => {
  const site = authTestSite(kind, START);
  const { clock } = site;
  let n = 0;

  async function person(role: Role = "church") {
    const username = `person${++n}`;
    const user = await site.harness.services.accounts.createUser({ name: `Person ${n}`, username, email: `${username}@example.org`, password: "psalm-23-pass", role });
    return { ...user, username, password: "psalm-23-pass" };
  }

  /** Turns on the authenticator app; the clock then moves a minute on, so the next code is a new step. */
  async function withApp(userId: number) {
    const { secret } = await site.harness.services.twoFactor.startTotpEnrolment(userId);
    const result = await site.harness.services.twoFactor.confirmTotpEnrolment(userId, await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }));
    if (!result.ok) throw new Error(result.error);
    clock.set("2026-11-21T15:01:00Z");
    return { secret, backupCodes: result.backupCodes, code: () => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }) };
  }

  const digits = (code: string) => Object.fromEntries(code.split("").map((d, i) => [`digit${i + 1}`, d]));

  async function passwordStep(account: { username: string; password: string }, path = "/login") {
    const browser = site.harness.visitor();
    const answer = await browser.post(login, path, { intent: "sign-in", identifier: account.username, password: account.password });
    return { browser, answer };
  }

  describe("the password step", () => {
    it("answers 400 with a message per field for empty boxes", async () => {
      const { answer } = await passwordStep({ username: "", password: "" });
      expect(answer.status).toBe(400);
      expect(answer.data.fields).toEqual({ identifier: "Enter your username or email.", password: "Enter your password." });
    });

    it("signs an admin in: session and CSRF cookies, and a document redirect to the dashboard", async () => {
      const admin = await person("admin");
      const { browser, answer } = await passwordStep(admin);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin/dashboard");
      expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
      expect(answer.headers.getSetCookie().join("\n")).toMatch(/session=[^;]+;.*HttpOnly/);
      expect(browser.jar.get("csrfToken")).toBe(csrfTokenFor(site.harness.services.sessionSecret, browser.jar.get("session")!));
      const session = await site.harness.services.sessions.lookUp(browser.jar.get("session"));
      expect(session?.user).toMatchObject({ id: admin.id, role: "admin" });
    });

    it("sends church and childcare staff to the dashboard too (issue 30), and keeps a same-site redirectTo but no other", async () => {
      for (const role of ["church", "childcare"] as const) {
        const member = await person(role);
        expect((await passwordStep(member)).answer.location, role).toBe("/admin/dashboard");
      }
      const member = await person("childcare");
      expect((await passwordStep(member, "/login?redirectTo=%2Fadmin%2Fchildcare-staff")).answer.location).toBe("/admin/childcare-staff");
      expect((await passwordStep(member, "/login?redirectTo=%2F%2Fevil.example%2Fx")).answer.location).toBe("/admin/dashboard");
      // A tab or line break after the first slash, which browsers drop on the way to //evil.com.
      for (const hostile of ["/%09/evil.com", "/%0A/evil.com", "/%0D/evil.com", "/%5Cevil.com", "/.//evil.com"]) {
        expect((await passwordStep(member, `/login?redirectTo=${encodeURIComponent(hostile)}`)).answer.location, hostile).toBe("/admin/dashboard");
      }
    });

    it("refuses a wrong password with 401 and the server's text, and gives back the identifier but never the password", async () => {
      const member = await person();
      const { browser, answer } = await passwordStep({ username: member.username, password: "not-it" });
      expect(answer.status).toBe(401);
      expect(answer.data).toEqual({ error: "Invalid username/email or password.", values: { identifier: member.username } });
      expect(browser.jar.has("session")).toBe(false);
    });

    it("answers 429 with Retry-After once an account had too many guesses", async () => {
      const member = await person();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await passwordStep({ username: member.username, password: `guess-${i}` })).answer.status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const blocked = await passwordStep(member);
      expect(blocked.answer.data.error).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
      expect(Number(blocked.answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    });

    it("sends every signed-in role on from /login to the dashboard, or to the same-site address it came with (issue 30)", async () => {
      for (const role of ["siteadmin", "admin", "church", "childcare"] as const) {
        expect((await site.harness.load(login, { path: "/login", role })).location, role).toBe("/admin/dashboard");
      }
      expect((await site.harness.load(login, { path: "/login?redirectTo=%2Fadmin%2Fpages%2Fabout", role: "church" })).location).toBe("/admin/pages/about");
      expect((await site.harness.load(login, { path: "/login?redirectTo=%2F%2Fevil.example", role: "church" })).location).toBe("/admin/dashboard");
    });
  });

  describe("locked out by strangers' guesses", () => {
    const LINK_SENT =
      "If an account with an email address matches, we have e-mailed it a link to sign in. It works once, within 15 minutes. Please check your spam or junk folder too.";

    async function lockOut(username: string) {
      for (let i = 0; i < 6; i++) await passwordStep({ username, password: `guess-${i}` });
    }

    it("offers to e-mail a sign-in link with the 429, for a known and an unknown account alike, and sends it only to the account", async () => {
      const member = await person();
      await lockOut(member.username);
      await lockOut("nobody-here");
      const known = (await passwordStep(member)).answer;
      const unknown = (await passwordStep({ username: "nobody-here", password: member.password })).answer;
      expect(known.status).toBe(429);
      expect(known.data).toEqual({ error: expect.stringMatching(/^Too many attempts/), values: { identifier: member.username }, offerSignInLink: true });
      expect({ ...unknown.data, values: undefined }).toEqual({ ...known.data, values: undefined });

      const asked = await site.harness.visitor().post(login, "/login", { intent: "email-link", identifier: member.username });
      expect(asked.data).toEqual({ ok: true, intent: "email-link", message: LINK_SENT });
      expect((await site.harness.visitor().post(login, "/login", { intent: "email-link", identifier: "nobody-here" })).data).toEqual(asked.data);
      await site.harness.services.signInLinks.settled();
      const mail = await site.latestMail();
      expect(mail.to).toBe(member.email);
      expect(mail.text).toMatch(/https:\/\/church\.example\/login\?link=\S+/);
    });

    it("opens /login from the e-mailed link with a notice, and signs in past the lock with the password, once", async () => {
      const member = await person("admin");
      await lockOut(member.username);
      await site.harness.visitor().post(login, "/login", { intent: "email-link", identifier: member.username });
      await site.harness.services.signInLinks.settled();
      const url = new URL(/https:\/\/church\.example\/login\?link=\S+/.exec((await site.latestMail()).text)![0]);
      const path = url.pathname + url.search;
      const token = url.searchParams.get("link")!;
      const browser = site.harness.visitor("198.51.100.200");
      expect((await browser.load(login, path)).data.signInLink).toEqual({ token, valid: true });
      const signedIn = await browser.post(login, path, { intent: "sign-in", identifier: member.username, password: member.password, signInLink: token });
      expect(signedIn.status).toBe(302);
      expect(signedIn.location).toBe("/admin/dashboard");
      expect((await site.harness.services.sessions.lookUp(browser.jar.get("session")))?.user.id).toBe(member.id);
      expect((await site.harness.visitor().load(login, path)).data.signInLink).toEqual({ token, valid: false });
    });

    it("says a link is too old after 15 minutes", async () => {
      const member = await person();
      await site.harness.visitor().post(login, "/login", { intent: "email-link", identifier: member.username });
      await site.harness.services.signInLinks.settled();
      const url = new URL(/https:\/\/church\.example\/login\?link=\S+/.exec((await site.latestMail()).text)![0]);
      clock.set("2026-11-21T15:14:00Z");
      expect((await site.harness.visitor().load(login, url.pathname + url.search)).data.signInLink).toMatchObject({ valid: true });
      clock.set("2026-11-21T15:15:01Z");
      expect((await site.harness.visitor().load(login, url.pathname + url.search)).data.signInLink).toMatchObject({ valid: false });
    });
  });

  describe("the second step", () => {
    it("keeps the pending sign-in in an HttpOnly cookie for the whole site and shows the code step", async () => {
      const member = await person();
      await withApp(member.id);
      const { browser, answer } = await passwordStep(member, "/login?redirectTo=%2Fadmin%2Fmessages");
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/login?redirectTo=%2Fadmin%2Fmessages");
      const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("pending_login="));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(browser.jar.has("session")).toBe(false);
      expect((await browser.load(login, "/login")).data.secondStep).toEqual({ method: "app", proof: "code" });
      // Without the cookie, the same page is the password step.
      expect((await site.harness.visitor().load(login, "/login")).data.secondStep).toBeNull();
    });

    it("signs in with the authenticator code from six boxes: to the dashboard for staff too (issue 30), or the remembered address", async () => {
      const member = await person();
      const app = await withApp(member.id);
      const { browser } = await passwordStep(member);
      const answer = await browser.post(login, "/login", { intent: "verify", with: "code", ...digits(await app.code()) });
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/admin/dashboard");
      expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
      expect(browser.jar.has("pending_login")).toBe(false);
      expect((await site.harness.services.sessions.lookUp(browser.jar.get("session")))?.user.id).toBe(member.id);

      clock.set("2026-11-21T15:02:00Z");
      const again = await passwordStep(member, "/login?redirectTo=%2Fadmin%2Fannouncements");
      const back = await again.browser.post(login, "/login?redirectTo=%2Fadmin%2Fannouncements", { intent: "verify", with: "code", ...digits(await app.code()) });
      expect(back.location).toBe("/admin/announcements");
    });

    it("sends an admin to the dashboard after the second step", async () => {
      const admin = await person("siteadmin");
      const app = await withApp(admin.id);
      const { browser } = await passwordStep(admin);
      expect((await browser.post(login, "/login", { intent: "verify", with: "code", ...digits(await app.code()) })).location).toBe("/admin/dashboard");
    });

    it("accepts a code typed whole into the first box (a browser without JavaScript)", async () => {
      const member = await person();
      const app = await withApp(member.id);
      const { browser } = await passwordStep(member);
      expect((await browser.post(login, "/login", { intent: "verify", with: "code", digit1: await app.code() })).location).toBe("/admin/dashboard");
    });

    it("signs in with the code e-mailed at the password step", async () => {
      const member = await person();
      await site.harness.services.twoFactor.sendEmailCode(member.id, "enrol");
      const enrol = await latestCode();
      expect((await site.harness.services.twoFactor.confirmEmailTwoFactor(member.id, enrol)).ok).toBe(true);
      const { browser } = await passwordStep(member);
      expect((await browser.load(login, "/login")).data.secondStep).toEqual({ method: "email", proof: "code" });
      const answer = await browser.post(login, "/login", { intent: "verify", with: "code", ...digits(await latestCode()) });
      expect(answer.location).toBe("/admin/dashboard");
    });

    it("signs in with a backup code, once", async () => {
      const member = await person();
      const { backupCodes } = await withApp(member.id);
      const first = await passwordStep(member);
      expect((await first.browser.post(login, "/login?with=backup", { intent: "verify", with: "backup", backupCode: backupCodes[0]!.toLowerCase() })).location).toBe("/admin/dashboard");
      const second = await passwordStep(member);
      const reused = await second.browser.post(login, "/login?with=backup", { intent: "verify", with: "backup", backupCode: backupCodes[0]! });
      expect(reused.status).toBe(401);
      expect(reused.data.error).toBe("Invalid verification code.");
      expect(await site.harness.services.twoFactor.backupCodesLeft(member.id)).toBe(9);
    });

    it("switches between the six boxes and a backup code with buttons, keeping redirectTo", async () => {
      const member = await person();
      await withApp(member.id);
      const { browser } = await passwordStep(member, "/login?redirectTo=%2Fadmin%2Fmessages");
      const toBackup = await browser.post(login, "/login?redirectTo=%2Fadmin%2Fmessages", { intent: "use-backup", with: "code", digit1: "4" });
      expect(toBackup.location).toBe("/login?redirectTo=%2Fadmin%2Fmessages&with=backup");
      expect((await browser.load(login, toBackup.location!)).data.secondStep).toEqual({ method: "app", proof: "backup" });
      const toCode = await browser.post(login, toBackup.location!, { intent: "use-code", with: "backup", backupCode: "ABCD" });
      expect(toCode.location).toBe("/login?redirectTo=%2Fadmin%2Fmessages");
      expect(browser.jar.has("pending_login")).toBe(true);
    });

    it("answers 400 from the schema for an incomplete code or a short backup code, and 401 for a wrong code", async () => {
      const member = await person();
      await withApp(member.id);
      const { browser } = await passwordStep(member);
      const short = await browser.post(login, "/login", { intent: "verify", with: "code", digit1: "1", digit2: "2", digit3: "3" });
      expect(short.status).toBe(400);
      expect(short.data.fields).toEqual({ otp: "Enter the 6-digit code." });
      const backup = await browser.post(login, "/login", { intent: "verify", with: "backup", backupCode: "ABCD-EF" });
      expect(backup.data.fields).toEqual({ backupCode: "Backup codes are at least 8 characters." });
      const wrong = await browser.post(login, "/login", { intent: "verify", with: "code", ...digits("000000") });
      expect(wrong.status).toBe(401);
      expect(wrong.data.error).toBe("Invalid verification code.");
      expect((await browser.load(login, "/login")).data.secondStep).toEqual({ method: "app", proof: "code" });
    });

    it("after five wrong codes ends the pending sign-in and asks for the password again", async () => {
      const member = await person();
      await withApp(member.id);
      const { browser } = await passwordStep(member);
      let last;
      for (let i = 0; i < 5; i++) last = await browser.post(login, "/login", { intent: "verify", with: "code", ...digits("000000") });
      expect(last!.data.error).toBe("Too many incorrect codes. Please sign in again with your password.");
      expect(browser.jar.has("pending_login")).toBe(false);
      expect((await browser.load(login, "/login")).data.secondStep).toBeNull();
    });

    it("says the sign-in expired without a pending sign-in, or ten minutes after the password", async () => {
      const member = await person();
      const app = await withApp(member.id);
      const missing = await site.harness.visitor().post(login, "/login", { intent: "verify", with: "code", ...digits(await app.code()) });
      expect(missing.status).toBe(401);
      expect(missing.data.error).toBe("Your sign-in has expired. Please sign in again.");

      const { browser } = await passwordStep(member);
      clock.set("2026-11-21T15:11:30Z");
      expect((await browser.load(login, "/login")).data.secondStep).toBeNull();
      const late = await browser.post(login, "/login", { intent: "verify", with: "code", ...digits(await app.code()) });
      expect(late.status).toBe(401);
      expect(late.data.error).toBe("Your sign-in has expired. Please sign in again.");
      expect(browser.jar.has("pending_login")).toBe(false);
    });

    it("starts over: the pending sign-in ends and the password step shows", async () => {
      const member = await person();
      await withApp(member.id);
      const { browser } = await passwordStep(member);
      const answer = await browser.post(login, "/login", { intent: "restart", with: "code" });
      expect(answer.location).toBe("/login");
      expect(browser.jar.has("pending_login")).toBe(false);
      expect((await browser.load(login, "/login")).data.secondStep).toBeNull();
    });
  });

  async function latestCode() {
    const mail = await site.latestMail();
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  }
});
