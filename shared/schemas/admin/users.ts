import { z } from "zod";
import { ROLES } from "../../roles.ts";
import { requiredLine } from "./common.ts";

/** The four roles of spec section 6 (the same list as the users table's; kept here so forms need not load the schema). */
const role = z.enum(ROLES, { message: "Please choose a role." });

/** New user: the invitation goes to this address with this role. */
export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email address.")),
  role,
});

/** Edit user: what an administrator may change about someone else's account. */
export const userEditSchema = z.object({
  name: requiredLine("Please enter the person's name.", 120),
  role,
});

export type InviteInput = z.infer<typeof inviteSchema>;
export type UserEditInput = z.infer<typeof userEditSchema>;
