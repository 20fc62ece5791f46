import { randomInt } from "node:crypto";
import { and, count, eq, isNull, or } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { backupCodes } from "../db/schema.ts";
import { sha256 } from "./crypto.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";

export const BACKUP_CODE_COUNT = 10;

/** Backup codes read like "K7QM-4XD2-P9": easy to copy, 50 bits of entropy. */
const BACKUP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newBackupCode() {
  let raw = "";
  for (let i = 0; i < 10; i++) raw += BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}
/** The SHA-256 (hex) of a code as typed: capitals, no dashes or spaces. */
const digestOf = (code: string) => sha256(code.toUpperCase().replace(/[^A-Z0-9]/g, ""));
/** Which stored code an attempt is checked against: 8 bits of the digest, so about one code in 26 attempts shares it. */
const lookupOf = (digest: string) => digest.slice(0, 2);
const LEGACY_DIGEST = /^[0-9a-f]{64}$/;

/**
 * Ten single-use backup codes per account, kept like passwords (docs/decisions/0014-backup-codes-kept-like-passwords.md):
 * argon2id of the code's SHA-256, with a `lookup` of the digest's first two hex digits, so an attempt
 * costs one argon2id check (about 45 ms) instead of one per code left. A guess that shares no lookup
 * checks against a dummy hash, so the time of an answer says nothing about the lookups.
 *
 * Codes made before issue 29 are stored as the bare SHA-256 with no lookup. They keep working as they
 * are, and `upgradeLegacy` (run once at every start) wraps each in argon2id, needing no code: the
 * digest is what the new hashes are made of, and its first two digits are its lookup.
 */
export function createBackupCodes({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Ten new codes replace the old ones; only their hashes are kept, so they are shown once. */
    async regenerate(userId: number): Promise<string[]> {
      const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
      const rows = await Promise.all(
        codes.map(async (code) => {
          const digest = digestOf(code);
          return { userId, codeHash: await hashPassword(digest), lookup: lookupOf(digest) };
        }),
      );
      await db.transaction(async (tx) => {
        await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
        await tx.insert(backupCodes).values(rows);
      });
      return codes;
    },

    /** Uses up the code if it is one of the account's unused codes (claimed atomically, so it opens one session only). */
    async spend(userId: number, code: string): Promise<boolean> {
      const digest = digestOf(code);
      const candidates = await db
        .select({ id: backupCodes.id, codeHash: backupCodes.codeHash, lookup: backupCodes.lookup })
        .from(backupCodes)
        .where(
          and(
            eq(backupCodes.userId, userId),
            isNull(backupCodes.usedAt),
            or(eq(backupCodes.lookup, lookupOf(digest)), and(isNull(backupCodes.lookup), eq(backupCodes.codeHash, digest))),
          ),
        );
      let match: number | undefined;
      let checked = false;
      for (const row of candidates) {
        if (match !== undefined) break;
        // A code not yet moved to argon2id was found by its SHA-256 itself.
        if (row.lookup === null) match = row.id;
        else {
          checked = true;
          if (await verifyPassword(row.codeHash, digest)) match = row.id;
        }
      }
      if (!checked) await verifyAgainstDummy(digest);
      if (match === undefined) return false;
      const [used] = await db
        .update(backupCodes)
        .set({ usedAt: clock.now() })
        .where(and(eq(backupCodes.id, match), isNull(backupCodes.usedAt)))
        .returning({ id: backupCodes.id });
      return Boolean(used);
    },

    async left(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(backupCodes).where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
      return row?.n ?? 0;
    },

    async clear(userId: number) {
      await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
    },

    /**
     * Wraps every code still stored as a bare SHA-256 in argon2id (one at a time, about 45 ms each);
     * returns how many it moved. Safe beside other instances doing the same and beside sign-ins: a
     * row changes only while it still holds the digest that was read. Stops between rows once
     * `signal` is aborted (shutdown); what is left is moved at the next start.
     */
    async upgradeLegacy({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
      const legacy = await db.select({ id: backupCodes.id, codeHash: backupCodes.codeHash }).from(backupCodes).where(isNull(backupCodes.lookup));
      let moved = 0;
      for (const row of legacy) {
        if (signal?.aborted) break;
        if (!LEGACY_DIGEST.test(row.codeHash)) continue;
        const [done] = await db
          .update(backupCodes)
          .set({ codeHash: await hashPassword(row.codeHash), lookup: lookupOf(row.codeHash) })
          .where(and(eq(backupCodes.id, row.id), isNull(backupCodes.lookup), eq(backupCodes.codeHash, row.codeHash)))
          .returning({ id: backupCodes.id });
        if (done) moved++;
      }
      return moved;
    },
  };
}

export type BackupCodes = ReturnType<typeof createBackupCodes>;
