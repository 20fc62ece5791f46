import { Form, Link } from "react-router";
import { VISIBILITY_LABELS, type PrayerStatus, type PrayerVisibility, type WallReview } from "../../../shared/prayer.ts";
import { areaPath } from "../../../shared/areas.ts";
import { Alert, Notice } from "../auth-ui.tsx";
import { Badge } from "./admin-ui.tsx";

/** The prayer area's pages, one link each (the pastors' page for site administrators only). */
export function PrayerAreaLinks({ siteadmin }: { siteadmin: boolean }) {
  return (
    <nav aria-label="Prayer Ministry" className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
      <Link to={areaPath("prayer")}>Prayer requests</Link>
      <Link to={areaPath("prayer", "team")}>Prayer team</Link>
      {siteadmin ? <Link to={areaPath("prayer", "pastors")}>Pastors</Link> : null}
      <a href="/prayer-wall">The prayer wall</a>
    </nav>
  );
}

const STATUS_WORDS: Record<PrayerStatus, string> = { open: "Open", answered: "Answered", closed: "Closed", withdrawn: "Taken down" };
const REVIEW_WORDS: Record<WallReview, string> = { pending: "Wall: waits for review", held: "Wall: held (contact details)", approved: "On the wall", declined: "Wall: declined" };

export function RequestBadges({ visibility, status, contactMe, wallReview, praiseReview }: { visibility: PrayerVisibility; status: PrayerStatus; contactMe: boolean; wallReview: WallReview | null; praiseReview: WallReview | null }) {
  return (
    <>
      <Badge tone={visibility === "pastors" ? "warn" : "info"}>{VISIBILITY_LABELS[visibility]}</Badge>
      <Badge tone={status === "open" ? "good" : "neutral"}>{STATUS_WORDS[status]}</Badge>
      {contactMe ? <Badge tone="warn">Please contact</Badge> : null}
      {wallReview && status === "open" ? <Badge tone={wallReview === "approved" ? "good" : wallReview === "declined" ? "neutral" : "warn"}>{REVIEW_WORDS[wallReview]}</Badge> : null}
      {praiseReview === "pending" || praiseReview === "held" ? <Badge tone="warn">Praise note waits for review</Badge> : null}
    </>
  );
}

/** The answer of the last action on the page. */
export function Said({ answer }: { answer?: { ok: boolean; message: string } }) {
  if (!answer) return null;
  return <div className="mt-6">{answer.ok ? <Notice>{answer.message}</Notice> : <Alert>{answer.message}</Alert>}</div>;
}

/** A one-button form of the prayer area. */
export function IntentForm({ csrf, intent, label, fields = {}, outline = false }: { csrf: string; intent: string; label: string; fields?: Record<string, string | number>; outline?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={outline ? "btn-outline px-3 py-1.5 text-sm" : "btn px-3 py-1.5 text-sm"}>
        {label}
      </button>
    </Form>
  );
}
