import type { EditingDeps } from "../admin/editing.ts";
import { churchStaff } from "../db/schema.ts";
import { type ChurchStaffMember, sortStaff } from "./rules.ts";

export function createChurchStaff({ db }: EditingDeps) {
  return {
    async list(): Promise<ChurchStaffMember[]> {
      const rows = await db
        .select({
          id: churchStaff.id,
          name: churchStaff.name,
          roleTitle: churchStaff.roleTitle,
          email: churchStaff.email,
          phone: churchStaff.phone,
          image: churchStaff.image,
          displayOrder: churchStaff.displayOrder,
        })
        .from(churchStaff);
      return sortStaff(rows);
    },
  };
}
