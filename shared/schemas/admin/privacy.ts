import { z } from "zod";

/** The address whose data staff look up or erase (issue 34's "find and remove by e-mail", for every area). */
export const privacyLookupSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter the person's e-mail address, such as ann@example.org.")),
});
