import { type SQL, and, desc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import { type PastServiceInput, SPEAKER_FIELDS } from "../../shared/schemas/admin/past-services.ts";
import type { Passage } from "../../shared/scripture.ts";
import { uploads as addresses } from "../../shared/uploads.ts";
import { changed } from "../admin/change.ts";
import { type EditingDeps, type Outcome, nextVersion, notFound, staleEdit, stillAt, versionOf, type UpdateArgs } from "../admin/editing.ts";
import { type Speaker, auditLog, churchStaff, contentRevisions, pastServices, sermonSeries } from "../db/schema.ts";
import type { AudioInfo } from "../storage/file-checks.ts";
import type { UploadTarget } from "../storage/uploads.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";
import { SERIES_ENTITY } from "./series.ts";
import { spokenWords } from "../search/transcript.ts";

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

const columns = {
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

const AREA = "past-sessions";
const WHAT = "service";
const target = (serviceId: number): UploadTarget => ({ area: "past-service", serviceId });
/** Older rows may say "none" for an absent file (spec section 3). */
const fileOf = (name: string | null) => (name && name.toLowerCase() !== "none" ? name : null);
const detailOf = (input: PastServiceInput) => `${input.serviceType}, ${input.serviceDate}`;
const podcastColumns = (input: PastServiceInput, speakers: Speaker[]) => ({ sermonTitle: input.sermonTitle, seriesId: input.seriesId, speakers, passages: input.passages });

export function createPastServices({ db, clock, change, uploads }: EditingDeps) {
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

  /** The form's speakers: a name that is a member of church staff's is linked to them. */
  async function speakersOf(input: PastServiceInput): Promise<Speaker[]> {
    const names = SPEAKER_FIELDS.map((field) => input[field]).filter((name, i, all) => name !== "" && all.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i);
    if (names.length === 0) return [];
    const staff = await db.select({ id: churchStaff.id, name: churchStaff.name }).from(churchStaff);
    return names.map((name) => {
      const member = staff.find((s) => s.name.trim().toLowerCase() === name.toLowerCase());
      return member ? { name: member.name, staffId: member.id } : { name };
    });
  }

  /** A series the form names that has been deleted meanwhile is refused beside its field. */
  async function seriesMissing(input: PastServiceInput): Promise<Outcome<never> | null> {
    if (input.seriesId === null) return null;
    const [row] = await db.select({ id: sermonSeries.id }).from(sermonSeries).where(eq(sermonSeries.id, input.seriesId));
    return row ? null : { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { seriesId: "That series no longer exists. Please choose another." } };
  }

  /** Length, bitrate and type of a newly placed audio file (checked when it was staged). */
  async function audioColumns(serviceId: number, fileName: string | undefined) {
    if (!fileName) return null;
    const info = await uploads.audioInfo({ target: target(serviceId), fileName });
    if (!info) return null;
    return { audioFileName: fileName, audioSize: info.size, audioDurationSeconds: info.durationSeconds, audioBitrate: info.bitrate, audioMimeType: info.mimeType };
  }
  /** The words of a newly placed transcript, without WebVTT/SRT cue numbers and timings, for site search. */
  async function transcriptWords(serviceId: number, fileName: string | undefined): Promise<string> {
    if (!fileName) return "";
    return spokenWords(await uploads.transcriptText({ target: target(serviceId), fileName }));
  }
  const noAudio = { audioFileName: null, audioSize: null, audioDurationSeconds: null, audioBitrate: null, audioMimeType: null };
  const unreadableAudio = { ok: false as const, status: 400 as const, error: "Please correct the fields marked below.", fields: { audio: "We could not read that audio file after it was uploaded. Please choose it again." } };

  const withSeriesTitle = { ...columns, updatedAt: pastServices.updatedAt, seriesTitle: sermonSeries.title };

  /** The new video and bulletin of a form, placed in the service's folder before the database write. */
  const place = (input: PastServiceInput, actor: number, serviceId: number) =>
    placeFiles(uploads, {
      userId: actor,
      target: target(serviceId),
      fields: [
        { field: "video", kind: "video", token: input.video },
        { field: "bulletin", kind: "pdf", token: input.bulletin },
        { field: "audio", kind: "audio", token: input.audio },
        { field: "transcript", kind: "transcript", token: input.transcript },
      ],
    });

  /** Every file of a deleted service: the ones it named, then anything else left in its folder. */
  async function removeFolder(service: PastService) {
    await removeFiles(uploads, target(service.id), [service.videoFileName, service.bulletinFileName, service.audioFileName, service.transcriptFileName]);
    await uploads.removeAllIn(target(service.id));
  }

  return {
    /** Newest service first; with a filter, only the services of that series, speaker or book. */
    async list(filter: PastServiceFilter = {}): Promise<PastService[]> {
      const conditions = [
        filter.seriesId !== undefined ? eq(pastServices.seriesId, filter.seriesId) : undefined,
        filter.speaker ? contains(pastServices.speakers, { name: filter.speaker }) : undefined,
        filter.book ? contains(pastServices.passages, { book: filter.book }) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      return db
        .select(columns)
        .from(pastServices)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(pastServices.serviceDate), desc(pastServices.id));
    },
    /** What the list can be filtered by: the speakers and books that some service has, books in canonical order. */
    async filterChoices(): Promise<{ speakers: string[]; books: string[] }> {
      const rows = await db.select({ speakers: pastServices.speakers, passages: pastServices.passages }).from(pastServices);
      const speakers = [...new Set(rows.flatMap((r) => r.speakers.map((s) => s.name)))].sort((a, b) => a.localeCompare(b));
      const books = new Set(rows.flatMap((r) => r.passages.map((p) => p.book)));
      return { speakers, books: [...books] };
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
     * When anything the podcast feeds show last changed: every such change writes an audit line in its
     * transaction; on a site nobody has edited yet, when it was seeded (the services' rows, the settings'
     * seed revision).
     */
    async lastChange(): Promise<Date> {
      const [[audit], [service], [settings]] = await Promise.all([
        db.select({ at: max(auditLog.at) }).from(auditLog).where(inArray(auditLog.entity, [AREA, SERIES_ENTITY, "site-settings"])),
        db.select({ at: max(pastServices.updatedAt) }).from(pastServices),
        db.select({ at: max(contentRevisions.at) }).from(contentRevisions).where(eq(contentRevisions.key, "settings")),
      ]);
      const moments = [audit?.at, service?.at, settings?.at].filter((at): at is Date => at instanceof Date);
      return moments.length ? new Date(Math.max(...moments.map((at) => at.getTime()))) : new Date(0);
    },
    /** Whether a service's audio file is on disk (the admin list flags one that is not). */
    async audioPresent(service: Pick<PastService, "id" | "audioFileName">): Promise<boolean | null> {
      const fileName = fileOf(service.audioFileName);
      if (!fileName) return null;
      return (await uploads.fileSize({ target: target(service.id), fileName })) !== null;
    },
    async get(id: number): Promise<PastService | null> {
      const [service] = await db.select(columns).from(pastServices).where(eq(pastServices.id, id));
      return service ?? null;
    },
    /** Every service, newest first, with its version, file addresses and series, and whether its audio file is missing. */
    async adminList(): Promise<Array<AdminPastService & { audioMissing: boolean }>> {
      const rows = await db
        .select(withSeriesTitle)
        .from(pastServices)
        .leftJoin(sermonSeries, eq(sermonSeries.id, pastServices.seriesId))
        .orderBy(desc(pastServices.serviceDate), desc(pastServices.id));
      return Promise.all(rows.map(async (row) => ({ ...toAdmin(row), audioMissing: (await this.audioPresent(row)) === false })));
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
    /**
     * Files live in a folder named after the service's id, so the id is taken from the sequence
     * first, the files placed there, and the row inserted with their names in one transaction. (The
     * pipeline's own queries cannot run inside an open transaction on the embedded database, which
     * has a single connection.) A refused or failed insert removes the placed files again.
     */
    async create(input: PastServiceInput, actor: number): Promise<Outcome> {
      const missing = await seriesMissing(input);
      if (missing) return missing;
      const speakers = await speakersOf(input);
      const reserved = await db.execute<{ id: string | number }>(sql`select nextval(pg_get_serial_sequence('past_services', 'id')) as id`);
      const id = Number((reserved as unknown as { rows: Array<{ id: string | number }> }).rows[0]!.id);
      const placed = await place(input, actor, id);
      // A refused file leaves nothing behind, not even the folder made for the new service.
      if (!placed.ok) {
        await uploads.removeAllIn(target(id));
        return placed.outcome;
      }
      const audio = await audioColumns(id, placed.files.names.audio);
      if (placed.files.names.audio && !audio) {
        await placed.files.discard();
        await uploads.removeAllIn(target(id));
        return unreadableAudio;
      }
      const write = () =>
        writeWithFiles(placed.files, () =>
          change(AREA, actor, async (tx) => {
            await tx.insert(pastServices).values({
              id,
              serviceDate: input.serviceDate,
              serviceType: input.serviceType,
              description: input.description,
              videoLink: input.videoLink,
              videoFileName: placed.files.names.video ?? null,
              bulletinFileName: placed.files.names.bulletin ?? null,
              ...podcastColumns(input, speakers),
              ...(audio ?? noAudio),
              transcriptFileName: placed.files.names.transcript ?? null,
              transcriptText: await transcriptWords(id, placed.files.names.transcript),
              updatedAt: clock.now(),
            });
            return changed({ id }, { action: "create", entityId: id, detail: detailOf(input) });
          }),
        );
      try {
        return await write();
      } catch (error) {
        // No row was written: the folder made for it goes too.
        await uploads.removeAllIn(target(id));
        throw error;
      }
    },
    /**
     * Saves a form opened at `version`. A stale or missing record is refused before any file is
     * placed, so the staged files can still be saved after a reload. Replaced and removed files are
     * deleted once the new row committed.
     */
    async update({ id, input, version, actor }: UpdateArgs<PastServiceInput>): Promise<Outcome> {
      const [current] = await db.select({ ...columns, updatedAt: pastServices.updatedAt }).from(pastServices).where(eq(pastServices.id, id));
      if (!current) return notFound(WHAT);
      if (versionOf(current.updatedAt) !== version) return staleEdit(WHAT);
      const missing = await seriesMissing(input);
      if (missing) return missing;
      const speakers = await speakersOf(input);
      const placed = await place(input, actor, id);
      if (!placed.ok) return placed.outcome;
      const { names } = placed.files;
      const videoFileName = names.video ?? (input.videoRemove ? null : current.videoFileName);
      const bulletinFileName = names.bulletin ?? (input.bulletinRemove ? null : current.bulletinFileName);
      const transcriptFileName = names.transcript ?? (input.transcriptRemove ? null : current.transcriptFileName);
      const transcript = names.transcript ? { transcriptText: await transcriptWords(id, names.transcript) } : transcriptFileName ? {} : { transcriptText: "" };
      const newAudio = await audioColumns(id, names.audio);
      if (names.audio && !newAudio) {
        await placed.files.discard();
        return unreadableAudio;
      }
      // The episode keeps its guid whatever changes; only its audio columns follow a new or removed file.
      const audio = newAudio ?? (input.audioRemove ? noAudio : {});
      const outcome = await writeWithFiles(placed.files, () =>
        change(AREA, actor, async (tx) => {
          const updated = await tx
            .update(pastServices)
            .set({
              serviceDate: input.serviceDate,
              serviceType: input.serviceType,
              description: input.description,
              videoLink: input.videoLink,
              videoFileName,
              bulletinFileName,
              ...podcastColumns(input, speakers),
              ...audio,
              transcriptFileName,
              ...transcript,
              updatedAt: nextVersion(pastServices.updatedAt, clock.now()),
            })
            .where(and(eq(pastServices.id, id), stillAt(pastServices.updatedAt, version)))
            .returning({ id: pastServices.id });
          if (updated.length === 0) return staleEdit(WHAT);
          return changed({ id }, { action: "update", entityId: id, detail: detailOf(input) });
        }),
      );
      if (!outcome.ok) return outcome;
      const audioFileName = "audioFileName" in audio ? audio.audioFileName : current.audioFileName;
      await removeFiles(uploads, target(id), [
        current.videoFileName !== videoFileName ? current.videoFileName : null,
        current.bulletinFileName !== bulletinFileName ? current.bulletinFileName : null,
        current.audioFileName !== audioFileName ? current.audioFileName : null,
        current.transcriptFileName !== transcriptFileName ? current.transcriptFileName : null,
      ]);
      return outcome;
    },
    /** Deletes the service, then its folder of files. */
    async remove(id: number, actor: number): Promise<Outcome> {
      const outcome = await change(AREA, actor, async (tx) => {
        const [row] = await tx.delete(pastServices).where(eq(pastServices.id, id)).returning(columns);
        if (!row) return notFound(WHAT);
        return changed(row, { action: "delete", entityId: id, detail: `${row.serviceType}, ${row.serviceDate}` });
      });
      if (!outcome.ok) return outcome;
      await removeFolder(outcome.value);
      return { ok: true, value: { id } };
    },
  };
}
