/**
 * The one write path (issue 31). Every staff and public write is a change of one area: it runs in a
 * transaction, its audit lines are written in that transaction, a refusal rolls back whatever the
 * write did so far, and after the commit every page, feed and API answer the area is shown on
 * (`shownOn` in shared/areas.ts) is dropped from the page caches of this instance at once and of every
 * other instance through PostgreSQL NOTIFY. A service never writes an audit line or clears a cache
 * itself.
 */
import type { AreaKey } from "../../shared/areas.ts";
import type { Db } from "../db/db.ts";
import type { Audit, AuditAction } from "./audit.ts";
import type { Refusal } from "./outcome.ts";

/** The handle of the change's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One audit line of a change; its entity is the change's area unless the line names another. */
export type ChangeLine = { action: AuditAction | (string & {}); entityId?: string | number | null; detail?: string | null; entity?: string };

/** A change that went through: its value, what it did for the audit log, and whether visitors can see it. */
export type Done<T> = { ok: true; value: T; lines: readonly ChangeLine[]; seen: boolean };

/** What a change's work returns: a refusal (nothing is kept; it may carry more for its page), or what it did. */
export type Changed<T, R extends Refusal = Refusal> = R | Done<T>;

/** A change that went through: its value and what it did, for the audit log. */
export function changed<T>(value: T, ...lines: ChangeLine[]): Done<T> {
  return { ok: true, value, lines, seen: true };
}

/** A change no visitor can see yet (a draft saved, a publish scheduled): audited, but no page is refreshed. */
export function changedUnseen<T>(value: T, ...lines: ChangeLine[]): Done<T> {
  return { ok: true, value, lines, seen: false };
}

/** Who made a change: a member of staff, or nobody (a visitor's form, the operator CLI, a scheduled job). */
export type Actor = number | null;

/** Runs `work` as one change of `area`: see the top of this file. */
export type Change = <T, R extends Refusal = Refusal>(area: AreaKey, actor: Actor, work: (tx: Tx) => Promise<Changed<T, R>>) => Promise<{ ok: true; value: T } | R>;

/** Thrown inside the transaction to roll back a refused change; caught by `change` and answered as the refusal. */
class Refused<R extends Refusal> extends Error {
  readonly outcome: R;
  constructor(outcome: R) {
    super(outcome.error);
    this.outcome = outcome;
  }
}

/** Work done inside every change's transaction after its own: site search's index (server/search/indexer.ts). */
export type Reindex = (tx: Tx, area: AreaKey, lines: readonly ChangeLine[]) => Promise<void>;

export function createChange({ db, audit, refresh, reindex }: { db: Db; audit: Audit; refresh: (area: AreaKey) => Promise<void>; reindex?: Reindex }): Change {
  return async function change<T, R extends Refusal = Refusal>(area: AreaKey, actor: Actor, work: (tx: Tx) => Promise<Changed<T, R>>): Promise<{ ok: true; value: T } | R> {
    let done: Done<T>;
    try {
      done = await db.transaction(async (tx) => {
        const result = await work(tx);
        if (!result.ok) throw new Refused(result);
        await reindex?.(tx, area, result.lines);
        await audit.recordAll(result.lines.map((line) => ({ ...line, userId: actor, entity: line.entity ?? area })), tx);
        return result;
      });
    } catch (error) {
      if (error instanceof Refused) return error.outcome as R;
      throw error;
    }
    if (done.seen) await refresh(area);
    return { ok: true, value: done.value };
  };
}
