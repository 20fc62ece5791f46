import { z } from "zod";
import { parseRecordId } from "../../record-id.ts";
import { parsePassages } from "../../scripture.ts";
import { checkVideoLink } from "../../video.ts";
import { oneLine } from "../text.ts";
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

/** How many speakers the form offers (a preacher, a liturgist, a guest). */
export const SPEAKER_FIELDS = ["speaker1", "speaker2", "speaker3"] as const;

const speakerName = z.string().overwrite(oneLine).trim().max(120, "Please keep a speaker's name to 120 characters or fewer.").default("");

/** "Jn 3:16-18; Ps 23" into passages; an unknown book or a malformed reference is this field's error. */
const passagesField = z
  .string()
  .max(1000, "Please keep the passages to 1000 characters or fewer.")
  .default("")
  .transform((value, ctx) => {
    const parsed = parsePassages(value);
    if (parsed.ok) return parsed.passages;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

/** The series select: empty for none, else a series id. */
const seriesField = z
  .string()
  .default("")
  .transform((value, ctx) => {
    if (value === "") return null;
    const id = parseRecordId(value);
    if (id === null) ctx.addIssue({ code: "custom", message: "Please choose a series from the list." });
    return id;
  });

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
  sermonTitle: z.string().overwrite(oneLine).trim().max(200, "Please keep the sermon title to 200 characters or fewer.").default(""),
  seriesId: seriesField,
  speaker1: speakerName,
  speaker2: speakerName,
  speaker3: speakerName,
  passages: passagesField,
  audio: uploadToken,
  audioRemove: checkbox,
  transcript: uploadToken,
  transcriptRemove: checkbox,
});

export type PastServiceInput = z.infer<typeof pastServiceSchema>;

/** The staff list's orders and filters (issue 33), in the address as ?sort= and ?show=. */
export const PAST_SERVICE_SORTS = ["newest", "oldest"] as const;
export type PastServiceSort = (typeof PAST_SERVICE_SORTS)[number];
export const PAST_SERVICE_STATES = ["audio", "no-audio"] as const;
export type PastServiceState = (typeof PAST_SERVICE_STATES)[number];
/** A sermon series' filter in the same ?show= ("series-advent-2026"), so one choice says what the list shows. */
export const seriesFilter = (slug: string) => `series-${slug}`;
