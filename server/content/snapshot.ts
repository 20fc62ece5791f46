/**
 * The published site as public pages read it: every document's published value, loaded in one query
 * and kept until content changes, so a page costs no query for its words; and the seed values a new
 * site (or a newly added page) starts with.
 */
import { and, inArray, isNotNull } from "drizzle-orm";
import type { ChildcareDocuments, ChildcareFees } from "../../shared/content/childcare.ts";
import { PAGES, type PageDocument, type PagePath } from "../../shared/content/pages.ts";
import type { Schedule } from "../../shared/content/schedule.ts";
import { type SiteSettings, withSettingsDefaults } from "../../shared/content/settings.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { contentDocuments, contentRevisions } from "../db/schema.ts";
import { kindOf } from "./kinds.ts";
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

export function createSnapshot({ db, clock }: { db: Db; clock: Clock }) {
  let snapshot: Promise<Snapshot> | null = null;

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

  return {
    ensureSeeded,
    /** The published site, as public pages read it. */
    snapshot: read,
    /** The published site with some documents' drafts in their place: what a preview shows. Never cached. */
    async withDrafts(keys: readonly string[]): Promise<Snapshot> {
      const base = structuredClone(await read());
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
  };

  /** The kept snapshot, loaded again after a change (or after a failed load). */
  function read(): Promise<Snapshot> {
    snapshot ??= loadSnapshot().catch((error: unknown) => {
      snapshot = null;
      throw error;
    });
    return snapshot;
  }
}
