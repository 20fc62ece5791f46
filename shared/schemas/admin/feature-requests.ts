import { z } from "zod";
import { recordId, requiredLine, requiredText, version } from "./common.ts";

/** A feature request moves through these; every new request starts open. */
export const FEATURE_STATUSES = ["open", "planned", "in-progress", "done", "declined"] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export const FEATURE_STATUS_LABELS: Record<FeatureStatus, string> = {
  open: "Open",
  planned: "Planned",
  "in-progress": "In progress",
  done: "Done",
  declined: "Declined",
};

/** Filing a request (any staff member who may enter the area). */
export const featureRequestSchema = z.object({
  title: requiredLine("Please give your request a short title.", 150),
  description: requiredText("Please describe what you would like the website to do.", 5000),
});

/** Moving a request to another status (admins only), with the version the page was opened with. */
export const featureStatusSchema = z.object({
  id: recordId,
  status: z.enum(FEATURE_STATUSES, { error: "Please choose a status." }),
  version,
});

export type FeatureRequestInput = z.infer<typeof featureRequestSchema>;
