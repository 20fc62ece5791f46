import { desc, eq } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { auditLog, users } from "../db/schema.ts";

export type AuditAction = "create" | "update" | "delete";

/** Who did what to which record, and when. */
export type AuditEntry = {
  /** The signed-in user; null for the operator CLI. */
  userId: number | null;
  action: AuditAction | (string & {});
  /** The admin area, e.g. "announcements" or "users". */
  entity: string;
  entityId?: string | number | null;
  /** A short human description, e.g. the subject of the announcement. Never a secret. */
  detail?: string | null;
};

/** The `db` handle of a transaction or of the whole database: both can write the log. */
type Writer = Pick<Db, "insert">;

export function createAudit({ db, clock }: { db: Db; clock: Clock }) {
  /** Writes lines in a few statements (an import of a thousand readings writes a thousand lines). */
  async function recordAll(entries: readonly AuditEntry[], writer: Writer = db) {
      const at = clock.now();
      const rows = entries.map((entry) => ({
        userId: entry.userId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId),
        detail: entry.detail ? entry.detail.slice(0, 300) : null,
        at,
      }));
      for (let i = 0; i < rows.length; i += 500) await writer.insert(auditLog).values(rows.slice(i, i + 500));
  }
  return {
    /** Writes one line; pass the transaction's handle so the line lands with the change or not at all. */
    record: (entry: AuditEntry, writer: Writer = db) => recordAll([entry], writer),
    recordAll,
    /** The newest lines first, with the name of whoever made the change. */
    async recent(limit = 50) {
      return db
        .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, detail: auditLog.detail, userName: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;
