import type { EditingDeps } from "../admin/editing.ts";
import { desc, eq } from "drizzle-orm";
import { pastServices } from "../db/schema.ts";

export type PastService = {
  id: number;
  serviceDate: string;
  serviceType: string;
  description: string;
  videoLink: string | null;
  videoFileName: string | null;
  bulletinFileName: string | null;
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

export function createPastServices({ db }: EditingDeps) {
  return {
    /** Newest service first. */
    async list(): Promise<PastService[]> {
      return db.select(columns).from(pastServices).orderBy(desc(pastServices.serviceDate), desc(pastServices.id));
    },
    async get(id: number): Promise<PastService | null> {
      const [service] = await db.select(columns).from(pastServices).where(eq(pastServices.id, id));
      return service ?? null;
    },
  };
}
