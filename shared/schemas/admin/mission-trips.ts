import { z } from "zod";
import { richText } from "../rich-text.ts";
import { checkbox, isoDate, optionalText, requiredLine } from "./common.ts";

/** The mission trip form (admin), judged the same in the browser and in the route action. */
export const missionTripSchema = z.object({
  // The location names the trip's image folder (lowercased, other characters underscores), so it needs a letter or digit.
  location: requiredLine("Please enter where the trip went.", 120).refine((v) => /[A-Za-z0-9]/.test(v), "Please include at least one letter or number in the location."),
  tripDate: isoDate("Please choose the date of the trip."),
  description: optionalText(500),
  story: richText(),
  /** The token of a newly uploaded main image; empty keeps the current one. */
  image: z.string().trim().max(200).default(""),
  /** Ticked (UploadField's "Remove" beside the current picture) to take the main image off the trip. */
  imageRemove: checkbox,
});

export type MissionTripInput = z.infer<typeof missionTripSchema>;
