/**
 * What each area puts into site search (issue 33): the records of the area as search documents, read
 * inside the change's transaction, so the index holds what the change committed. `ids` narrows the
 * read to the records a change named; null reads the whole area.
 */
import { type SQL, type SQLWrapper, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { AreaKey } from "../../shared/areas.ts";
import type { SearchKind } from "../../shared/search.ts";
import { PAGES, type PageDocument, isPagePath } from "../../shared/content/pages.ts";
import { plainTextOf } from "../../shared/rich-text.ts";
import { passagesText } from "../../shared/scripture.ts";
import type { Tx } from "../admin/change.ts";
import { calendarDate } from "../../shared/dates.ts";
import { SERIES_ENTITY } from "../past-services/series.ts";
import { announcements, churchStaff, contentDocuments, eventCategories, eventCategoryLinks, events, pastServices, sermonSeries } from "../db/schema.ts";


export type SearchDocument = {
  kind: SearchKind;
  key: string;
  url: string;
  title: string;
  headings: string;
  body: string;
  /** A sermon's transcript words. */
  transcript: string;
  dated: string | null;
  isPublic: boolean;
  shownFrom: Date | null;
  shownThrough: string | null;
};

/** Which records to read again: those with these ids, those a condition picks, or all (null). */
export type Scope = { ids: number[] } | { where: SQL } | null;

export type Source = {
  kinds: SearchKind[];
  /** Whether a change's audit lines name records of this source by id (so only they are read again). */
  byId: boolean;
  /**
   * The records a change of another entity of the area touches, by that entity's ids (a series renamed:
   * its sermons). "none": such a change shows in no document (a new, empty series).
   */
  related?: Record<string, (ids: number[], action: string) => SQL | "none" | null>;
  load(tx: Tx, scope: Scope, timeZone: string): Promise<SearchDocument[]>;
};

const where = (scope: Scope, id: SQLWrapper) => (scope === null ? undefined : "ids" in scope ? inArray(id as never, scope.ids) : scope.where);

const doc = (d: Partial<SearchDocument> & Pick<SearchDocument, "kind" | "key" | "url" | "title">): SearchDocument => ({
  headings: "",
  body: "",
  transcript: "",
  dated: null,
  isPublic: true,
  shownFrom: null,
  shownThrough: null,
  ...d,
});

const lines = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join("\n");

/** Ministry pages have the "When and where" card; every other page with words is a page. */
const isMinistry = (page: { sections: ReadonlyArray<{ name: string }> }) => page.sections.some((s) => s.name === "when");

const pagesSource: Source = {
  kinds: ["page", "ministry"],
  byId: false,
  async load(tx) {
    const rows = await tx.select({ key: contentDocuments.key, published: contentDocuments.published }).from(contentDocuments).where(like(contentDocuments.key, "page:/%"));
    return rows.flatMap(({ key, published }) => {
      const path = key.slice(5);
      if (!isPagePath(path)) return [];
      const definition = PAGES[path];
      const page = published as PageDocument;
      const text = (kind: "rich" | "line") =>
        lines(...definition.sections.filter((s) => s.kind === kind).map((s) => (kind === "rich" ? plainTextOf(page.sections[s.name] ?? "") : (page.sections[s.name] ?? ""))));
      return [doc({ kind: isMinistry(definition) ? "ministry" : "page", key: path, url: path, title: page.title || definition.label, headings: text("line"), body: lines(page.description, text("rich")) })];
    });
  },
};

const announcementsSource: Source = {
  kinds: ["announcement"],
  byId: true,
  async load(tx, scope, timeZone) {
    const rows = await tx.select().from(announcements).where(where(scope, announcements.id));
    return rows.map((a) =>
      doc({
        kind: "announcement",
        key: String(a.id),
        url: `/announcements#announcement-${a.id}`,
        title: a.subject,
        body: plainTextOf(a.announcement),
        dated: calendarDate(a.publishAt ?? a.submittedAt, timeZone),
        shownFrom: a.publishAt,
        shownThrough: a.expires ? a.expirationDate : null,
      }),
    );
  },
};

const sermonsSource: Source = {
  kinds: ["sermon"],
  byId: true,
  // A new series has no sermons yet; a renamed one, its own; a deleted one left its sermons without it.
  related: { [SERIES_ENTITY]: (ids, action) => (action === "create" ? "none" : action === "update" ? inArray(pastServices.seriesId, ids) : null) },
  async load(tx, scope) {
    const rows = await tx
      .select({
        id: pastServices.id,
        serviceDate: pastServices.serviceDate,
        serviceType: pastServices.serviceType,
        description: pastServices.description,
        sermonTitle: pastServices.sermonTitle,
        speakers: pastServices.speakers,
        passages: pastServices.passages,
        transcriptText: pastServices.transcriptText,
        series: sermonSeries.title,
      })
      .from(pastServices)
      .leftJoin(sermonSeries, eq(sermonSeries.id, pastServices.seriesId))
      .where(where(scope, pastServices.id));
    return rows.map((s) =>
      doc({
        kind: "sermon",
        key: String(s.id),
        url: `/past-session/${s.id}`,
        title: s.sermonTitle || `${s.serviceType}, ${s.serviceDate}`,
        headings: lines(s.series, s.speakers.map((p) => p.name).join(", "), passagesText(s.passages), s.sermonTitle ? s.serviceType : null),
        body: s.description,
        transcript: s.transcriptText,
        dated: s.serviceDate,
      }),
    );
  },
};

const eventsSource: Source = {
  kinds: ["event"],
  byId: true,
  async load(tx, scope) {
    const rows = await tx
      .select({
        id: events.id,
        slug: events.slug,
        title: events.title,
        summary: events.summary,
        description: events.description,
        location: events.location,
        status: events.status,
        startLocal: events.startLocal,
        categories: sql<string>`coalesce((select string_agg(${eventCategories.name}, ', ') from ${eventCategoryLinks} join ${eventCategories} on ${eventCategories.id} = ${eventCategoryLinks.categoryId} where ${eventCategoryLinks.eventId} = ${events.id}), '')`,
      })
      .from(events)
      .where(where(scope, events.id));
    return rows.map((e) =>
      doc({
        kind: "event",
        key: String(e.id),
        url: `/events/${e.slug}`,
        title: e.title,
        headings: lines(e.summary, e.categories, e.location),
        body: plainTextOf(e.description),
        dated: e.startLocal.slice(0, 10),
        isPublic: e.status === "published",
      }),
    );
  },
};

const staffSource: Source = {
  kinds: ["staff"],
  byId: true,
  async load(tx, scope) {
    const rows = await tx.select().from(churchStaff).where(where(scope, churchStaff.id)).orderBy(asc(churchStaff.displayOrder));
    return rows.map((s) => doc({ kind: "staff", key: String(s.id), url: "/about#staff", title: s.name, headings: s.roleTitle }));
  },
};

/** The areas whose changes the index follows, each with what it holds. */
export const SEARCH_SOURCES: Partial<Record<AreaKey, Source>> = {
  pages: pagesSource,
  announcements: announcementsSource,
  "past-sessions": sermonsSource,
  events: eventsSource,
  "church-staff": staffSource,
};
