/**
 * What each area puts into site search (issue 33): the records of the area as search documents, read
 * inside the change's transaction, so the index holds what the change committed. `ids` narrows the
 * read to the records a change named; null reads the whole area.
 */
import { asc, eq, inArray, like, sql } from "drizzle-orm";
import type { AreaKey } from "../../shared/areas.ts";
import { PAGES, type PageDocument, isPagePath } from "../../shared/content/pages.ts";
import { plainTextOf } from "../../shared/rich-text.ts";
import { passagesText } from "../../shared/scripture.ts";
import type { Tx } from "../admin/change.ts";
import { calendarDate } from "../clock/clock.ts";
import { announcements, churchStaff, contentDocuments, eventCategories, eventCategoryLinks, events, pastServices, sermonSeries } from "../db/schema.ts";

export type SearchKind = "page" | "ministry" | "announcement" | "event" | "sermon" | "staff";

export type SearchDocument = {
  kind: SearchKind;
  key: string;
  url: string;
  title: string;
  headings: string;
  body: string;
  dated: string | null;
  isPublic: boolean;
  shownFrom: Date | null;
  shownThrough: string | null;
};

type Source = {
  kinds: SearchKind[];
  /** Whether a change's audit lines name records of this source by id (so only they are read again). */
  byId: boolean;
  load(tx: Tx, ids: number[] | null, timeZone: string): Promise<SearchDocument[]>;
};

const doc = (d: Partial<SearchDocument> & Pick<SearchDocument, "kind" | "key" | "url" | "title">): SearchDocument => ({
  headings: "",
  body: "",
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
  async load(tx, ids, timeZone) {
    const rows = await tx.select().from(announcements).where(ids ? inArray(announcements.id, ids) : undefined);
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
  async load(tx, ids) {
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
      .where(ids ? inArray(pastServices.id, ids) : undefined);
    return rows.map((s) =>
      doc({
        kind: "sermon",
        key: String(s.id),
        url: `/past-session/${s.id}`,
        title: s.sermonTitle || `${s.serviceType}, ${s.serviceDate}`,
        headings: lines(s.series, s.speakers.map((p) => p.name).join(", "), passagesText(s.passages), s.sermonTitle ? s.serviceType : null),
        body: lines(s.description, s.transcriptText),
        dated: s.serviceDate,
      }),
    );
  },
};

const eventsSource: Source = {
  kinds: ["event"],
  byId: true,
  async load(tx, ids) {
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
      .where(ids ? inArray(events.id, ids) : undefined);
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
  async load(tx, ids) {
    const rows = await tx.select().from(churchStaff).where(ids ? inArray(churchStaff.id, ids) : undefined).orderBy(asc(churchStaff.displayOrder));
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
