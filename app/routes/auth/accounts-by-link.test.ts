import { describe, expect, it } from "vitest";
import { outgoingMail } from "../../../server/db/schema.ts";
import { testDatabaseKinds } from "../../../server/testing/database.ts";
import { authTestSite } from "../../testing/auth-route.ts";
import * as forgotPassword from "./forgot-password.tsx";
import * as login from "./login.tsx";
import * as manualReset from "./manual-reset.tsx";
import * as register from "./register.tsx";
import * as resetPassword from "./reset-password.tsx";

const START = "2026-11-21T15:00:00Z";
/** NIST SP 800-63B 3.1.1.2: a password on the list of common and leaked passwords is refused beside its box. */
const COMMON = "This password is on a list of common or leaked passwords that attackers try first. Please choose another.";
const NEUTRAL =
  "If an account exists with an email set, a reset link will be sent. Please check your spam or junk folder, and contact the website administrator if it does not arrive.";

/** Register by invitation, forgot and reset password, and the manual reset link (spec sections 4, 5 and 8). */
describe.each(testDatabaseKinds)("accounts by link on %s", (kind) => {
  const site = authTestSite(kind, START);
  let n = 0;

  async function person() {
    const username = `member${++n}`;
    const user = await site.harness.services.accounts.createUser({ name: `Member ${n}`, username, email: `${username}@example.org`, password: "old-password-1", role: "church" });
    return { ...user, username, email: `${username}@example.org` };
  }

  async function signsIn(identifier: string, password: string) {
    return (await site.harness.visitor().post(login, "/login", { intent: "sign-in", identifier, password })).status === 302;
  }

  describe("register by invitation", () => {
    async function invitation() {
      const email = `invited${++n}@example.org`;
      const { link } = await site.harness.services.invites.createInvite({ email, role: "childcare", invitedBy: null });
      const url = new URL(link);
      return { email, invite: url.searchParams.get("invite")!, path: url.pathname + url.search };
    }
    const form = (inv: { email: string; invite: string }, fields: Record<string, string>) => ({
      invite: inv.invite,
      invitedEmail: inv.email,
      name: "Ada Brooks",
      username: "",
      email: inv.email,
      password: "hymnal-1234",
      confirmPassword: "hymnal-1234",
      ...fields,
    });

    it("is the not-found page without invite or email", async () => {
      for (const path of ["/register", "/register?invite=abc", "/register?email=a%40b.org"]) expect((await site.harness.visitor().load(register, path)).status, path).toBe(404);
    });

    it("checks the invitation on the server before showing the form", async () => {
      const inv = await invitation();
      expect((await site.harness.visitor().load(register, inv.path)).data).toEqual({ invite: inv.invite, email: inv.email, valid: true });
      expect((await site.harness.visitor().load(register, `/register?invite=made-up&email=${encodeURIComponent(inv.email)}`)).data.valid).toBe(false);
    });

    it("answers 400 with the spec's messages from the schema: passwords, e-mail or username, the invited address", async () => {
      const inv = await invitation();
      const browser = site.harness.visitor();
      const mismatch = await browser.post(register, inv.path, form(inv, { confirmPassword: "hymnal-12345" }));
      expect(mismatch.status).toBe(400);
      expect(mismatch.data.fields).toEqual({ confirmPassword: "Passwords do not match." });
      expect(mismatch.data.values).toEqual({ name: "Ada Brooks", username: "", email: inv.email });
      const neither = await browser.post(register, inv.path, form(inv, { email: "" }));
      expect(neither.data.fields).toEqual({ email: "You must enter either an email or a username." });
      const other = await browser.post(register, inv.path, form(inv, { email: "someone.else@example.org" }));
      expect(other.data.fields).toEqual({ email: `You can only use the email address this invitation was sent to: ${inv.email}.` });
      const short = await browser.post(register, inv.path, form(inv, { name: " ", password: "short", confirmPassword: "short" }));
      expect(short.data.fields).toEqual({ name: "Name is required.", password: "Password must be at least 7 characters." });
    });

    it("refuses another address even when the form's invited address was changed: the server checks the invitation", async () => {
      const inv = await invitation();
      const answer = await site.harness.visitor().post(register, inv.path, form(inv, { invitedEmail: "forged@example.org", email: "forged@example.org" }));
      expect(answer.status).toBe(400);
      expect(answer.data.fields).toEqual({ email: `You can only use the email address this invitation was sent to: ${inv.email}.` });
    });

    it("creates the account once and goes to /login?registered=1", async () => {
      const inv = await invitation();
      const done = await site.harness.visitor().post(register, inv.path, form(inv, { username: "ada.brooks" }));
      expect(done.status).toBe(302);
      expect(done.location).toBe("/login?registered=1");
      expect(await signsIn("ada.brooks", "hymnal-1234")).toBe(true);
      expect((await site.harness.services.accounts.findUser(inv.email))?.role).toBe("childcare");
      const again = await site.harness.visitor().post(register, inv.path, form(inv, { username: "ada.b" }));
      expect(again.status).toBe(400);
      expect(again.data.error).toBe("Invalid or expired invite link.");
      expect((await site.harness.visitor().load(register, inv.path)).data.valid).toBe(false);
    });

    it("refuses a common or leaked password beside the password box, and the invitation still works", async () => {
      const inv = await invitation();
      const refused = await site.harness.visitor().post(register, inv.path, form(inv, { password: "password123", confirmPassword: "password123" }));
      expect(refused.status).toBe(400);
      expect(refused.data.fields).toEqual({ password: COMMON });
      expect(refused.data.values).toEqual({ name: "Ada Brooks", username: "", email: inv.email });
      expect((await site.harness.visitor().load(register, inv.path)).data.valid).toBe(true);
      expect((await site.harness.visitor().post(register, inv.path, form(inv, {}))).location).toBe("/login?registered=1");
    });

    it("refuses a taken username beside the field", async () => {
      const existing = await person();
      const inv = await invitation();
      const answer = await site.harness.visitor().post(register, inv.path, form(inv, { username: existing.username }));
      expect(answer.status).toBe(409);
      expect(answer.data.fields).toEqual({ username: "That username is already taken." });
    });
  });

  describe("forgot password", () => {
    it("gives the neutral answer for a known and an unknown account and e-mails only the known one", async () => {
      const member = await person();
      const before = (await site.database.db.select().from(outgoingMail)).length;
      const known = await site.harness.visitor().post(forgotPassword, "/forgot-password", { identifier: member.username });
      const unknown = await site.harness.visitor().post(forgotPassword, "/forgot-password", { identifier: "nobody@example.org" });
      expect(known.data).toEqual({ ok: true, message: NEUTRAL });
      expect(unknown.data).toEqual({ ok: true, message: NEUTRAL });
      // The link is made after the answer (its timing must not tell whether the account exists).
      await site.harness.services.resets.settled();
      expect((await site.database.db.select().from(outgoingMail)).length).toBe(before + 1);
    });

    it("answers 400 for an empty box, and 429 with Retry-After past five requests from one address", async () => {
      const browser = site.harness.visitor();
      const empty = await browser.post(forgotPassword, "/forgot-password", { identifier: " " });
      expect(empty.status).toBe(400);
      expect(empty.data.fields).toEqual({ identifier: "Enter your username or email." });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await browser.post(forgotPassword, "/forgot-password", { identifier: `someone${i}@example.org` })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const limited = await browser.post(forgotPassword, "/forgot-password", { identifier: "again@example.org" });
      expect(limited.data.error).toMatch(/^Too many attempts/);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    });
  });

  describe("reset password by the e-mailed link", () => {
    async function resetLink(member: { username: string }) {
      await site.harness.visitor().post(forgotPassword, "/forgot-password", { identifier: member.username });
      // The link is made after the neutral answer has gone (its timing says nothing).
      await site.harness.services.resets.settled();
      const mail = await site.latestMail();
      const url = new URL(/https:\/\/church\.example\/reset-password\?token=\S+/.exec(mail.text)![0]);
      return { path: url.pathname + url.search, token: url.searchParams.get("token")! };
    }

    it("shows the invalid-link state without a token or with a bad one", async () => {
      expect((await site.harness.visitor().load(resetPassword, "/reset-password")).data).toEqual({ token: null, valid: false });
      expect((await site.harness.visitor().load(resetPassword, "/reset-password?token=made-up")).data.valid).toBe(false);
    });

    it("answers 400 from the schema: every box required, and the passwords must match", async () => {
      const member = await person();
      const link = await resetLink(member);
      const browser = site.harness.visitor();
      expect((await browser.load(resetPassword, link.path)).data.valid).toBe(true);
      const empty = await browser.post(resetPassword, link.path, { token: link.token, email: "", newPassword: "", confirmPassword: "" });
      expect(empty.status).toBe(400);
      expect(empty.data.fields).toEqual({ email: "Enter your email address.", newPassword: "Enter a new password.", confirmPassword: "Enter the new password again." });
      const mismatch = await browser.post(resetPassword, link.path, { token: link.token, email: member.email, newPassword: "new-psalm-23", confirmPassword: "new-psalm-24" });
      expect(mismatch.data.fields).toEqual({ confirmPassword: "Passwords do not match." });
      expect(mismatch.data.values).toEqual({ email: member.email });
    });

    it("refuses a common or leaked password beside the new-password box, and the link still works", async () => {
      const member = await person();
      const link = await resetLink(member);
      const refused = await site.harness.visitor().post(resetPassword, link.path, { token: link.token, email: member.email, newPassword: "iloveyou1", confirmPassword: "iloveyou1" });
      expect(refused.status).toBe(400);
      expect(refused.data.fields).toEqual({ newPassword: COMMON });
      expect((await site.harness.visitor().load(resetPassword, link.path)).data.valid).toBe(true);
      expect(await signsIn(member.username, "old-password-1")).toBe(true);
    });

    it("refuses another e-mail, then sets the password once with the account's e-mail and ends its sessions", async () => {
      const member = await person();
      const link = await resetLink(member);
      const fields = { token: link.token, email: member.email, newPassword: "new-psalm-23", confirmPassword: "new-psalm-23" };
      const wrong = await site.harness.visitor().post(resetPassword, link.path, { ...fields, email: "other@example.org" });
      expect(wrong.status).toBe(400);
      expect(wrong.data.error).toBe("Invalid or expired token.");
      const session = await site.harness.services.sessions.start(member.id);
      const done = await site.harness.visitor().post(resetPassword, link.path, fields);
      expect(done.data).toEqual({ ok: true, message: "Your password has been reset. Redirecting to login..." });
      expect(await site.harness.services.sessions.lookUp(session)).toBeNull();
      expect(await signsIn(member.username, "new-psalm-23")).toBe(true);
      expect(await signsIn(member.username, "old-password-1")).toBe(false);
      expect((await site.harness.visitor().post(resetPassword, link.path, fields)).data.error).toBe("Invalid or expired token.");
    });
  });

  describe("manual reset link", () => {
    async function manualLink() {
      const member = await person();
      const url = new URL(await site.harness.services.resets.createManualResetLink(member.id));
      return { member, path: url.pathname + url.search, token: url.searchParams.get("token")! };
    }

    it("is the not-found page without a token, and says a bad link is invalid", async () => {
      expect((await site.harness.visitor().load(manualReset, "/manual-reset")).status).toBe(404);
      expect((await site.harness.visitor().load(manualReset, "/manual-reset?token=made-up")).data.error).toBe("Invalid or expired reset link.");
    });

    it("answers 400 from the schema for a short password or two that differ", async () => {
      const link = await manualLink();
      const browser = site.harness.visitor();
      expect((await browser.load(manualReset, link.path)).data).toEqual({ token: link.token, error: null });
      const short = await browser.post(manualReset, link.path, { token: link.token, password: "short", confirmPassword: "short" });
      expect(short.status).toBe(400);
      expect(short.data.fields).toEqual({ password: "Password must be at least 7 characters." });
      const mismatch = await browser.post(manualReset, link.path, { token: link.token, password: "morning-5", confirmPassword: "morning-6" });
      expect(mismatch.data.fields).toEqual({ confirmPassword: "Passwords do not match." });
    });

    it("refuses a common or leaked password of seven characters or more beside the box, and the link still works", async () => {
      const link = await manualLink();
      const refused = await site.harness.visitor().post(manualReset, link.path, { token: link.token, password: "1234567", confirmPassword: "1234567" });
      expect(refused.status).toBe(400);
      expect(refused.data.fields).toEqual({ password: COMMON });
      expect((await site.harness.visitor().load(manualReset, link.path)).data).toEqual({ token: link.token, error: null });
    });

    it("sets the password once and goes to /login?reset=1", async () => {
      const link = await manualLink();
      const fields = { token: link.token, password: "morning-5", confirmPassword: "morning-5" };
      const done = await site.harness.visitor().post(manualReset, link.path, fields);
      expect(done.status).toBe(302);
      expect(done.location).toBe("/login?reset=1");
      expect(await signsIn(link.member.username, "morning-5")).toBe(true);
      const again = await site.harness.visitor().post(manualReset, link.path, fields);
      expect(again.status).toBe(400);
      expect(again.data.error).toBe("Invalid or expired reset link.");
      expect((await site.harness.visitor().load(manualReset, link.path)).data.error).toBe("Invalid or expired reset link.");
    });
  });
});
