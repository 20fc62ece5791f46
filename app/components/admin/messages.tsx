/**
 * The Messages page's parts (app/routes/admin/messages/inbox.tsx): one submission with all its fields
 * and its read/unread button, and the staff notices the mailer gave up on.
 */
import type { ReactNode } from "react";
import { Form, useFetcher } from "react-router";
import type { InboxItem } from "../../../server/messages/inbox.ts";
import { telHref } from "../../../shared/format.ts";
import type { MessageKind } from "../../../shared/schemas/admin/messages.ts";
import { Alert } from "../auth-ui.tsx";
import { DeleteButton } from "./delete-button.tsx";
import { monthDayYear } from "../../../shared/dates.ts";
import { areaPath } from "../../../shared/areas.ts";

/** What the page's action answers a mark as read or unread. */
type MarkAnswer = { done: "read" | "unread"; id: number } | { error: string; fields?: Record<string, string> };

/** Staff notices the mailer gave up on: the submissions are in the lists below; only the e-mail about them failed. */
export function FailedNotices({ notices, csrf, kind }: { notices: { id: number; subject: string; to: string; failed: string; reason: string | null }[]; csrf: string; kind: MessageKind }) {
  return (
    <section aria-labelledby="failed-notices-heading" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 id="failed-notices-heading" className="text-xl">
        E-mail notices that could not be sent
      </h2>
      <p className="mt-1 text-slate-800">
        The website kept trying to tell the office about these, but the mail server did not take them. The messages themselves are safe in
        the lists below. Check the mail settings with your site administrator, then send the notices again.
      </p>
      <ul className="mt-3 space-y-2">
        {notices.map((notice) => (
          <li key={notice.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-white p-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{notice.subject}</p>
              <p className="text-sm break-words text-slate-700">
                To {notice.to}, gave up {notice.failed}
                {notice.reason ? ` (${notice.reason})` : ""}
              </p>
            </div>
            <Form method="post" action={`${areaPath("messages")}?kind=${kind}`}>
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="id" value={String(notice.id)} />
              <button type="submit" name="intent" value="resend-notice" className="btn-outline px-3 py-1.5 text-sm">
                Send again<span className="sr-only">: {notice.subject}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function senderOf(item: InboxItem): string {
  return item.kind === "directory" ? `${item.firstName} ${item.lastName}` : item.name;
}

/**
 * One submission with all its fields. Only the button changes whether it is read (staff decide, not
 * opening it). `action`: the list's address where it is shown, so a change lands back on that page.
 */
export function MessageItem({ item, csrf, what, action }: { item: InboxItem; csrf: string; what: string; action: string }) {
  const fetcher = useFetcher<MarkAnswer>();
  const sending = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  // Shown at once, before the server answers; the reloaded list confirms it.
  const read = sending ? sending === "read" : item.read;
  const sender = senderOf(item);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = answer && "error" in answer ? answer.error : null;
  const done = answer && "done" in answer ? (answer.done === "read" ? "Marked as read." : "Marked as unread.") : "";
  return (
    <li className={`rounded-lg border border-l-4 p-4 shadow-sm sm:p-5 ${read ? "border-slate-200 border-l-slate-200 bg-white" : "border-brand-100 border-l-brand-700 bg-brand-50"}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className={`font-sans text-lg break-words text-slate-900 ${read ? "font-normal" : "font-bold"}`}>{sender}</h3>
            {read ? null : <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs font-bold text-white">New</span>}
          </div>
          <p className="mt-0.5 text-sm text-slate-700">
            Sent <time dateTime={item.submittedAt}>{item.submitted}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <fetcher.Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="kind" value={item.kind} />
            <input type="hidden" name="id" value={String(item.id)} />
            <button type="submit" name="intent" value={read ? "unread" : "read"} className="btn-outline px-3 py-1.5 text-sm">
              {read ? "Mark as unread" : "Mark as read"}
              <span className="sr-only">
                : {what} from {sender}
              </span>
            </button>
          </fetcher.Form>
          <DeleteButton csrf={csrf} id={item.id} action={action} fields={{ kind: item.kind }} thing={what} what={`the ${what} from ${sender}`} />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-slate-900 sm:grid-cols-[max-content_1fr]">
        <Details item={item} />
      </dl>
      <p role="status" className="sr-only">
        {done}
      </p>
      {failed ? (
        <div className="mt-3">
          <Alert>{failed}</Alert>
        </div>
      ) : null}
    </li>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

function Details({ item }: { item: InboxItem }) {
  switch (item.kind) {
    case "contact":
      return (
        <>
          <Row term="Email">
            <EmailLink email={item.email} />
          </Row>
          <Row term="Message">
            <span className="whitespace-pre-wrap">{item.message}</span>
          </Row>
        </>
      );
    case "directory":
      return (
        <>
          <Row term="Phone">
            <a href={telHref(item.phone)}>{item.phone}</a>
          </Row>
          <Row term="Email">
            <EmailLink email={item.email} />
          </Row>
          <Row term="Address">
            {item.address}, {item.city} {item.zip}
          </Row>
          <Row term="Birthday">{monthDayYear(item.birthday)}</Row>
        </>
      );
  }
}

