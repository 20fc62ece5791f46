import { z } from "zod";
import { checkVideoLink } from "../../video.ts";
import { checkbox, isoDate, optionalText, requiredLine } from "./common.ts";

/** Suggestions for the service type field; staff may type any other. */
export const SERVICE_TYPES = [
  "Sunday Worship",
  "Christmas Eve",
  "Christmas Eve Candlelight",
  "Ash Wednesday",
  "Palm Sunday",
  "Maundy Thursday",
  "Good Friday",
  "Easter Sunrise",
  "Easter Sunday",
  "Pentecost Sunday",
  "Homecoming Sunday",
  "All Saints Sunday",
  "Thanksgiving Eve",
  "Blue Christmas",
  "Memorial Service",
] as const;

/** The token <UploadField> posts once a file has been sent; empty when no new file was chosen. */
export const uploadToken = z.string().trim().max(200).default("");

/** The past service form (admin), judged the same in the browser and in the route action. */
export const pastServiceSchema = z.object({
  serviceDate: isoDate("Please choose the date of the service.").refine((v) => v >= "1892-01-01" && v <= "2100-12-31", "Please choose the date of the service."),
  serviceType: requiredLine("Please say what kind of service it was, such as Sunday Worship.", 100),
  description: optionalText(1000),
  videoLink: z
    .string()
    .max(5000, "That is too long for a video address or embed code.")
    .default("")
    .transform((value, ctx) => {
      const checked = checkVideoLink(value);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }),
  video: uploadToken,
  videoRemove: checkbox,
  bulletin: uploadToken,
  bulletinRemove: checkbox,
});

export type PastServiceInput = z.infer<typeof pastServiceSchema>;
