import { and, asc, count, eq, like, or } from "drizzle-orm";
import { type SermonSeriesInput, seriesSlug } from "../../shared/schemas/admin/sermon-series.ts";
import { uploads as addresses } from "../../shared/uploads.ts";
import { changed } from "../admin/change.ts";
import { type EditingDeps, type UpdateArgs, nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { pastServices, sermonSeries } from "../db/schema.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";
import type { UploadTarget } from "../storage/upload-places.ts";

export type SermonSeries = {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** The public address of its square artwork, if it has one. */
  artworkUrl: string | null;
  artworkFileName: string | null;
  updatedAt: Date;
};

export type AdminSermonSeries = Omit<SermonSeries, "updatedAt"> & { version: string; services: number };

/** The audit log's name for the list (it lives in the Past Services area). */
export const SERIES_ENTITY = "sermon-series";
/** Series are kept in the Past Services area and shown where its services are. */
const AREA = "past-sessions";
const WHAT = "series";
const TARGET: UploadTarget = { area: "podcast" };

const columns = {
  id: sermonSeries.id,
  slug: sermonSeries.slug,
  title: sermonSeries.title,
  description: sermonSeries.description,
  artworkFileName: sermonSeries.artworkFileName,
  updatedAt: sermonSeries.updatedAt,
};

const withArtwork = (row: Omit<SermonSeries, "artworkUrl">): SermonSeries => ({ ...row, artworkUrl: row.artworkFileName ? addresses.podcast(row.artworkFileName) : null });

/**
 * Sermon series (issue 13). A series' address (its page and its feed) is made from its title once,
 * when it is created, and kept when the title changes: podcast apps subscribed to the feed keep working.
 */
export function createSermonSeries({ db, clock, change, uploads }: EditingDeps) {
  /** The title's slug, or the slug with -2, -3 ... when another series has it. */
  async function freeSlug(title: string): Promise<string> {
    const base = seriesSlug(title);
    const taken = new Set((await db.select({ slug: sermonSeries.slug }).from(sermonSeries).where(or(eq(sermonSeries.slug, base), like(sermonSeries.slug, `${base}-%`)))).map((r) => r.slug));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  const placeArtwork = (input: SermonSeriesInput, actor: number) => placeFiles(uploads, { userId: actor, target: TARGET, fields: [{ field: "artwork", kind: "artwork", token: input.artwork }] });

  return {
    /** Every series, by title. */
    async list(): Promise<SermonSeries[]> {
      return (await db.select(columns).from(sermonSeries).orderBy(asc(sermonSeries.title), asc(sermonSeries.id))).map(withArtwork);
    },
    async bySlug(slug: string): Promise<SermonSeries | null> {
      const [row] = await db.select(columns).from(sermonSeries).where(eq(sermonSeries.slug, slug));
      return row ? withArtwork(row) : null;
    },
    async get(id: number): Promise<SermonSeries | null> {
      const [row] = await db.select(columns).from(sermonSeries).where(eq(sermonSeries.id, id));
      return row ? withArtwork(row) : null;
    },
    /** Every series with how many services it holds, for the admin list. */
    async adminList(): Promise<AdminSermonSeries[]> {
      const rows = await db
        .select({ ...columns, services: count(pastServices.id) })
        .from(sermonSeries)
        .leftJoin(pastServices, eq(pastServices.seriesId, sermonSeries.id))
        .groupBy(sermonSeries.id)
        .orderBy(asc(sermonSeries.title), asc(sermonSeries.id));
      return rows.map(({ updatedAt, services, ...row }) => ({ ...row, artworkUrl: row.artworkFileName ? addresses.podcast(row.artworkFileName) : null, version: versionOf(updatedAt), services }));
    },
    async adminGet(id: number): Promise<AdminSermonSeries | null> {
      const [row] = await db.select(columns).from(sermonSeries).where(eq(sermonSeries.id, id));
      if (!row) return null;
      const [{ services }] = (await db.select({ services: count() }).from(pastServices).where(eq(pastServices.seriesId, id))) as [{ services: number }];
      const { updatedAt, ...rest } = withArtwork(row);
      return { ...rest, version: versionOf(updatedAt), services };
    },
    async create(input: SermonSeriesInput, actor: number): Promise<Outcome> {
      const placed = await placeArtwork(input, actor);
      if (!placed.ok) return placed.outcome;
      const slug = await freeSlug(input.title);
      return writeWithFiles(placed.files, () =>
        change(AREA, actor, async (tx) => {
          const [row] = await tx
            .insert(sermonSeries)
            .values({ slug, title: input.title, description: input.description, artworkFileName: placed.files.names.artwork ?? null, updatedAt: clock.now() })
            .returning({ id: sermonSeries.id });
          return changed({ id: row!.id }, { action: "create", entity: SERIES_ENTITY, entityId: row!.id, detail: input.title });
        }),
      );
    },
    async update({ id, input, version, actor }: UpdateArgs<SermonSeriesInput>): Promise<Outcome> {
      const [current] = await db.select(columns).from(sermonSeries).where(eq(sermonSeries.id, id));
      if (!current) return notFound(WHAT);
      if (versionOf(current.updatedAt) !== version) return staleEdit(WHAT);
      const placed = await placeArtwork(input, actor);
      if (!placed.ok) return placed.outcome;
      const artworkFileName = placed.files.names.artwork ?? (input.artworkRemove ? null : current.artworkFileName);
      const outcome = await writeWithFiles(placed.files, () =>
        change(AREA, actor, async (tx) => {
          const updated = await tx
            .update(sermonSeries)
            .set({ title: input.title, description: input.description, artworkFileName, updatedAt: nextVersion(sermonSeries.updatedAt, clock.now()) })
            .where(and(eq(sermonSeries.id, id), stillAt(sermonSeries.updatedAt, version)))
            .returning({ id: sermonSeries.id });
          if (updated.length === 0) return staleEdit(WHAT);
          return changed({ id }, { action: "update", entity: SERIES_ENTITY, entityId: id, detail: input.title });
        }),
      );
      if (!outcome.ok) return outcome;
      if (current.artworkFileName !== artworkFileName) await removeFiles(uploads, TARGET, [current.artworkFileName]);
      return outcome;
    },
    /** Deletes the series; its services stay, without a series. */
    async remove(id: number, actor: number): Promise<Outcome> {
      const outcome = await change(AREA, actor, async (tx) => {
        const [row] = await tx.delete(sermonSeries).where(eq(sermonSeries.id, id)).returning(columns);
        if (!row) return notFound(WHAT);
        return changed({ artworkFileName: row.artworkFileName }, { action: "delete", entity: SERIES_ENTITY, entityId: id, detail: row.title });
      });
      if (!outcome.ok) return outcome;
      await removeFiles(uploads, TARGET, [outcome.value.artworkFileName]);
      return { ok: true, value: { id } };
    },
  };
}

export type SermonSeriesService = ReturnType<typeof createSermonSeries>;
