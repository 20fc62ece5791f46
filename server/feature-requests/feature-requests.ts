import { and, desc, eq } from "drizzle-orm";
import type { FeatureRequestInput, FeatureStatus } from "../../shared/schemas/admin/feature-requests.ts";
import { FEATURE_STATUS_LABELS } from "../../shared/schemas/admin/feature-requests.ts";
import { changed } from "../admin/change.ts";
import type { EditingDeps } from "../admin/editing.ts";
import { nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { featureRequests, users } from "../db/schema.ts";

/** A feature request as /admin/feature-requests shows it. */
export type FeatureRequest = {
  id: number;
  title: string;
  description: string;
  status: FeatureStatus;
  /** The name of the staff member who filed it; null once their account is gone. */
  filedBy: string | null;
  filedById: number | null;
  /** ISO moment, for `<time dateTime>`. */
  filedAt: string;
  /** "November 21, 2026", on the church's clock. */
  filedOn: string;
  /** The status form carries this; a status changed meanwhile is refused (see ../admin/editing.ts). */
  version: string;
};

/**
 * Staff's wishes for the website (issue 5, /admin/feature-requests). Anyone who may enter the area
 * files one; who may move it between statuses or delete it is decided by the route with the rules
 * of shared/areas.ts. Nothing here is public content, so no change clears the page caches.
 */
const AREA = "feature-requests";

export function createFeatureRequests({ db, clock, change, timeZone }: Pick<EditingDeps, "db" | "clock" | "change"> & { timeZone: string }) {
  const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone });
  const columns = {
    id: featureRequests.id,
    title: featureRequests.title,
    description: featureRequests.description,
    status: featureRequests.status,
    filedBy: users.name,
    filedById: featureRequests.createdBy,
    createdAt: featureRequests.createdAt,
    updatedAt: featureRequests.updatedAt,
  };
  type Row = { id: number; title: string; description: string; status: FeatureStatus; filedBy: string | null; filedById: number | null; createdAt: Date; updatedAt: Date };

  function toView(r: Row): FeatureRequest {
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      status: r.status,
      filedBy: r.filedBy,
      filedById: r.filedById,
      filedAt: r.createdAt.toISOString(),
      filedOn: dateOnly.format(r.createdAt),
      version: versionOf(r.updatedAt),
    };
  }

  const select = () => db.select(columns).from(featureRequests).leftJoin(users, eq(users.id, featureRequests.createdBy));

  return {
    /** Newest first. */
    async list(): Promise<FeatureRequest[]> {
      const rows = await select().orderBy(desc(featureRequests.createdAt), desc(featureRequests.id));
      return rows.map(toView);
    },
    async get(id: number): Promise<FeatureRequest | null> {
      const [row] = await select().where(eq(featureRequests.id, id));
      return row ? toView(row) : null;
    },
    async create(input: FeatureRequestInput, actor: number): Promise<Outcome> {
      const now = clock.now();
      return change(AREA, actor, async (tx) => {
        const [row] = await tx
          .insert(featureRequests)
          .values({ title: input.title, description: input.description, status: "open", createdBy: actor, createdAt: now, updatedAt: now })
          .returning({ id: featureRequests.id });
        return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: input.title });
      });
    },
    /** Moves a request to `status`, unless someone changed it after the page was opened (409). */
    async setStatus({ id, status, version, actor }: { id: number; status: FeatureStatus; version: string; actor: number }): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const updated = await tx
          .update(featureRequests)
          .set({ status, updatedAt: nextVersion(featureRequests.updatedAt, clock.now()) })
          .where(and(eq(featureRequests.id, id), stillAt(featureRequests.updatedAt, version)))
          .returning({ title: featureRequests.title });
        if (updated.length === 0) {
          const [exists] = await tx.select({ id: featureRequests.id }).from(featureRequests).where(eq(featureRequests.id, id));
          return exists ? staleEdit("feature request") : notFound("feature request");
        }
        return changed({ id }, { action: "update", entityId: id, detail: `${updated[0]!.title}: ${FEATURE_STATUS_LABELS[status]}` });
      });
    },
    async remove(id: number, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [gone] = await tx.delete(featureRequests).where(eq(featureRequests.id, id)).returning({ title: featureRequests.title });
        if (!gone) return notFound("feature request");
        return changed({ id }, { action: "delete", entityId: id, detail: gone.title });
      });
    },
  };
}

export type FeatureRequests = ReturnType<typeof createFeatureRequests>;
