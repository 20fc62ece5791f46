/**
 * The staff's list of past services (issue 33): found by the filter box as site search finds sermons
 * (title, series, speaker, passage, transcript), filtered by audio or series, newest or oldest first,
 * in pages of 50. Only the page's services have their audio file looked for on disk.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { type ListPage, type ListPlace, ADMIN_PAGE_SIZE, pageWithin } from "../../shared/admin-list.ts";
import { PAST_SERVICE_STATES, type PastServiceSort, seriesFilter } from "../../shared/schemas/admin/past-services.ts";
import type { Db } from "../db/db.ts";
import { pastServices, sermonSeries } from "../db/schema.ts";
import { staffMatches } from "../search/search.ts";
import { uploads as addresses } from "../../shared/uploads.ts";
import { type Speaker, type createPastServiceReads, fileOf } from "./reads.ts";

type Reads = Pick<ReturnType<typeof createPastServiceReads>, "audioPresent">;

/** A past service as the staff's list shows it: what it has (video, bulletin, podcast audio), its sermon and series. */
export type AdminPastServiceRow = {
  id: number;
  serviceDate: string;
  serviceType: string;
  description: string;
  sermonTitle: string;
  seriesTitle: string | null;
  speakers: Speaker[];
  hasVideoLink: boolean;
  videoUrl: string | null;
  bulletinUrl: string | null;
  audioUrl: string | null;
  /** A named audio file that is not on disk: the podcast leaves the service out. */
  audioMissing: boolean;
};

/** Older rows may say "none" for an absent file (spec section 3), as `fileOf` reads them. */
const hasAudio = and(isNotNull(pastServices.audioFileName), sql`lower(${pastServices.audioFileName}) <> 'none'`);

export function createPastServiceAdminList(db: Db, { audioPresent }: Reads) {
  return {
    /** What the list's "Show" choice may hold beside audio: each sermon series, by title. */
    async adminFilters(): Promise<Array<{ value: string; label: string }>> {
      const rows = await db.select({ slug: sermonSeries.slug, title: sermonSeries.title }).from(sermonSeries).orderBy(asc(sermonSeries.title), asc(sermonSeries.id));
      return rows.map((s) => ({ value: seriesFilter(s.slug), label: `Series: ${s.title}` }));
    },

    /** One page of services, with their series and whether a named audio file is missing from disk. */
    async adminPage(place: ListPlace<PastServiceSort, string>): Promise<ListPage<AdminPastServiceRow>> {
      const state = PAST_SERVICE_STATES.find((s) => s === place.filter) ?? null;
      const series = !state && place.filter?.startsWith(seriesFilter("")) ? place.filter.slice(seriesFilter("").length) : null;
      const where = and(
        place.q ? sql`${pastServices.id} in ${staffMatches("sermon", place.q)}` : undefined,
        state === "audio" ? hasAudio : state === "no-audio" ? or(isNull(pastServices.audioFileName), sql`lower(${pastServices.audioFileName}) = 'none'`) : undefined,
        series ? eq(sermonSeries.slug, series) : undefined,
      );
      const [{ n }] = (await db.select({ n: count() }).from(pastServices).leftJoin(sermonSeries, eq(sermonSeries.id, pastServices.seriesId)).where(where)) as [{ n: number }];
      const { page, pages, offset } = pageWithin(place.page, Number(n));
      const order = place.sort === "oldest" ? [asc(pastServices.serviceDate), asc(pastServices.id)] : [desc(pastServices.serviceDate), desc(pastServices.id)];
      const rows = await db
        .select({
          id: pastServices.id,
          serviceDate: pastServices.serviceDate,
          serviceType: pastServices.serviceType,
          description: pastServices.description,
          sermonTitle: pastServices.sermonTitle,
          seriesTitle: sermonSeries.title,
          speakers: pastServices.speakers,
          videoLink: pastServices.videoLink,
          videoFileName: pastServices.videoFileName,
          bulletinFileName: pastServices.bulletinFileName,
          audioFileName: pastServices.audioFileName,
        })
        .from(pastServices)
        .leftJoin(sermonSeries, eq(sermonSeries.id, pastServices.seriesId))
        .where(where)
        .orderBy(...order)
        .limit(ADMIN_PAGE_SIZE)
        .offset(offset);
      const items = await Promise.all(
        rows.map(async ({ videoLink, videoFileName, bulletinFileName, audioFileName, ...row }) => {
          const url = (name: string | null) => (fileOf(name) ? addresses.pastService(row.id, name!) : null);
          return { ...row, hasVideoLink: fileOf(videoLink) !== null, videoUrl: url(videoFileName), bulletinUrl: url(bulletinFileName), audioUrl: url(audioFileName), audioMissing: (await audioPresent({ id: row.id, audioFileName })) === false };
        }),
      );
      return { items, total: Number(n), page, pages };
    },
  };
}
