import { rm } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import type { PastServiceInput } from "../../shared/schemas/admin/past-services.ts";
import { uploads as addresses } from "../../shared/uploads.ts";
import { type EditingDeps, type Outcome, nextVersion, notFound, staleEdit, stillAt, versionOf, type UpdateArgs } from "../admin/editing.ts";
import { pastServices } from "../db/schema.ts";
import type { UploadTarget } from "../storage/uploads.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";

export type PastService = {
  id: number;
  serviceDate: string;
  serviceType: string;
  description: string;
  videoLink: string | null;
  videoFileName: string | null;
  bulletinFileName: string | null;
};

/** A past service as the admin list and form see it. */
export type AdminPastService = PastService & {
  version: string;
  /** Public addresses of the uploaded files, for the form's "current file" and the list. */
  videoUrl: string | null;
  bulletinUrl: string | null;
};

const columns = {
  id: pastServices.id,
  serviceDate: pastServices.serviceDate,
  serviceType: pastServices.serviceType,
  description: pastServices.description,
  videoLink: pastServices.videoLink,
  videoFileName: pastServices.videoFileName,
  bulletinFileName: pastServices.bulletinFileName,
};

const AREA = "past-sessions";
const WHAT = "service";
const target = (serviceId: number): UploadTarget => ({ area: "past-service", serviceId });
/** Older rows may say "none" for an absent file (spec section 3). */
const fileOf = (name: string | null) => (name && name.toLowerCase() !== "none" ? name : null);
const detailOf = (input: PastServiceInput) => `${input.serviceType}, ${input.serviceDate}`;

export function createPastServices({ db, clock, audit, contentChanged, uploads }: EditingDeps) {
  function toAdmin(row: PastService & { updatedAt: Date }): AdminPastService {
    const { updatedAt, ...service } = row;
    const video = fileOf(service.videoFileName);
    const bulletin = fileOf(service.bulletinFileName);
    return {
      ...service,
      version: versionOf(updatedAt),
      videoUrl: video ? addresses.pastService(service.id, video) : null,
      bulletinUrl: bulletin ? addresses.pastService(service.id, bulletin) : null,
    };
  }

  const folderOf = (serviceId: number) => path.join(uploads.uploadsDir, "past-services", String(serviceId));

  /** The new video and bulletin of a form, placed in the service's folder before the database write. */
  const place = (input: PastServiceInput, actor: number, serviceId: number) =>
    placeFiles(uploads, {
      userId: actor,
      target: target(serviceId),
      fields: [
        { field: "video", kind: "video", token: input.video },
        { field: "bulletin", kind: "pdf", token: input.bulletin },
      ],
    });

  /** Every file of a deleted service: the ones it named, then anything else left in its folder. */
  async function removeFolder(service: PastService) {
    await removeFiles(uploads, target(service.id), [service.videoFileName, service.bulletinFileName]);
    await rm(folderOf(service.id), { recursive: true, force: true });
  }

  return {
    /** Newest service first. */
    async list(): Promise<PastService[]> {
      return db.select(columns).from(pastServices).orderBy(desc(pastServices.serviceDate), desc(pastServices.id));
    },
    async get(id: number): Promise<PastService | null> {
      const [service] = await db.select(columns).from(pastServices).where(eq(pastServices.id, id));
      return service ?? null;
    },
    /** Every service, newest first, with its version and file addresses. */
    async adminList(): Promise<AdminPastService[]> {
      const rows = await db
        .select({ ...columns, updatedAt: pastServices.updatedAt })
        .from(pastServices)
        .orderBy(desc(pastServices.serviceDate), desc(pastServices.id));
      return rows.map(toAdmin);
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
      const [row] = await db.select({ ...columns, updatedAt: pastServices.updatedAt }).from(pastServices).where(eq(pastServices.id, id));
      return row ? toAdmin(row) : null;
    },
    /**
     * Files live in a folder named after the service's id, so the id is taken from the sequence
     * first, the files placed there, and the row inserted with their names in one transaction. (The
     * pipeline's own queries cannot run inside an open transaction on the embedded database, which
     * has a single connection.) A refused or failed insert removes the placed files again.
     */
    async create(input: PastServiceInput, actor: number): Promise<Outcome> {
      const reserved = await db.execute<{ id: string | number }>(sql`select nextval(pg_get_serial_sequence('past_services', 'id')) as id`);
      const id = Number((reserved as unknown as { rows: Array<{ id: string | number }> }).rows[0]!.id);
      const placed = await place(input, actor, id);
      // A refused file leaves nothing behind, not even the folder made for the new service.
      if (!placed.ok) {
        await rm(folderOf(id), { recursive: true, force: true });
        return placed.outcome;
      }
      const write = () =>
        writeWithFiles(placed.files, () =>
          db.transaction(async (tx) => {
            await tx.insert(pastServices).values({
              id,
              serviceDate: input.serviceDate,
              serviceType: input.serviceType,
              description: input.description,
              videoLink: input.videoLink,
              videoFileName: placed.files.names.video ?? null,
              bulletinFileName: placed.files.names.bulletin ?? null,
              updatedAt: clock.now(),
            });
            await audit.record({ userId: actor, action: "create", entity: AREA, entityId: id, detail: detailOf(input) }, tx);
            return { ok: true as const, value: { id } };
          }),
        );
      try {
        await write();
      } catch (error) {
        // No row was written: the folder made for it goes too.
        await rm(folderOf(id), { recursive: true, force: true });
        throw error;
      }
      await contentChanged();
      return { ok: true, value: { id } };
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
      const placed = await place(input, actor, id);
      if (!placed.ok) return placed.outcome;
      const { names } = placed.files;
      const videoFileName = names.video ?? (input.videoRemove ? null : current.videoFileName);
      const bulletinFileName = names.bulletin ?? (input.bulletinRemove ? null : current.bulletinFileName);
      const outcome = await writeWithFiles(placed.files, () =>
        db.transaction(async (tx): Promise<Outcome> => {
          const updated = await tx
            .update(pastServices)
            .set({
              serviceDate: input.serviceDate,
              serviceType: input.serviceType,
              description: input.description,
              videoLink: input.videoLink,
              videoFileName,
              bulletinFileName,
              updatedAt: nextVersion(pastServices.updatedAt, clock.now()),
            })
            .where(and(eq(pastServices.id, id), stillAt(pastServices.updatedAt, version)))
            .returning({ id: pastServices.id });
          if (updated.length === 0) return staleEdit(WHAT);
          await audit.record({ userId: actor, action: "update", entity: AREA, entityId: id, detail: detailOf(input) }, tx);
          return { ok: true, value: { id } };
        }),
      );
      if (!outcome.ok) return outcome;
      await removeFiles(uploads, target(id), [
        current.videoFileName !== videoFileName ? current.videoFileName : null,
        current.bulletinFileName !== bulletinFileName ? current.bulletinFileName : null,
      ]);
      await contentChanged();
      return outcome;
    },
    /** Deletes the service, then its folder of files. */
    async remove(id: number, actor: number): Promise<Outcome> {
      const gone = await db.transaction(async (tx) => {
        const [row] = await tx.delete(pastServices).where(eq(pastServices.id, id)).returning(columns);
        if (!row) return null;
        await audit.record({ userId: actor, action: "delete", entity: AREA, entityId: id, detail: `${row.serviceType}, ${row.serviceDate}` }, tx);
        return row;
      });
      if (!gone) return notFound(WHAT);
      await removeFolder(gone);
      await contentChanged();
      return { ok: true, value: { id } };
    },
  };
}
