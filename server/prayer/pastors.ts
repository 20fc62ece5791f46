import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Role } from "../../shared/roles.ts";
import { emailOf } from "../../shared/prayer.ts";
import { type Actor, type Tx, changed } from "../admin/change.ts";
import { notFound } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { churchStaff, users } from "../db/schema.ts";
import { AREA, type PrayerDeps } from "./deps.ts";

/** Accounts that can be a pastor's: the roles that enter the prayer area. */
const PASTORAL_ROLES: Role[] = ["siteadmin", "admin", "church"];

export type PastorRow = { staffId: number; name: string; roleTitle: string; pastor: boolean; account: { id: number; name: string } | null };

/**
 * Who the pastors are (issue 36): church staff marked pastor on their record and linked to their own
 * account, which must be enabled. They read pastor-only requests and are e-mailed them at once.
 */
export function createPastors({ db, change }: Pick<PrayerDeps, "db" | "change">) {
  const live = and(eq(churchStaff.pastor, true), eq(users.disabled, false));

  return {
    async isPastor(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: churchStaff.id })
        .from(churchStaff)
        .innerJoin(users, eq(users.id, churchStaff.userId))
        .where(and(live, eq(users.id, userId)));
      return Boolean(row);
    },
    /** Where pastors are e-mailed: their account's address, or their staff record's. */
    async addresses(tx: Pick<Tx, "select"> = db): Promise<string[]> {
      const rows = await tx.select({ account: users.email, record: churchStaff.email }).from(churchStaff).innerJoin(users, eq(users.id, churchStaff.userId)).where(live);
      return [...new Set(rows.map((r) => emailOf(r.account ?? "") ?? emailOf(r.record ?? "")).filter((e): e is string => e !== null))];
    },
    /** Every church staff record, with whether it is a pastor's and whose account it is linked to. */
    async list(): Promise<PastorRow[]> {
      const rows = await db
        .select({ staffId: churchStaff.id, name: churchStaff.name, roleTitle: churchStaff.roleTitle, pastor: churchStaff.pastor, accountId: users.id, accountName: users.name })
        .from(churchStaff)
        .leftJoin(users, eq(users.id, churchStaff.userId))
        .orderBy(asc(churchStaff.displayOrder), asc(churchStaff.id));
      return rows.map((r) => ({ staffId: r.staffId, name: r.name, roleTitle: r.roleTitle, pastor: r.pastor, account: r.accountId ? { id: r.accountId, name: r.accountName ?? "" } : null }));
    },
    /** The accounts a record may be linked to: enabled staff of the roles that enter the prayer area. */
    async accounts(): Promise<{ id: number; name: string; username: string | null }[]> {
      return db
        .select({ id: users.id, name: users.name, username: users.username })
        .from(users)
        .where(and(eq(users.disabled, false), inArray(users.role, PASTORAL_ROLES)))
        .orderBy(asc(users.name));
    },
    /**
     * Marks a record pastor (or not) and links it to an account (or none). The caller has checked that
     * the actor may (`canMarkPastors`): it opens pastor-only requests to that account.
     */
    async set({ staffId, pastor, userId, actor }: { staffId: number; pastor: boolean; userId: number | null; actor: Actor }): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [record] = await tx.select({ name: churchStaff.name }).from(churchStaff).where(eq(churchStaff.id, staffId));
        if (!record) return notFound("staff member");
        let accountName: string | null = null;
        if (userId !== null) {
          const [account] = await tx.select({ name: users.name }).from(users).where(and(eq(users.id, userId), eq(users.disabled, false), inArray(users.role, PASTORAL_ROLES)));
          if (!account) return { ok: false, status: 400, error: "Please choose an enabled church staff or administrator account.", fields: { userId: "Please choose an enabled church staff or administrator account." } };
          const [taken] = await tx.select({ name: churchStaff.name }).from(churchStaff).where(and(eq(churchStaff.userId, userId), ne(churchStaff.id, staffId)));
          if (taken) return { ok: false, status: 409, error: `That account is already linked to ${taken.name}.`, fields: { userId: `That account is already linked to ${taken.name}.` } };
          accountName = account.name;
        }
        await tx.update(churchStaff).set({ pastor, userId }).where(eq(churchStaff.id, staffId));
        return changed(
          { id: staffId },
          { action: "update", entity: "church-staff", entityId: staffId, detail: `${record.name}: ${pastor ? "pastor" : "not a pastor"} of the prayer ministry${accountName ? `, account ${accountName}` : ", no account"}` },
        );
      });
    },
  };
}

export type Pastors = ReturnType<typeof createPastors>;
