import type { KeptMeeting } from "../../server/events/similar-meetings.ts";
import { similarMeetingQuestion } from "../../shared/similar-meetings.ts";
import type { ConfirmFirst } from "./admin.server.ts";

export type SaveVerb = "Save" | "Publish" | "Schedule";

/**
 * The question before saving a meeting like others (issue 30, item 4). The way out opens the first of
 * them, where this member of staff may open it and `openable` allows (not the page being edited).
 */
export function similarMeetingsQuestion(like: readonly KeptMeeting[], verb: SaveVerb, openable: (meeting: KeptMeeting) => boolean = () => true): ConfirmFirst {
  const open = like.find((meeting) => meeting.href && openable(meeting));
  return {
    question: similarMeetingQuestion(like, verb),
    ...(open ? { safe: { href: open.href!, label: `Open ${open.name}` } } : {}),
    confirmLabel: `${verb} anyway`,
  };
}

/** What a flagged row says beside its fields: "Like Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule." */
export function likeWords(like: readonly KeptMeeting[]): string {
  return `Like ${like.map((meeting) => `${meeting.name}, ${meeting.words} in the ${meeting.place}`).join("; ")}.`;
}
