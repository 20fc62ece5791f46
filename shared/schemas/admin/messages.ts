import { z } from "zod";
import { recordId } from "./common.ts";
import { STAFF_MESSAGES } from "../../staff-messages.ts";

/**
 * The kinds of submission kept in the messages area, one tab each on /admin/messages. Prayer requests,
 * the spec's third form, have their own area since issue 36 (/admin/prayer).
 */
export const MESSAGE_KINDS = ["contact", "directory"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messageKind = z.enum(MESSAGE_KINDS, { error: "Please choose messages or directory entries." });

/** The `?kind=` of the page; anything else shows the contact messages. */
export function kindParam(value: string | null): MessageKind {
  const parsed = messageKind.safeParse(value);
  return parsed.success ? parsed.data : "contact";
}

/** Sending a staff notice again after the mailer gave up on it. */
export const resendNoticeSchema = z.object({ intent: z.literal("resend-notice"), id: recordId });

/** The buttons of one message: mark as read, mark as unread, delete. */
export const messageActionSchema = z.object({
  intent: z.enum(["read", "unread", "delete"], { error: STAFF_MESSAGES.unknownRequest }),
  kind: messageKind,
  id: recordId,
});

/** The inbox's orders and filters (issue 33), in the address as ?sort= and ?show=, beside ?kind=. */
export const MESSAGE_SORTS = ["newest", "oldest", "name"] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];
export const MESSAGE_STATES = ["unread", "read"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
