import { and, eq, sql } from "drizzle-orm";
import { type PastServiceInput, SPEAKER_FIELDS } from "../../shared/schemas/admin/past-services.ts";
import { changed } from "../admin/change.ts";
import { type EditingDeps, nextVersion, notFound, staleEdit, stillAt, versionOf, type UpdateArgs } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { type Speaker, churchStaff, pastServices, sermonSeries } from "../db/schema.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";
import { createPastServiceAdminList } from "./admin-list.ts";
import { AREA, type PastService, columns, createPastServiceReads, target } from "./reads.ts";
import { spokenWords } from "../search/transcript.ts";

const WHAT = "service";
const detailOf = (input: PastServiceInput) => `${input.serviceType}, ${input.serviceDate}`;
const podcastColumns = (input: PastServiceInput, speakers: Speaker[]) => ({ sermonTitle: input.sermonTitle, seriesId: input.seriesId, speakers, passages: input.passages });

/** Past services (spec section 3, issues 13 and 16): what the site reads of them (reads.ts), and the staff's adds, edits and deletes with their files. */
export function createPastServices({ db, clock, change, uploads }: EditingDeps) {
  const reads = createPastServiceReads({ db, uploads });

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
    ...reads,
    ...createPastServiceAdminList(db, reads),
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
