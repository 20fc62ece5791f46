import { diffLines } from "diff";
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { ChildcareDocuments, ChildcareFees } from "../../shared/content/childcare.ts";
import { PAGES, type PageDocument, type PagePath } from "../../shared/content/pages.ts";
import type { Schedule } from "../../shared/content/schedule.ts";
import { type SiteSettings, withSettingsDefaults } from "../../shared/content/settings.ts";
import { ROLE_LABELS, type Role } from "../../shared/areas.ts";
import { canEditDocument } from "../../shared/content/editors.ts";
import { isRecordVersion } from "../../shared/record-version.ts";
import { type Change, type ChangeLine, type Tx, changed, changedUnseen } from "../admin/change.ts";
import { type EditingDeps, type Outcome, notFound, outdatedForm } from "../admin/editing.ts";
import { calendarDate } from "../clock/clock.ts";
import { contentDocuments, contentRevisions, users } from "../db/schema.ts";
import { type ContentKind, kindOf } from "./kinds.ts";
import { seedDocuments } from "./seed/index.ts";

/** Every published value a public page reads, loaded in one query and kept until content changes. */
export type Snapshot = {
  settings: SiteSettings;
  schedule: Schedule;
  fees: ChildcareFees;
  documents: ChildcareDocuments;
  pages: Record<PagePath, PageDocument>;
};

const FIXED = { settings: "settings", schedule: "schedule", fees: "childcare-fees", documents: "childcare-documents" } as const;

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

export type Revision = { id: number; key: string; summary: string; action: string; author: string | null; at: Date };

const versionOf = (at: Date) => at.toISOString();
const MAX_SUMMARY = 160;

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

/** Same value, key order aside: JSON documents compare by content. */
const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
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

/**
 * Content staff own (issue 11): the site settings, the weekly schedule, the childcare fees and forms and
 * the words of every page, each a document with a published value and at most one draft. Publishing
 * (now, or at a chosen moment by `publishDue`) writes a revision and an audit line in the same
 * transaction as the new value, then clears every instance's caches; any revision can be restored,
 * which is itself a new revision. Public pages read one snapshot of all published values, loaded in a
 * single query and kept until content changes, so a page costs no query for its words.
 */
export function createContent({ db, clock, change: anyChange, timeZone }: Pick<EditingDeps, "db" | "clock" | "change"> & { timeZone: string }) {
  let snapshot: Promise<Snapshot> | null = null;
  const moment = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });

  /** Writes the seed value of every document that does not exist yet (a new site, or a newly added page). */
  async function ensureSeeded(): Promise<number> {
    const seeds = seedDocuments();
    const existing = new Set((await db.select({ key: contentDocuments.key }).from(contentDocuments)).map((r) => r.key));
    let added = 0;
    for (const [key, value] of Object.entries(seeds)) {
      if (existing.has(key)) continue;
      const kind = kindOf(key)!;
      const clean = kind.clean ? kind.clean(value) : value;
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(contentDocuments).values({ key, published: clean, publishedAt: clock.now(), version: clock.now() }).onConflictDoNothing().returning({ key: contentDocuments.key });
        if (row) await tx.insert(contentRevisions).values({ key, value: clean, summary: "The words the site started with", action: "seed", at: clock.now() });
        if (row) added++;
      });
    }
    return added;
  }

  async function loadSnapshot(): Promise<Snapshot> {
    const read = () => db.select({ key: contentDocuments.key, published: contentDocuments.published }).from(contentDocuments);
    let rows = await read();
    if (Object.keys(seedDocuments()).some((key) => !rows.some((r) => r.key === key))) {
      await ensureSeeded();
      rows = await read();
    }
    const value = (key: string) => rows.find((r) => r.key === key)?.published;
    // Stored HTML is sanitised on save and again here, on its way to every page.
    const pages = Object.fromEntries(
      (Object.keys(PAGES) as PagePath[]).map((path) => {
        const kind = kindOf(`page:${path}`)!;
        return [path, kind.clean!(value(`page:${path}`) as PageDocument)];
      }),
    ) as Record<PagePath, PageDocument>;
    return {
      settings: withSettingsDefaults(value(FIXED.settings) as SiteSettings),
      schedule: value(FIXED.schedule) as Schedule,
      fees: value(FIXED.fees) as ChildcareFees,
      documents: value(FIXED.documents) as ChildcareDocuments,
      pages,
    };
  }

  function invalidate() {
    snapshot = null;
  }

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

  /** One of the document's own revisions; null when the id names none, or names another document's. */
  async function revisionOf(key: string, revisionId: number) {
    const [found] = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.key, key)));
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

  return {
    ensureSeeded,
    /** The published site, as public pages read it. */
    snapshot(): Promise<Snapshot> {
      snapshot ??= loadSnapshot().catch((error: unknown) => {
        snapshot = null;
        throw error;
      });
      return snapshot;
    },
    /** The published site with some documents' drafts in their place: what a preview shows. Never cached. */
    async withDrafts(keys: readonly string[]): Promise<Snapshot> {
      const base = structuredClone(await this.snapshot());
      const rows = keys.length ? await db.select({ key: contentDocuments.key, draft: contentDocuments.draft }).from(contentDocuments).where(and(inArray(contentDocuments.key, [...keys]), isNotNull(contentDocuments.draft))) : [];
      for (const { key, draft } of rows) {
        if (key === FIXED.settings) base.settings = withSettingsDefaults(draft as SiteSettings);
        else if (key === FIXED.schedule) base.schedule = draft as Schedule;
        else if (key === FIXED.fees) base.fees = draft as ChildcareFees;
        else if (key === FIXED.documents) base.documents = draft as ChildcareDocuments;
        else if (key.startsWith("page:")) base.pages[key.slice(5) as PagePath] = draft as PageDocument;
      }
      return base;
    },
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
      const current = revision ? await row(key) : null;
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

    /**
     * Publishes an earlier revision of the document `key` again, as a new revision; a draft in progress
     * is kept. A revision of any other document is not found, whatever the version: the editor of one
     * document publishes nothing else, and says nothing about the others.
     */
    async restore({ key, revisionId, version, actor }: { key: string; revisionId: number; version: string; actor: number }): Promise<Outcome<{ summary: string }>> {
      const revision = await revisionOf(key, revisionId);
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
