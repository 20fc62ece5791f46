import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCodes } from "../db/schema.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";

const NOW = "2026-11-21T15:00:00Z";
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** How a backup code was kept before issue 29: the SHA-256 of the code in capitals without dashes. */
const legacyHash = (code: string) => sha256(code.toUpperCase().replace(/[^A-Z0-9]/g, ""));

/** Backup codes at rest (issue 29 item 6): argon2id like passwords, and the SHA-256 ones of existing sites still work. */
describe.each(testDatabaseKinds)("backup codes on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let services: ReturnType<typeof testServices>;
  let n = 0;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database, { now: NOW });
  });
  afterAll(async () => {
    await services.mailer.close();
    await database.drop();
  });

  /** A person with the authenticator app turned on, and the ten backup codes they were shown. */
  async function personWithApp() {
    const handle = `codes-${kind}-${++n}`;
    const user = await services.accounts.createUser({ name: `Person ${n}`, username: handle, email: `${handle}@example.org`, password: "psalm-23-pass", role: "church" });
    const { secret } = await services.twoFactor.startTotpEnrolment(user.id);
    const result = await services.twoFactor.confirmTotpEnrolment(user.id, await generate({ secret, epoch: Math.floor(new Date(NOW).getTime() / 1000) }));
    if (!result.ok) throw new Error(result.error);
    return { user, codes: result.backupCodes };
  }

  /** The password step, then a backup code for the second step, from an address of its own. */
  async function signInWith(username: string, backupCode: string) {
    const address = `192.0.2.${++n % 250}`;
    const first = await services.signIn.login({ identifier: username, password: "psalm-23-pass", address });
    if (!first.ok || first.step !== "second") throw new Error("expected the second step");
    return (await services.signIn.verifyLogin({ challengeToken: first.challengeToken, backupCode, address })).ok;
  }

  const rowsOf = (userId: number) => database.db.select().from(backupCodes).where(eq(backupCodes.userId, userId));

  it("keeps each code as an argon2id hash with its own salt, never as its SHA-256", async () => {
    const { user, codes } = await personWithApp();
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.codeHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]+\$[\w-]+$/);
    expect(new Set(rows.map((row) => row.codeHash)).size).toBe(10);
    const stored = rows.map((row) => row.codeHash).join("\n");
    for (const code of codes) expect(stored).not.toContain(legacyHash(code));
  });

  it("accepts each code once, in small letters or without its dashes, and refuses a made-up one", async () => {
    const { user, codes } = await personWithApp();
    expect(await signInWith(user.username!, codes[3]!.toLowerCase())).toBe(true);
    expect(await signInWith(user.username!, codes[3]!)).toBe(false);
    expect(await signInWith(user.username!, codes[7]!.replace(/-/g, ""))).toBe(true);
    expect(await signInWith(user.username!, "ABCD-EFGH-JK")).toBe(false);
    expect(await services.twoFactor.backupCodesLeft(user.id)).toBe(8);
  });

  it("keeps the SHA-256 codes of an existing site working, and moves them to argon2id without the codes", async () => {
    const { user } = await personWithApp();
    // Codes as a site made them before: only their SHA-256 is stored.
    const old = ["K7QM-4XD2-P9", "H3RT-ZZ8W-QA", "M2NB-7CVX-LK"];
    await database.db.delete(backupCodes).where(eq(backupCodes.userId, user.id));
    await database.db.insert(backupCodes).values(old.map((code) => ({ userId: user.id, codeHash: legacyHash(code) })));

    expect(await signInWith(user.username!, old[0]!)).toBe(true);
    expect(await signInWith(user.username!, old[0]!)).toBe(false);

    const upgraded = await services.twoFactor.upgradeLegacyBackupCodes();
    expect(upgraded).toBe(3);
    const rows = await rowsOf(user.id);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(old.map(legacyHash)).not.toContain(row.codeHash);
    }
    expect(await services.twoFactor.upgradeLegacyBackupCodes()).toBe(0);

    // After the move the unused codes still work, once each, and the used one still does not.
    expect(await signInWith(user.username!, old[1]!.toLowerCase())).toBe(true);
    expect(await signInWith(user.username!, old[1]!)).toBe(false);
    expect(await signInWith(user.username!, old[0]!)).toBe(false);
    expect(await services.twoFactor.disableTwoFactor(user.id, { backupCode: old[2]! })).toMatchObject({ ok: true });
  });
});
