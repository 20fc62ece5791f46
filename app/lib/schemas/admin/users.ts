import { z } from "zod";
import type { Role } from "../../../../server/db/schema.ts";
import { requiredText } from "./common.ts";

/** The four roles of spec section 6 (the same list as the users table's; kept here so forms need not load the schema). */
export const ROLE_VALUES = ["siteadmin", "admin", "church", "childcare"] as const satisfies readonly Role[];
const role = z.enum(ROLE_VALUES, { message: "Please choose a role." });

/** New user: the invitation goes to this address with this role. */
export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email address.")),
  role,
});

/** Edit user: what an administrator may change about someone else's account. */
export const userEditSchema = z.object({
  name: requiredText("Please enter the person's name.", 120),
  role,
});

export type InviteInput = z.infer<typeof inviteSchema>;
export type UserEditInput = z.infer<typeof userEditSchema>;
