import type { EditingDeps } from "../admin/editing.ts";
import { asc } from "drizzle-orm";
import { childcareStaff } from "../db/schema.ts";
import type { ChildcareStaffMember } from "./rules.ts";

export function createChildcareStaff({ db }: EditingDeps) {
  return {
    async list(): Promise<ChildcareStaffMember[]> {
      return db
        .select({ id: childcareStaff.id, name: childcareStaff.name, team: childcareStaff.team })
        .from(childcareStaff)
        .orderBy(asc(childcareStaff.displayOrder), asc(childcareStaff.name));
    },
  };
}
