import { z } from "zod";
import { OUTDATED_FORM, isRecordVersion } from "../../record-version.ts";
import { parseRecordId } from "../../record-id.ts";
import { STAFF_MESSAGES } from "../../staff-messages.ts";

/**
 * What a content editor posts besides the document itself (shared/content/editors.ts reads that):
 * what to do, the version of the document the page was opened at, the revision to restore, and the
 * wall-clock time to publish at. The route answers a version problem with 409 "reload the page", the
 * publish time beside its field, and anything else with 400.
 */

/** The `<input type="datetime-local">` value of a time that exists: "2026-12-01T09:00" (seconds allowed). */
const wallClockTime = z
  .string()
  .trim()
  .refine((value) => {
    if (!/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return false;
    const asIfUtc = new Date(`${value.slice(0, 16)}:00Z`);
    return !Number.isNaN(asIfUtc.getTime()) && asIfUtc.toISOString().slice(0, 16) === value.slice(0, 16);
  }, "Please choose a real date and time, or leave it empty to publish now.");

const CHOOSE_A_VERSION = "Please choose a version to restore.";
const revision = z.string({ error: CHOOSE_A_VERSION }).transform((value, ctx) => parseRecordId(value) ?? (ctx.addIssue({ code: "custom", message: CHOOSE_A_VERSION }), z.NEVER));

const version = z.string({ error: OUTDATED_FORM }).refine(isRecordVersion, OUTDATED_FORM);

export const contentEditorRequestSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save"), version }),
    /** Save the draft (when anything changed) and show it on its page. */
    z.object({ intent: z.literal("preview"), version }),
    z.object({ intent: z.literal("publish"), version, publishAt: z.union([z.literal(""), wallClockTime]).default("") }),
    z.object({ intent: z.literal("discard"), version }),
    z.object({ intent: z.literal("restore"), version, revision }),
  ],
  { error: STAFF_MESSAGES.unknownRequest },
);

export type ContentEditorRequest = z.infer<typeof contentEditorRequestSchema>;
