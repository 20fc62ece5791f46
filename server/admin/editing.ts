import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { OUTDATED_FORM } from "../../shared/record-version.ts";
import { isRecordVersion } from "../../shared/record-version.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/client.ts";
import type { Uploads } from "../storage/uploads.ts";
import type { Audit } from "./audit.ts";
import type { Change } from "./change.ts";

/**
 * The outcome of an admin write. Failures carry a message for the person at the form and, for
 * validation, one message per field.
 */
export type Outcome<T = { id: number }> =
  | { ok: true; value: T }
  | { ok: false; status: 400 | 403 | 404 | 409 | 413 | 415; error: string; fields?: Record<string, string> };

/** A write that was refused: nothing of it is kept. */
export type Refusal = Extract<Outcome<never>, { ok: false }>;

export const notFound = (what: string): Refusal => ({ ok: false, status: 404, error: `That ${what} no longer exists. It may have been deleted by someone else: please reload the page to see what is there now.` });

/** Someone else saved the record after this form was opened (spec-free rule of issue 5: refuse, do not overwrite). */
export const staleEdit = (what: string): Refusal => ({
  ok: false,
  status: 409,
  error: `Someone else saved this ${what} after you opened it, so your changes were not saved. Your version is still in the form: copy anything you need, then reload the page to see the latest version.`,
});

/** The form carried no readable version (empty, not a moment): nothing can be compared, so nothing is written. */
export const outdatedForm: Refusal = { ok: false, status: 409, error: OUTDATED_FORM };

/**
 * The version a form carries: the record's last-change moment to the millisecond. PostgreSQL keeps
 * microseconds and JavaScript dates keep milliseconds, so both sides compare at millisecond precision.
 */
export function versionOf(updatedAt: Date | null): string {
  return updatedAt ? updatedAt.toISOString() : "";
}

/**
 * A WHERE condition: the row still has the version the form was opened with. A version that is not a
 * moment matches no row (a 409 "reload the page"), never reaching the database as a bad timestamp.
 */
export function stillAt(column: AnyPgColumn | SQL, version: string): SQL {
  if (!version) return sql`${column} is null`;
  if (!isRecordVersion(version)) return sql`false`;
  return sql`date_trunc('milliseconds', ${column}) = ${version}::timestamptz`;
}

/**
 * The new last-change moment of an edited row: now, but always later than the version being replaced,
 * so two saves within one millisecond (or under a test's fixed clock) still give different versions.
 */
export function nextVersion(column: AnyPgColumn | SQL, now: Date): SQL<Date> {
  return sql<Date>`greatest(${now.toISOString()}::timestamptz, date_trunc('milliseconds', coalesce(${column}, ${now.toISOString()}::timestamptz)) + interval '1 millisecond')`;
}

/** What an area service's `update` is given: the record, the form's values, the version the form was opened at, and who saves. */
export type UpdateArgs<Input, Actor = number> = { id: number; input: Input; version: string; actor: Actor };

/** What every admin-editing domain service is given besides its own tables. */
export type EditingDeps = {
  db: Db;
  clock: Clock;
  audit: Audit;
  /** The one write path: a transaction with its audit lines, then what the area is shown on refreshed everywhere. */
  change: Change;
  /** The one upload pipeline: commit staged files where the public addresses expect them, remove them again. */
  uploads: Uploads;
};
