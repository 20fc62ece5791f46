import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { ROLE_LABELS, type Role } from "../../shared/roles.ts";
import { canEditDocument } from "../../shared/content/editors.ts";
import { isRecordVersion } from "../../shared/record-version.ts";
import { type Change, type ChangeLine, type Tx, changed, changedUnseen } from "../admin/change.ts";
import { type EditingDeps, notFound, outdatedForm } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { calendarDate, momentWords } from "../../shared/dates.ts";
import { contentDocuments, contentRevisions, users } from "../db/schema.ts";
import { MAX_SUMMARY, createHistory, same, summarize } from "./history.ts";
import { type ContentKind, kindOf } from "./kinds.ts";
import { createSnapshot } from "./snapshot.ts";

/** A document as its editor sees it. */
export type EditableDocument = {
  key: string;
  label: string;
  published: unknown;
  publishedAt: Date;
  publishedBy: string | null;
  draft: unknown | null;
  draftSavedAt: Date | null;
  draftBy: string | null;
  publishAt: Date | null;
  /** A scheduled publish refused when it fired: when the draft was due, and why. */
  refusedPublish: { dueAt: Date; because: string } | null;
  version: string;
};

const versionOf = (at: Date) => at.toISOString();

/**
 * Why the author of a scheduled draft may not publish it now, or null when they may: a scheduled
 * publish is the author's own publish made later, so it needs what a publish made now needs (issue 29).
 */
function whyAuthorMayNotPublish(author: { name: string; role: Role; disabled: boolean } | null, key: string): string | null {
  if (!author) return "the account that saved the draft no longer exists";
  if (author.disabled) return `${author.name}'s account is disabled`;
  if (!canEditDocument(author.role, key)) return `${author.name} (now ${ROLE_LABELS[author.role]}) may no longer edit it`;
  return null;
}

/** Clears a refused schedule's note: the draft was published, scheduled again or discarded. */
const NO_REFUSAL = { refusedPublishAt: null, refusedBecause: null } as const;

/**
 * Content staff own (issue 11): the site settings, the weekly schedule, the childcare fees and forms and
 * the words of every page, each a document with a published value and at most one draft. Publishing
 * (now, or at a chosen moment by `publishDue`) writes a revision and an audit line in the same
 * transaction as the new value, then clears every instance's caches; any revision can be restored,
 * which is itself a new revision. Public pages read one snapshot of all published values (snapshot.ts);
 * the history and its summaries are history.ts.
 */
export function createContent({ db, clock, change: anyChange, timeZone }: Pick<EditingDeps, "db" | "clock" | "change"> & { timeZone: string }) {
  const { ensureSeeded, snapshot, withDrafts, invalidate } = createSnapshot({ db, clock });
  const moment = { format: (at: Date) => momentWords(at, timeZone) };

  /** A change of a document: this process's snapshot is read again after it, whatever else hears of it. */
  const change: Change = async (area, actor, work) => {
    const outcome = await anyChange(area, actor, work);
    if (outcome.ok) invalidate();
    return outcome;
  };

  async function row(key: string) {
    const [found] = await db.select().from(contentDocuments).where(eq(contentDocuments.key, key));
    return found ?? null;
  }

  /** A person's name; inside a transaction pass its handle (PGlite has one connection, which the transaction holds). */
  const nameOf = async (id: number | null, reader: Pick<typeof db, "select"> = db) =>
    id === null ? null : ((await reader.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name ?? null);

  /** A value through the document's schema and cleaner; a failure answers with one message per field. */
  function check(kind: ContentKind, value: unknown): { ok: true; value: unknown } | Extract<Outcome<never>, { ok: false }> {
    const parsed = kind.schema.safeParse(value);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "form"] ??= issue.message;
      return { ok: false, status: 400, error: "Please correct the fields marked below.", fields };
    }
    const problems = kind.problemsOn?.(parsed.data, calendarDate(clock.now(), timeZone)) ?? {};
    if (Object.keys(problems).length) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: problems };
    return { ok: true, value: kind.clean ? kind.clean(parsed.data) : parsed.data };
  }

  const stale = (what: string, by: string | null, at: Date): Extract<Outcome<never>, { ok: false }> => ({
    ok: false,
    status: 409,
    error: `${by ?? "Someone else"} changed the ${what} (${moment.format(at)}) after you opened it, so your changes were not saved. Your version is still in the form: copy what you need, then reload the page to see theirs.`,
  });

  /** Publishes `value` as the document's new value, in the caller's transaction, with its revision; its audit line is returned. */
  async function writePublished(
    tx: Tx,
    { key, kind, before, value, action, actor }: { key: string; kind: ContentKind; before: unknown; value: unknown; action: "publish" | "scheduled" | "restore"; actor: number | null },
  ): Promise<{ summary: string; line: ChangeLine }> {
    const now = clock.now();
    const summary = action === "restore" ? `Restored an earlier version: ${summarize(kind, before, value)}`.slice(0, MAX_SUMMARY) : summarize(kind, before, value);
    await tx
      .update(contentDocuments)
      .set({ published: value, publishedAt: now, publishedBy: actor, draft: null, draftSavedAt: null, draftBy: null, publishAt: null, ...NO_REFUSAL, version: sql`greatest(${now.toISOString()}::timestamptz, ${contentDocuments.version} + interval '1 millisecond')` })
      .where(eq(contentDocuments.key, key));
    await tx.insert(contentRevisions).values({ key, value, summary, action, authorId: actor, at: now });
    return { summary, line: { action: action === "restore" ? "restore" : "publish", entityId: key, detail: `${kind.label}: ${summary}` } };
  }

  const history = createHistory({ db, published: row });

  return {
    ensureSeeded,
    snapshot,
    withDrafts,
    invalidate,
    /** For a list of documents: when each was last published, and whether a draft waits (and when it goes live). */
    async overview(keys: readonly string[]): Promise<Record<string, { publishedAt: Date; hasDraft: boolean; publishAt: Date | null }>> {
      if (!keys.length) return {};
      if ((await db.select({ key: contentDocuments.key }).from(contentDocuments).where(inArray(contentDocuments.key, [...keys]))).length < keys.length) await ensureSeeded();
      const rows = await db
        .select({ key: contentDocuments.key, publishedAt: contentDocuments.publishedAt, hasDraft: sql<boolean>`${contentDocuments.draft} is not null`, publishAt: contentDocuments.publishAt })
        .from(contentDocuments)
        .where(inArray(contentDocuments.key, [...keys]));
      return Object.fromEntries(rows.map(({ key, ...row }) => [key, row]));
    },

    /** A document with its draft, for its editor; null when the key names nothing. */
    async get(key: string): Promise<EditableDocument | null> {
      const kind = kindOf(key);
      if (!kind) return null;
      let found = await row(key);
      if (!found) {
        await ensureSeeded();
        found = await row(key);
      }
      if (!found) return null;
      return {
        key,
        label: kind.label,
        published: found.published,
        publishedAt: found.publishedAt,
        publishedBy: await nameOf(found.publishedBy),
        draft: found.draft,
        draftSavedAt: found.draftSavedAt,
        draftBy: await nameOf(found.draftBy),
        publishAt: found.publishAt,
        refusedPublish: found.refusedPublishAt && found.refusedBecause ? { dueAt: found.refusedPublishAt, because: found.refusedBecause } : null,
        version: versionOf(found.version),
      };
    },

    /** Saves a draft (nothing a visitor sees changes); refused when someone saved or published since `version`. */
    async saveDraft({ key, value, version, actor }: { key: string; value: unknown; version: string; actor: number }): Promise<Outcome<{ version: string }>> {
      const kind = kindOf(key);
      if (!kind) return notFound("page");
      if (!isRecordVersion(version)) return outdatedForm;
      const checked = check(kind, value);
      if (!checked.ok) return checked;
      const now = clock.now();
      return change(kind.area, actor, async (tx) => {
        const [saved] = await tx
          .update(contentDocuments)
          .set({ draft: checked.value, draftSavedAt: now, draftBy: actor, version: sql`greatest(${now.toISOString()}::timestamptz, ${contentDocuments.version} + interval '1 millisecond')` })
          .where(and(eq(contentDocuments.key, key), sql`date_trunc('milliseconds', ${contentDocuments.version}) = ${version}::timestamptz`))
          .returning({ version: contentDocuments.version });
        if (!saved) {
          const [current] = await tx.select().from(contentDocuments).where(eq(contentDocuments.key, key));
          if (!current) return notFound("page");
          return stale(kind.label.toLowerCase(), await nameOf(current.draftBy ?? current.publishedBy, tx), current.version);
        }
        return changedUnseen({ version: versionOf(saved.version) }, { action: "draft", entityId: key, detail: kind.label });
      });
    },

    /** Drops the draft (and any schedule for it); the published value stays. */
    async discardDraft({ key, version, actor }: { key: string; version: string; actor: number }): Promise<Outcome<{ version: string }>> {
      const kind = kindOf(key);
      if (!kind) return notFound("page");
      if (!isRecordVersion(version)) return outdatedForm;
      const now = clock.now();
      return change(kind.area, actor, async (tx) => {
        const [done] = await tx
          .update(contentDocuments)
          .set({ draft: null, draftSavedAt: null, draftBy: null, publishAt: null, ...NO_REFUSAL, version: sql`greatest(${now.toISOString()}::timestamptz, ${contentDocuments.version} + interval '1 millisecond')` })
          .where(and(eq(contentDocuments.key, key), sql`date_trunc('milliseconds', ${contentDocuments.version}) = ${version}::timestamptz`))
          .returning({ version: contentDocuments.version });
        if (!done) {
          const [current] = await tx.select({ version: contentDocuments.version }).from(contentDocuments).where(eq(contentDocuments.key, key));
          return stale(kind.label.toLowerCase(), null, current?.version ?? now);
        }
        return changedUnseen({ version: versionOf(done.version) }, { action: "discard", entityId: key, detail: kind.label });
      });
    },

    /**
     * Publishes the draft now, or schedules it for `at` (a moment in the future). Refused, saying so,
     * when someone else saved or published after `version`: nothing is overwritten.
     */
    async publish({ key, version, actor, at }: { key: string; version: string; actor: number; at?: Date | null }): Promise<Outcome<{ summary: string; scheduled: Date | null }>> {
      const kind = kindOf(key);
      if (!kind) return notFound("page");
      if (!isRecordVersion(version)) return outdatedForm;
      const now = clock.now();
      return change(kind.area, actor, async (tx) => {
        const [current] = await tx.select().from(contentDocuments).where(eq(contentDocuments.key, key)).for("update");
        if (!current) return notFound("page");
        if (versionOf(current.version) !== version) return stale(kind.label.toLowerCase(), await nameOf(current.draftBy ?? current.publishedBy, tx), current.version);
        if (current.draft === null) return { ok: false, status: 409, error: "There is no draft to publish. Save your changes as a draft first." };
        if (at && at > now) {
          await tx
            .update(contentDocuments)
            .set({ publishAt: at, ...NO_REFUSAL, version: sql`greatest(${now.toISOString()}::timestamptz, ${contentDocuments.version} + interval '1 millisecond')` })
            .where(eq(contentDocuments.key, key));
          return changedUnseen({ summary: summarize(kind, current.published, current.draft), scheduled: at as Date | null }, { action: "schedule", entityId: key, detail: `${kind.label}: to be published ${moment.format(at)}` });
        }
        const { summary, line } = await writePublished(tx, { key, kind, before: current.published, value: current.draft, action: "publish", actor });
        return changed({ summary, scheduled: null as Date | null }, line);
      });
    },

    /**
     * Publishes every draft whose moment has come (run by a timer on every instance; each draft goes live
     * once), as its author's publish: when the author's account is gone or disabled, or their role no
     * longer edits the document, nothing is published, the draft stays, and the document records when it
     * was due and why (the dashboard shows it to those who may edit it). A refused schedule is over: it
     * does not fire later if the author's rights come back.
     */
    async publishDue(): Promise<number> {
      const now = clock.now();
      const dueNow = and(isNotNull(contentDocuments.publishAt), lte(contentDocuments.publishAt, now), isNotNull(contentDocuments.draft));
      const candidates = await db.select({ key: contentDocuments.key, draftBy: contentDocuments.draftBy }).from(contentDocuments).where(dueNow).orderBy(asc(contentDocuments.publishAt));
      let published = 0;
      for (const candidate of candidates) {
        const kind = kindOf(candidate.key);
        if (!kind) {
          await db.update(contentDocuments).set({ publishAt: null }).where(eq(contentDocuments.key, candidate.key));
          continue;
        }
        // One change per document, as its author's: another instance that took it first, or a draft saved
        // again since by someone else, leaves it to the next round.
        const outcome = await change(kind.area, candidate.draftBy, async (tx) => {
          const [due] = await tx.select().from(contentDocuments).where(and(eq(contentDocuments.key, candidate.key), dueNow)).for("update", { skipLocked: true });
          if (!due || due.draftBy !== candidate.draftBy) return { ok: false as const, status: 409 as const, error: "taken by another instance" };
          // Read under a share lock: a role change or disable waits for this publish, never slips in between.
          const [author] = due.draftBy === null ? [] : await tx.select({ name: users.name, role: users.role, disabled: users.disabled }).from(users).where(eq(users.id, due.draftBy)).for("share");
          const refusal = whyAuthorMayNotPublish(author ?? null, due.key);
          if (refusal) {
            await tx.update(contentDocuments).set({ publishAt: null, refusedPublishAt: due.publishAt, refusedBecause: refusal }).where(eq(contentDocuments.key, due.key));
            return changedUnseen(false, { action: "schedule-refused", entityId: due.key, detail: `${kind.label}: ${refusal}` });
          }
          const { line } = await writePublished(tx, { key: due.key, kind, before: due.published, value: due.draft, action: "scheduled", actor: due.draftBy });
          return changed(true, line);
        });
        if (outcome.ok && outcome.value) published++;
      }
      return published;
    },

    revisions: history.revisions,
    diff: history.diff,

    /**
     * Publishes an earlier revision of the document `key` again, as a new revision; a draft in progress
     * is kept. A revision of any other document is not found, whatever the version: the editor of one
     * document publishes nothing else, and says nothing about the others.
     */
    async restore({ key, revisionId, version, actor }: { key: string; revisionId: number; version: string; actor: number }): Promise<Outcome<{ summary: string }>> {
      const revision = await history.revisionOf(key, revisionId);
      const kind = kindOf(key);
      if (!revision || !kind) return notFound("version");
      if (!isRecordVersion(version)) return outdatedForm;
      const checked = check(kind, revision.value);
      if (!checked.ok) return { ok: false, status: 409, error: "That version no longer fits this page (its sections have changed since), so it cannot be restored." };
      return change(kind.area, actor, async (tx) => {
        const [current] = await tx.select().from(contentDocuments).where(eq(contentDocuments.key, key)).for("update");
        if (!current) return notFound("page");
        if (versionOf(current.version) !== version) return stale(kind.label.toLowerCase(), await nameOf(current.publishedBy, tx), current.version);
        if (same(current.published, checked.value)) return { ok: false, status: 409, error: "That version is what the site shows now, so there is nothing to restore." };
        const { draft, draftSavedAt, draftBy, publishAt, refusedPublishAt, refusedBecause } = current;
        const { summary, line } = await writePublished(tx, { key, kind, before: current.published, value: checked.value, action: "restore", actor });
        // Someone's unpublished work stays where it was.
        if (draft !== null) await tx.update(contentDocuments).set({ draft, draftSavedAt, draftBy, publishAt, refusedPublishAt, refusedBecause }).where(eq(contentDocuments.key, key));
        return changed({ summary }, line);
      });
    },

    /** Every stored page's rich sections (for the sweep of pictures no text names any more). */
    async storedHtml(): Promise<string[]> {
      const rows = await db.select({ published: contentDocuments.published, draft: contentDocuments.draft }).from(contentDocuments).where(sql`${contentDocuments.key} like 'page:%'`);
      const revisions = await db.select({ value: contentRevisions.value }).from(contentRevisions).where(sql`${contentRevisions.key} like 'page:%'`);
      return [...rows.flatMap((r) => [r.published, r.draft]), ...revisions.map((r) => r.value)].filter(Boolean).map((v) => JSON.stringify(v));
    },
  };
}

export type Content = ReturnType<typeof createContent>;
