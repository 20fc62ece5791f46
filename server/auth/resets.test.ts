import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingMail, sessions } from "../db/schema.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testServices } from "../testing/services.ts";

describe.each(testDatabaseKinds)("password reset links on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let services: ReturnType<typeof testServices>;
  let n = 0;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    services = testServices(database);
  });
  afterAll(async () => {
    await services.mailer.close();
    await database.drop();
  });

  async function person() {
    const handle = `reset-${kind}-${++n}`;
    return services.accounts.createUser({ name: `Person ${n}`, username: handle, email: `${handle}@example.org`, password: "old password 1", role: "church" });
  }

  /** The token of the newest e-mailed reset link to an address. */
  async function mailedToken(email: string): Promise<string> {
    await services.resets.settled();
    const mails = await database.db.select().from(outgoingMail).where(eq(outgoingMail.to, email));
    return decodeURIComponent(/token=([^\s]+)/.exec(mails.at(-1)!.text)![1]!);
  }

  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
  const valid = async (token: string, kind: "email" | "manual") =>
    (kind === "email" ? await services.resets.verifyResetToken({ token, address: "1.1.1.1" }) : await services.resets.verifyManualReset({ token, address: "1.1.1.1" })).ok;

  it("voids an older e-mailed link when a newer one is sent", async () => {
    const user = await person();
    await services.resets.forgotPassword({ identifier: user.username!, address: "1.1.1.2" });
    const older = await mailedToken(user.email!);
    await services.resets.forgotPassword({ identifier: user.username!, address: "1.1.1.2" });
    const newer = await mailedToken(user.email!);
    expect(newer).not.toBe(older);
    expect(await valid(older, "email")).toBe(false);
    expect(await valid(newer, "email")).toBe(true);
  });

  it("voids every other link, e-mailed or manual, once one is used, and ends the person's sessions", async () => {
    const user = await person();
    await services.resets.forgotPassword({ identifier: user.username!, address: "1.1.1.3" });
    const mailed = await mailedToken(user.email!);
    const manual = tokenOf(await services.resets.createManualResetLink(user.id));
    await services.sessions.start(user.id);
    expect(await valid(mailed, "email")).toBe(false); // the manual link, made later, voided it
    expect(await valid(manual, "manual")).toBe(true);
    expect((await services.resets.completeManualReset({ token: manual, password: "new password 2", address: "1.1.1.3" })).ok).toBe(true);
    expect(await valid(manual, "manual")).toBe(false);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("voids an outstanding manual link when an e-mailed link is used", async () => {
    const user = await person();
    const manual = tokenOf(await services.resets.createManualResetLink(user.id));
    // The manual link is made; then the person asks for a link themselves and uses it.
    await services.resets.forgotPassword({ identifier: user.username!, address: "1.1.1.4" });
    const mailed = await mailedToken(user.email!);
    expect((await services.resets.resetPassword({ token: mailed, email: user.email!, newPassword: "new password 3", address: "1.1.1.4" })).ok).toBe(true);
    expect(await valid(manual, "manual")).toBe(false);
    expect((await services.resets.completeManualReset({ token: manual, password: "attacker password", address: "1.1.1.4" })).ok).toBe(false);
  });
});
