import { z } from "zod";
import { richText } from "../rich-text.ts";
import { checkbox, optionalIsoDate, requiredLine } from "./common.ts";

/** The announcement form (admin), judged the same in the browser and in the route action. */
export const announcementSchema = z
  .object({
    subject: requiredLine("Please enter a subject.", 200),
    announcement: richText({ required: true, requiredMessage: "Please write the announcement." }),
    expires: checkbox,
    expirationDate: optionalIsoDate("Please choose a valid expiration date."),
    publishOn: optionalIsoDate("Please choose a valid publish date or leave it empty."),
  })
  .superRefine((value, ctx) => {
    if (value.expires && !value.expirationDate) ctx.addIssue({ code: "custom", path: ["expirationDate"], message: "Please choose the date the announcement expires." });
    if (value.expires && value.expirationDate && value.publishOn && value.expirationDate < value.publishOn) {
      ctx.addIssue({ code: "custom", path: ["expirationDate"], message: "The expiration date cannot be before the publish date." });
    }
  });

export type AnnouncementInput = z.infer<typeof announcementSchema>;

/** The staff list's orders and filters (issue 33), in the address as ?sort= and ?show=. */
export const ANNOUNCEMENT_SORTS = ["newest", "oldest", "subject"] as const;
export type AnnouncementSort = (typeof ANNOUNCEMENT_SORTS)[number];
export const ANNOUNCEMENT_STATES = ["live", "scheduled", "expired"] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];
