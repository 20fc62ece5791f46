/**
 * What the site reads of past services: the public list and its filters, the podcast's episodes, the
 * staff list and form. The writes are past-services.ts.
 */
import { type SQL, and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { ARCHIVE_PAGE_SIZE, type ArchivePlace, archivePlace } from "../../shared/archive-pages.ts";
import type { PastServiceInput } from "../../shared/schemas/admin/past-services.ts";
import type { Passage } from "../../shared/scripture.ts";
import { uploads as addresses } from "../../shared/uploads.ts";
import { versionOf } from "../admin/editing.ts";
import type { Db } from "../db/db.ts";
import { keptRead, readTableState, tableState } from "../db/kept-reads.ts";
import { type Speaker, auditLog, contentRevisions, pastServices, sermonSeries } from "../db/schema.ts";
import type { AudioInfo } from "../storage/file-checks.ts";
import type { UploadTarget } from "../storage/upload-places.ts";
import type { Uploads } from "../storage/uploads.ts";
import { SERIES_ENTITY } from "./series.ts";

export type { Speaker };

export type PastService = {
  id: number;
  serviceDate: string;
  serviceType: string;
  description: string;
  videoLink: string | null;
  videoFileName: string | null;
  bulletinFileName: string | null;
  sermonTitle: string;
  seriesId: number | null;
  speakers: Speaker[];
  passages: Passage[];
  audioFileName: string | null;
  audioSize: number | null;
  audioDurationSeconds: number | null;
  audioBitrate: number | null;
  audioMimeType: string | null;
  transcriptFileName: string | null;
  /** The podcast episode's guid, fixed when the service was created. */
  episodeGuid: string;
};

/** A past service as the admin list and form see it. */
export type AdminPastService = PastService & {
  version: string;
  /** Public addresses of the uploaded files, for the form's "current file" and the list. */
  videoUrl: string | null;
  bulletinUrl: string | null;
  audioUrl: string | null;
  transcriptUrl: string | null;
  seriesTitle: string | null;
};

/** The list filters of /past-sessions (issue 13): a series (by its slug), a speaker's name, a book of the Bible. */
export type PastServiceFilter = { seriesId?: number; speaker?: string; book?: string };

/** A service whose audio is on disk, as the podcast feed needs it (`size` read from the file itself). */
export type Episode = PastService & { audio: AudioInfo & { fileName: string; url: string }; transcriptUrl: string | null; updatedAt: Date };

export const columns = {
  id: pastServices.id,
  serviceDate: pastServices.serviceDate,
  serviceType: pastServices.serviceType,
  description: pastServices.description,
  videoLink: pastServices.videoLink,
  videoFileName: pastServices.videoFileName,
  bulletinFileName: pastServices.bulletinFileName,
  sermonTitle: pastServices.sermonTitle,
  seriesId: pastServices.seriesId,
  speakers: pastServices.speakers,
  passages: pastServices.passages,
  audioFileName: pastServices.audioFileName,
  audioSize: pastServices.audioSize,
  audioDurationSeconds: pastServices.audioDurationSeconds,
  audioBitrate: pastServices.audioBitrate,
  audioMimeType: pastServices.audioMimeType,
  transcriptFileName: pastServices.transcriptFileName,
  episodeGuid: pastServices.episodeGuid,
};

const contains = (column: typeof pastServices.speakers | typeof pastServices.passages, value: unknown): SQL => sql`${column} @> ${JSON.stringify([value])}::jsonb`;

export const AREA = "past-sessions";
export const target = (serviceId: number): UploadTarget => ({ area: "past-service", serviceId });
/** Older rows may say "none" for an absent file (spec section 3). */
export const fileOf = (name: string | null) => (name && name.toLowerCase() !== "none" ? name : null);

/** The public list's filters as SQL (none: every service). */
function filtered(filter: PastServiceFilter): SQL | undefined {
  const conditions = [
    filter.seriesId !== undefined ? eq(pastServices.seriesId, filter.seriesId) : undefined,
    filter.speaker ? contains(pastServices.speakers, { name: filter.speaker }) : undefined,
    filter.book ? contains(pastServices.passages, { book: filter.book }) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

const servicesState = tableState(pastServices, pastServices.id, pastServices.updatedAt);

export function createPastServiceReads({ db, uploads }: { db: Db; uploads: Pick<Uploads, "fileSize"> }) {
  function toAdmin(row: PastService & { updatedAt: Date; seriesTitle: string | null }): AdminPastService {
    const { updatedAt, ...service } = row;
    const url = (name: string | null) => (fileOf(name) ? addresses.pastService(service.id, name!) : null);
    return {
      ...service,
      version: versionOf(updatedAt),
      videoUrl: url(service.videoFileName),
      bulletinUrl: url(service.bulletinFileName),
      audioUrl: url(service.audioFileName),
      transcriptUrl: url(service.transcriptFileName),
    };
  }

  const withSeriesTitle = { ...columns, updatedAt: pastServices.updatedAt, seriesTitle: sermonSeries.title };

  /** Whether a service's audio file is on disk (the admin list flags one that is not). */
  async function audioPresent(service: Pick<PastService, "id" | "audioFileName">): Promise<boolean | null> {
    const fileName = fileOf(service.audioFileName);
    if (!fileName) return null;
    return (await uploads.fileSize({ target: target(service.id), fileName })) !== null;
  }

  async function readChoices(): Promise<{ speakers: string[]; books: string[] }> {
    const [speakers, books] = await Promise.all([
      db.execute(sql`select distinct speaker->>'name' as name from ${pastServices}, jsonb_array_elements(${pastServices.speakers}) as speaker`),
      db.execute(sql`select distinct passage->>'book' as name from ${pastServices}, jsonb_array_elements(${pastServices.passages}) as passage`),
    ]);
    const names = (result: unknown) => (result as { rows: Array<{ name: string | null }> }).rows.flatMap((r) => (r.name ? [r.name] : []));
    return { speakers: names(speakers).sort((a, b) => a.localeCompare(b)), books: names(books) };
  }
  const keptChoices = keptRead<{ speakers: string[]; books: string[] }>();

  return {
    toAdmin,
    /** Newest service first; with a filter, only the services of that series, speaker or book. */
    async list(filter: PastServiceFilter = {}): Promise<PastService[]> {
      return db.select(columns).from(pastServices).where(filtered(filter)).orderBy(desc(pastServices.serviceDate), desc(pastServices.id));
    },
    /**
     * One page of the public list (issue 33), `page` as the address gives it: 20 a page, newest first,
     * filtered as `list` is, with where it lies (`canonical` false: answer the page it names instead).
     */
    async publicPage(filter: PastServiceFilter, page: string | null): Promise<ArchivePlace & { canonical: boolean; total: number; items: PastService[] }> {
      const where = filtered(filter);
      const [{ n }] = (await db.select({ n: count() }).from(pastServices).where(where)) as [{ n: number }];
      const place = archivePlace(page, Number(n));
      const items = place.canonical
        ? await db.select(columns).from(pastServices).where(where).orderBy(desc(pastServices.serviceDate), desc(pastServices.id)).limit(ARCHIVE_PAGE_SIZE).offset(place.offset)
        : [];
      return { ...place, total: Number(n), items };
    },
    /** Every service's id, newest first (the sitemap's addresses). */
    async ids(): Promise<number[]> {
      return (await db.select({ id: pastServices.id }).from(pastServices).orderBy(desc(pastServices.serviceDate), desc(pastServices.id))).map((r) => r.id);
    },
    /**
     * What the list can be filtered by: the speakers and books that some service has, read again only
     * after a service changed (issue 33: the names of ten years of services are a scan of their JSON).
     */
    async filterChoices(): Promise<{ speakers: string[]; books: string[] }> {
      return keptChoices(await readTableState(db, servicesState), readChoices);
    },
    /**
     * The podcast's episodes, newest first: every service with audio, with the size, length and type
     * read from the file once, when it was accepted (issue 31: a feed of ten years' sermons reads no
     * file). A file that went missing since is flagged on the staff list (`audioMissing`).
     */
    async episodes(filter: { seriesId?: number } = {}): Promise<Episode[]> {
      const rows = await db
        .select({ ...columns, updatedAt: pastServices.updatedAt })
        .from(pastServices)
        .where(and(isNotNull(pastServices.audioFileName), isNotNull(pastServices.audioSize), filter.seriesId !== undefined ? eq(pastServices.seriesId, filter.seriesId) : undefined))
        .orderBy(desc(pastServices.serviceDate), desc(pastServices.id));
      return rows.flatMap((row) => {
        const fileName = fileOf(row.audioFileName);
        if (!fileName || row.audioSize === null) return [];
        const transcript = fileOf(row.transcriptFileName);
        return [
          {
            ...row,
            audio: {
              fileName,
              url: addresses.pastService(row.id, fileName),
              size: row.audioSize,
              durationSeconds: row.audioDurationSeconds ?? 0,
              bitrate: row.audioBitrate,
              mimeType: row.audioMimeType === "audio/mp4" ? ("audio/mp4" as const) : ("audio/mpeg" as const),
            },
            transcriptUrl: transcript ? addresses.pastService(row.id, transcript) : null,
          },
        ];
      });
    },
    /**
     * What the podcast feeds are built from, in one read (issue 33: the built feed is kept between
     * changes). `key` changes with anything a feed shows: every audited change (ids only grow), a
     * service or series row added, removed or stamped anew outside the write path (a seed, a restore),
     * the settings' revisions; read on every request, so every instance sees a change at once.
     * `lastChange`: every such change writes an audit line in its transaction; on a site nobody has
     * edited yet, when it was seeded (the services' rows, the settings' seed revision).
     */
    async feedState(): Promise<{ key: string; lastChange: Date }> {
      const result = (await db.execute(sql`select
          concat_ws(' ',
            (select max(id) from ${auditLog}),
            ${servicesState},
            ${tableState(sermonSeries, sermonSeries.id, sermonSeries.updatedAt)},
            (select max(id) from ${contentRevisions} where ${contentRevisions.key} = 'settings')) as key,
          floor(extract(epoch from greatest(
            (select max(${auditLog.at}) from ${auditLog} where ${auditLog.entity} in (${AREA}, ${SERIES_ENTITY}, 'site-settings')),
            (select max(${pastServices.updatedAt}) from ${pastServices}),
            (select max(${contentRevisions.at}) from ${contentRevisions} where ${contentRevisions.key} = 'settings'))) * 1000)::bigint::text as last_change`)) as unknown as {
        rows: Array<{ key: string; last_change: string | null }>;
      };
      const row = result.rows[0]!;
      return { key: row.key, lastChange: new Date(row.last_change === null ? 0 : Number(row.last_change)) };
    },
    audioPresent,
    async get(id: number): Promise<PastService | null> {
      const [service] = await db.select(columns).from(pastServices).where(eq(pastServices.id, id));
      return service ?? null;
    },
    /**
     * A service already listed for the same date and type (the type compared without case or
     * surrounding spaces): adding one asks first (issue 16), since two entries for one service are
     * usually a slip.
     */
    async sameDateAndType({ serviceDate, serviceType }: Pick<PastServiceInput, "serviceDate" | "serviceType">): Promise<PastService | null> {
      const [row] = await db
        .select(columns)
        .from(pastServices)
        .where(
          and(
            eq(pastServices.serviceDate, serviceDate),
            sql`lower(btrim(${pastServices.serviceType})) = lower(btrim(${serviceType}))`,
          ),
        )
        .orderBy(pastServices.id)
        .limit(1);
      return row ?? null;
    },
    async adminGet(id: number): Promise<AdminPastService | null> {
      const [row] = await db.select(withSeriesTitle).from(pastServices).leftJoin(sermonSeries, eq(sermonSeries.id, pastServices.seriesId)).where(eq(pastServices.id, id));
      return row ? toAdmin(row) : null;
    },
  };
}
