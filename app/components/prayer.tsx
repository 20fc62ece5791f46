import type { ReactNode } from "react";
import { PageHeader } from "./page-header.tsx";

/**
 * The pages a prayer ministry's private link opens (the person's own request, a team member's "I
 * prayed", a word of encouragement, joining or leaving the team): a heading band and one column.
 * Their words are never HTML: the requests are shown as the text people typed.
 */
export function PrayerLinkPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main id="main">
      <PageHeader title={title} lead={lead} />
      <div className="container-page max-w-3xl space-y-8 py-10">{children}</div>
    </main>
  );
}

/** The words of a link that no longer opens anything: the same for an unknown, used or expired one. */
export function LinkGone({ what }: { what: string }) {
  return (
    <PrayerLinkPage title="This link no longer works">
      <p className="text-lg">It may have expired or been used already, or {what} was taken down.</p>
      <p>
        If you need help, please <a href="/contact">contact the church office</a>.
      </p>
    </PrayerLinkPage>
  );
}

/** What a person typed, as text (links and HTML included, never rendered), keeping their line breaks. */
export function TypedText({ text, className = "" }: { text: string; className?: string }) {
  return <p className={`whitespace-pre-wrap break-words ${className}`}>{text}</p>;
}

/** A result line after a button: a status (success) or an alert (refusal), read out by screen readers. */
export function Outcome({ ok, message }: { ok: boolean; message: string }) {
  return ok ? (
    <p role="status" className="rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
      {message}
    </p>
  ) : (
    <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-900">
      {message}
    </p>
  );
}

/** No shared cache or search engine keeps a page a private link opened. */
export const privateHeaders = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });
