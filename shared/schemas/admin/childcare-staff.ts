import { z } from "zod";
import { CHILDCARE_TEAMS } from "../../childcare.ts";
import { requiredLine } from "./common.ts";

/** The childcare staff form (admin): a name and one of the nine teams of spec section 3. */
export const childcareStaffSchema = z.object({
  name: requiredLine("Please enter the person's name.", 120),
  team: z.enum(CHILDCARE_TEAMS, "Please choose the team this person works on."),
});

export type ChildcareStaffInput = z.infer<typeof childcareStaffSchema>;
