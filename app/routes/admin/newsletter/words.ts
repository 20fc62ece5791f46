import type { AdminIssue } from "../../../../server/newsletter/issues.ts";

/** An issue's state in words, with its badge's tone. */
export function issueStateWords(issue: Pick<AdminIssue, "status" | "counts">): { label: string; tone: "neutral" | "good" | "warn" | "info" } {
  if (issue.status === "draft") return { label: "Draft", tone: "neutral" };
  if (issue.status === "scheduled") return { label: "Scheduled", tone: "info" };
  if (issue.status === "sending") return { label: "Sending", tone: "info" };
  return issue.counts.failed || issue.counts.interrupted ? { label: "Sent, some failed", tone: "warn" } : { label: "Sent", tone: "good" };
}

/** A moment as staff read it, in the church's time zone: "Tue 1 Dec, 9:00 AM". */
export function momentWords(at: Date | string, timeZone: string): string {
  return new Date(at).toLocaleString("en-US", { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone });
}

/** When an issue went, goes, or was started, and how many it reached. */
export function whenWords(issue: Pick<AdminIssue, "status" | "sendAt" | "startedAt" | "counts" | "preparedFor">, timeZone: string): string {
  const c = issue.counts;
  if (issue.status === "scheduled" && issue.sendAt) return `Goes out ${momentWords(issue.sendAt, timeZone)}`;
  if (issue.status === "draft") return issue.preparedFor ? "Prepared automatically: check it before sending" : "Not sent yet";
  const started = issue.startedAt ? `Sent ${momentWords(issue.startedAt, timeZone)} · ` : "";
  const left = c.queued + c.sending;
  const troubles = c.failed + c.interrupted;
  return `${started}${c.sent} sent${troubles ? `, ${troubles} failed` : ""}${left ? `, ${left} still to send` : ""}${c.skipped ? `, ${c.skipped} left out (unsubscribed meanwhile)` : ""}`;
}
