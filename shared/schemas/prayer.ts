/**
 * The prayer ministry's forms (issue 36), one schema each, read by the page and by the server alike. The
 * public request form itself is `prayerRequestSchema` in ./forms.ts (spec section 7's payload).
 */
import { z } from "zod";
import { LIMITS as FORM_LIMITS } from "../form-rules.ts";
import { LIMITS, PRAYER_VISIBILITIES, TEAM_DELIVERIES } from "../prayer.ts";
import { checkbox, recordId, requiredLine, requiredText, version } from "./admin/common.ts";
import { WALL_TEXT_NEEDED, wallNameField, wallTextField } from "./forms.ts";
import { manyLines } from "./text.ts";

/** The person changes their request through their private link: who sees it may only narrow (the server checks against what it was). */
export const prayerUpdateSchema = z
  .object({
    message: requiredText("Please write your prayer request.", FORM_LIMITS.message),
    visibility: z.enum(PRAYER_VISIBILITIES, { error: "Please choose who may see your request." }),
    wallName: wallNameField,
    wallText: wallTextField,
    contactMe: checkbox,
  })
  .superRefine((value, ctx) => {
    if (value.visibility === "wall" && !value.wallText) ctx.addIssue({ code: "custom", path: ["wallText"], message: WALL_TEXT_NEEDED });
  });
export type PrayerUpdateInput = z.infer<typeof prayerUpdateSchema>;

/** Answered, with an optional word of praise for the wall. */
export const answeredSchema = z.object({
  praise: z.string().overwrite(manyLines).trim().max(LIMITS.praiseNote, `Please keep it to ${LIMITS.praiseNote} characters or fewer.`).default(""),
});

/** A team member's word of encouragement, relayed to the person. */
export const encouragementSchema = z.object({
  message: requiredText("Please write a few words.", LIMITS.encouragement),
});

/** How often a team member gets requests. */
export const deliverySchema = z.object({
  delivery: z.enum(TEAM_DELIVERIES, { error: "Please choose how often you would like the requests." }),
});

/** Staff add someone to the prayer team. */
export const teamMemberSchema = z.object({
  name: requiredLine("Please enter the person's name.", 120),
  email: z.string().trim().min(1, "Please enter their e-mail address.").max(254, "Please keep this to 254 characters or fewer.").pipe(z.email("Please enter an e-mail address like name@example.org.")),
});

/** Staff approve (as it stands or corrected) or decline the public version of a request. */
export const wallReviewSchema = z.object({
  decision: z.enum(["approve", "decline"], { error: "Unknown request." }),
  wallName: wallNameField,
  wallText: wallTextField,
  version,
});

export const praiseReviewSchema = z.object({ decision: z.enum(["approve", "decline"], { error: "Unknown request." }) });

/** A site administrator marks a church staff record pastor and links it to its person's account. */
export const pastorSchema = z.object({
  staffId: recordId,
  pastor: checkbox,
  userId: z.union([z.literal(""), recordId]).default("").transform((value) => (value === "" ? null : value)),
});

/** A visitor's "I prayed for this" on the wall (a plain form post). */
export const wallPrayedSchema = z.object({ id: recordId });
