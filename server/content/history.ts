/**
 * A content document's history: its revisions, what one of them changes compared with today, and the
 * one-line summary each revision is listed with.
 */
import { diffLines } from "diff";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { contentRevisions, users } from "../db/schema.ts";
import { type ContentKind, kindOf } from "./kinds.ts";

export type Revision = { id: number; key: string; summary: string; action: string; author: string | null; at: Date };

/** A revision's summary line is at most this long. */
export const MAX_SUMMARY = 160;

/** Same value, key order aside: JSON documents compare by content. */
export const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  return value;
}

/** "Sunday Worship: every Sunday 10:30-11:15 …" and 2 more changes: what a revision changed, in one line. */
export function summarize(kind: ContentKind, before: unknown, after: unknown): string {
  const removed = new Set(before === undefined ? [] : kind.lines(before));
  const changed = kind.lines(after).filter((line) => !removed.has(line));
  const gone = before === undefined ? 0 : [...removed].filter((line) => !kind.lines(after).includes(line)).length;
  if (changed.length === 0) return gone ? `Removed ${gone} line${gone === 1 ? "" : "s"}` : "No change";
  const first = changed[0]!.length > 100 ? `${changed[0]!.slice(0, 99)}…` : changed[0]!;
  const more = changed.length - 1;
  return `${first}${more ? ` (and ${more} more change${more === 1 ? "" : "s"})` : ""}`.slice(0, MAX_SUMMARY);
}

export function createHistory({ db, published }: { db: Db; published: (key: string) => Promise<{ published: unknown } | null> }) {
  /** One of the document's own revisions; null when the id names none, or names another document's. */
  async function revisionOf(key: string, revisionId: number) {
    const [found] = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.key, key)));
    return found ?? null;
  }

  return {
    revisionOf,
    /** The document's revisions, newest first. */
    async revisions(key: string): Promise<Revision[]> {
      const rows = await db
        .select({ id: contentRevisions.id, key: contentRevisions.key, summary: contentRevisions.summary, action: contentRevisions.action, at: contentRevisions.at, author: users.name })
        .from(contentRevisions)
        .leftJoin(users, eq(users.id, contentRevisions.authorId))
        .where(eq(contentRevisions.key, key))
        .orderBy(desc(contentRevisions.id));
      return rows.map((r) => ({ ...r, author: r.author ?? null }));
    },

    /** What one of the document's revisions changes compared with its published value now, line by line; null for a revision of another document. */
    async diff({ key, revisionId }: { key: string; revisionId: number }): Promise<{ lines: { text: string; change: "added" | "removed" | "same" }[] } | null> {
      const revision = await revisionOf(key, revisionId);
      const kind = kindOf(key);
      const current = revision ? await published(key) : null;
      if (!revision || !kind || !current) return null;
      // From the revision to what is live now: "removed" lines are the revision's, "added" ones today's.
      const parts = diffLines(`${kind.lines(revision.value).join("\n")}\n`, `${kind.lines(current.published).join("\n")}\n`);
      return {
        lines: parts.flatMap((part) =>
          part.value
            .split("\n")
            .filter((text, index, all) => index < all.length - 1 || text !== "")
            .map((text) => ({ text, change: part.added ? ("added" as const) : part.removed ? ("removed" as const) : ("same" as const) })),
        ),
      };
    },
  };
}
