import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../server/testing/database.ts";
import { authTestSite } from "../../testing/auth-route.ts";
import * as backupCodes from "./backup-codes.tsx";
import * as profile from "./profile.tsx";
import * as twoFactor from "./two-factor.tsx";

const START = "2026-11-21T15:00:00Z";
/** The harness's users sign up with this password (app/testing/admin-route.ts). */
const PASSWORD = "correct horse battery";

/** The signed-in user's own pages: profile, two-step verification and backup codes, through their actions. */
describe.each(testDatabaseKinds)("/user pages on %s", (kind) => {
  const site = authTestSite(kind, START);
  const { clock } = site;

  const latestCode = async () => {
    const mail = await site.latestMail();
    return /\b(\d{6})\b/.exec(mail.text)![1]!;
  };

  describe("/user/profile", () => {
    const path = "/user/profile";

    it("refuses a form without the session's security token", async () => {
      const answer = await site.harness.act(profile, { path, role: "admin", fields: { intent: "profile", name: "X", email: "", username: "x" }, csrf: "forged" });
      expect(answer.status).toBe(403);
    });

    it("answers 400 from the schema: a name, an e-mail or a username, and matching new passwords", async () => {
      const details = await site.harness.act(profile, { path, role: "admin", fields: { intent: "profile", name: "", email: "", username: "" } });
      expect(details.status).toBe(400);
      expect(details.data).toMatchObject({ intent: "profile", fields: { name: "Name is required.", email: "You must enter either an email or a username." } });
      const passwords = await site.harness.act(profile, { path, role: "admin", fields: { intent: "password", currentPassword: PASSWORD, newPassword: "new-hymn-77", confirmPassword: "new-hymn-78" } });
      expect(passwords.status).toBe(400);
      expect(passwords.data).toEqual({ intent: "password", fields: { confirmPassword: "Passwords do not match." } });
    });

    it("saves the details, and refuses a username another account has beside the field", async () => {
      await site.harness.user("church");
      const saved = await site.harness.act(profile, { path, role: "admin", fields: { intent: "profile", name: "Marcus Bell", email: "marcus@example.org", username: "marcus" } });
      expect(saved.data).toEqual({ ok: true, intent: "profile", message: "Your profile has been saved." });
      expect((await site.harness.load(profile, { path, role: "admin" })).data.user).toMatchObject({ name: "Marcus Bell", email: "marcus@example.org", username: "marcus" });
      const clash = await site.harness.act(profile, { path, role: "admin", fields: { intent: "profile", name: "Marcus Bell", email: "", username: "test-church" } });
      expect(clash.status).toBe(409);
      expect(clash.data).toMatchObject({ intent: "profile", fields: { username: "That username is already taken." }, values: { username: "test-church" } });
    });

    it("works the same at /admin/user/profile, and shows each role the way to its staff areas", async () => {
      const opened = await site.harness.load(profile, { path: "/admin/user/profile", role: "childcare" });
      expect(opened.status).toBe(200);
      expect(opened.data.staffAreas).toEqual(["Childcare Staff", "Pages", "Events Calendar", "Registrations", "Childcare Fees and Forms", "Childcare Enquiries"]);
      const saved = await site.harness.act(profile, { path: "/admin/user/profile", role: "childcare", fields: { intent: "profile", name: "Ada Brooks", email: "", username: "test-childcare" } });
      expect(saved.data).toEqual({ ok: true, intent: "profile", message: "Your profile has been saved." });
      expect((await site.harness.load(profile, { path: "/user/profile", role: "childcare" })).data.user).toMatchObject({ name: "Ada Brooks" });
    });

    it("changes the password only with the current one, and ends the other sessions", async () => {
      const user = await site.harness.user("childcare");
      const wrong = await site.harness.act(profile, { path, role: "childcare", fields: { intent: "password", currentPassword: "not-it", newPassword: "new-hymn-77", confirmPassword: "new-hymn-77" } });
      expect(wrong.status).toBe(400);
      expect(wrong.data.fields).toEqual({ currentPassword: "Your current password is not correct." });
      const elsewhere = await site.harness.services.sessions.start(user.id);
      const done = await site.harness.act(profile, { path, role: "childcare", fields: { intent: "password", currentPassword: PASSWORD, newPassword: "new-hymn-77", confirmPassword: "new-hymn-77" } });
      expect(done.data).toEqual({ ok: true, intent: "password", message: "Your password has been changed." });
      expect(await site.harness.services.sessions.lookUp(elsewhere)).toBeNull();
      expect((await site.harness.services.signIn.login({ identifier: "test-childcare", password: "new-hymn-77", address: "198.51.100.1" })).ok).toBe(true);
    });

    it("refuses a new password that is on the list of common or leaked passwords, beside the field, and keeps the old one", async () => {
      await site.harness.user("church");
      const common = "This password is on a list of common or leaked passwords that attackers try first. Please choose another.";
      const refused = await site.harness.act(profile, { path, role: "church", fields: { intent: "password", currentPassword: PASSWORD, newPassword: "Password123", confirmPassword: "Password123" } });
      expect(refused.status).toBe(400);
      expect(refused.data).toEqual({ intent: "password", fields: { newPassword: common } });
      expect((await site.harness.services.signIn.login({ identifier: "test-church", password: PASSWORD, address: "198.51.100.2" })).ok).toBe(true);
    });
  });

  describe("/user/two-factor and /user/backup-codes", () => {
    const path = "/user/two-factor";

    it("sets up an authenticator app: the QR code stays on the page until a code from the app confirms it", async () => {
      expect((await site.harness.act(twoFactor, { path, role: "church", fields: { intent: "start-app" } })).data).toEqual({ ok: true, intent: "start-app" });
      const page = await site.harness.load(twoFactor, { path, role: "church" });
      const pending = page.data.pendingApp as { secret: string; qr: string };
      expect(pending.qr).toMatch(/^data:image\/svg\+xml;base64,/);

      const format = await site.harness.act(twoFactor, { path, role: "church", fields: { intent: "confirm-app", code: "12345" } });
      expect(format.status).toBe(400);
      expect(format.data).toEqual({ intent: "confirm-app", fields: { code: "Enter the 6-digit code." } });
      const wrong = await site.harness.act(twoFactor, { path, role: "church", fields: { intent: "confirm-app", code: "000000" } });
      expect(wrong.data).toMatchObject({ intent: "confirm-app", fields: { code: "Invalid verification code." } });
      expect((await site.harness.load(twoFactor, { path, role: "church" })).data.pendingApp).toEqual(pending);

      const code = await generate({ secret: pending.secret, epoch: Math.floor(clock.now().getTime() / 1000) });
      const on = await site.harness.act(twoFactor, { path, role: "church", fields: { intent: "confirm-app", code } });
      expect(on.data).toMatchObject({ ok: true, intent: "confirm-app" });
      expect(on.data.backupCodes).toHaveLength(10);
      const after = await site.harness.load(twoFactor, { path, role: "church" });
      expect(after.data).toMatchObject({ method: "totp", pendingApp: null, backupCodesLeft: 10 });

      // Turning it off needs a code or a backup code.
      const bad = await site.harness.act(twoFactor, { path, role: "church", fields: { intent: "disable", code: "abc" } });
      expect(bad.data).toEqual({ intent: "disable", fields: { code: "Enter a 6-digit code or one of your backup codes." } });
      const off = await site.harness.act(twoFactor, { path, role: "church", fields: { intent: "disable", code: (on.data.backupCodes as string[])[0]! } });
      expect(off.data).toEqual({ ok: true, intent: "disable", message: "Two-step verification is off." });
      expect((await site.harness.load(twoFactor, { path, role: "church" })).data.method).toBeNull();
    });

    it("turns on e-mailed codes with a code sent to the profile's address; the page knows a code is out", async () => {
      await site.harness.act(profile, { path: "/user/profile", role: "siteadmin", fields: { intent: "profile", name: "Grace Porter", email: "grace@example.org", username: "test-siteadmin" } });
      const sent = await site.harness.act(twoFactor, { path, role: "siteadmin", fields: { intent: "send-enrol-code" } });
      expect(sent.data).toEqual({ ok: true, intent: "send-enrol-code", message: "We sent a code to grace@example.org." });
      expect((await site.harness.load(twoFactor, { path, role: "siteadmin" })).data.enrolCodeSent).toBe(true);
      const on = await site.harness.act(twoFactor, { path, role: "siteadmin", fields: { intent: "confirm-email", code: await latestCode() } });
      expect(on.data.backupCodes).toHaveLength(10);
      expect((await site.harness.load(twoFactor, { path, role: "siteadmin" })).data).toMatchObject({ method: "email", enrolCodeSent: false, disableCodeSent: false });

      // Backup codes: ten new ones replace the old set.
      const fresh = await site.harness.act(backupCodes, { path: "/user/backup-codes", role: "siteadmin", fields: { intent: "regenerate" } });
      expect(fresh.data).toMatchObject({ ok: true, intent: "regenerate" });
      expect(fresh.data.backupCodes).toHaveLength(10);
      expect(fresh.data.backupCodes).not.toEqual(on.data.backupCodes);

      // Off again with a code e-mailed for that.
      await site.harness.act(twoFactor, { path, role: "siteadmin", fields: { intent: "send-disable-code" } });
      expect((await site.harness.load(twoFactor, { path, role: "siteadmin" })).data.disableCodeSent).toBe(true);
      const off = await site.harness.act(twoFactor, { path, role: "siteadmin", fields: { intent: "disable", code: await latestCode() } });
      expect(off.data.ok).toBe(true);
    });

    it("makes no backup codes while two-step verification is off", async () => {
      const answer = await site.harness.act(backupCodes, { path: "/user/backup-codes", role: "admin", fields: { intent: "regenerate" } });
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ intent: "regenerate", error: "Turn on two-step verification first; backup codes belong to it." });
    });
  });
});
