import type { ReactNode } from "react";
import { Form, Link, redirect, useFetcher } from "react-router";
import type { InboxItem } from "../../../../server/messages/inbox.ts";
import { AdminHeading, ChangeNotice, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { telHref } from "../../../../shared/format.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { type MessageKind, kindParam, messageActionSchema, resendNoticeSchema } from "../../../../shared/schemas/admin/messages.ts";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Messages");

/** One page, no subpages (spec section 2): `?kind=` picks contact messages, prayer requests or directory entries. */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { inbox } = args.context.get(servicesContext);
  const kind = kindParam(args.url.searchParams.get("kind"));
  const [unread, items, failedNotices] = await Promise.all([inbox.unreadCounts(), inbox.list(kind), inbox.failedNotices()]);
  return { csrf: csrfToken, kind, unread, items: items as InboxItem[], failedNotices };
}

/**
 * Mark as read, mark as unread (answered in place, the list stays where it was), delete (after the
 * confirmation), and send a failed staff notice again.
 */
export async function action(args: Route.ActionArgs) {
  const { actor, values } = await adminForm(args);
  const resend = resendNoticeSchema.safeParse(values);
  if (resend.success) {
    const outcome = await args.context.get(servicesContext).inbox.resendNotice({ id: resend.data.id, actor });
    return outcome.ok ? redirect(`/admin/messages?kind=${kindParam(args.url.searchParams.get("kind"))}&notice=resent`) : refused(outcome);
  }
  const parsed = messageActionSchema.safeParse(values);
  if (!parsed.success) return refused({ ok: false, status: 400, error: "Unknown request." });
  const { intent, kind, id } = parsed.data;
  const { inbox } = args.context.get(servicesContext);
  if (intent === "delete") {
    const outcome = await inbox.remove({ kind, id, actor });
    return outcome.ok ? redirect(`/admin/messages?kind=${kind}&notice=deleted`) : refused(outcome);
  }
  const outcome = await inbox.setRead({ kind, id, read: intent === "read", actor });
  return outcome.ok ? { done: intent, id } : refused(outcome);
}

const KINDS: ReadonlyArray<{ kind: MessageKind; label: string; one: string; empty: string }> = [
  {
    kind: "contact",
    label: "Contact messages",
    one: "message",
    empty: "No messages yet. When someone writes to the church from the Contact page or the website footer, the message appears here.",
  },
  {
    kind: "prayer",
    label: "Prayer requests",
    one: "prayer request",
    empty: "No prayer requests yet. Requests sent from the Contact page appear here for the prayer team.",
  },
  {
    kind: "directory",
    label: "Directory entries",
    one: "directory entry",
    empty: "No directory entries yet. When someone asks to be added to the church directory, their details appear here.",
  },
];

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, kind, unread, items, failedNotices } = loaderData;
  const current = KINDS.find((k) => k.kind === kind)!;
  const newHere = unread[kind];
  return (
    <>
      <AdminHeading
        title="Messages"
        lead="What visitors sent through the website, newest first. New items stay marked until someone marks them as read, so the team can see what still needs an answer."
      />
      <ChangeNotice />
      {actionData && "error" in actionData && actionData.error ? (
        <div className="mt-6">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      {failedNotices.length > 0 ? <FailedNotices notices={failedNotices} csrf={csrf} kind={kind} /> : null}
      <nav aria-label="Kinds of message" className="mt-6 border-b border-slate-300">
        <ul className="-mb-px flex flex-wrap gap-x-1 gap-y-2">
          {KINDS.map((k) => (
            <li key={k.kind}>
              <Link
                to={`/admin/messages?kind=${k.kind}`}
                aria-current={k.kind === kind ? "page" : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-t-md border px-3 py-2 font-semibold no-underline sm:px-4 ${
                  k.kind === kind ? "border-slate-300 border-b-white bg-white text-brand-900" : "border-transparent text-brand-700 hover:bg-brand-50"
                }`}
              >
                {k.label}{" "}
                {unread[k.kind] > 0 ? <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs font-bold text-white">{unread[k.kind]} new</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="kind-heading" className="mt-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="kind-heading" className="text-2xl">
              {current.label}
            </h2>
            <p className="mt-1 text-slate-700">
              {items.length === 0 ? "None yet." : `${items.length} in all, ${newHere === 0 ? "none new" : `${newHere} new`}.`}
            </p>
          </div>
          {kind === "directory" && items.length > 0 ? (
            // A plain link: the browser downloads the file (no in-app navigation).
            <a href="/admin/messages/directory.csv" download className="btn-outline gap-2 text-sm" aria-describedby="csv-hint">
              <span aria-hidden="true">&darr;</span> Download all as a spreadsheet (CSV)
            </a>
          ) : null}
        </div>
        {kind === "directory" && items.length > 0 ? (
          <p id="csv-hint" className="mt-2 text-sm text-slate-600">
            Opens in Excel, Numbers or Google Sheets, sorted by last name. The file holds people's personal details: keep it safe and delete it when the directory is done.
          </p>
        ) : null}
        {items.length === 0 ? (
          <EmptyState>{current.empty}</EmptyState>
        ) : (
          <ul aria-label={current.label} className="mt-4 space-y-3">
            {items.map((item) => (
              <MessageItem key={`${item.kind}-${item.id}`} item={item} csrf={csrf} what={current.one} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Staff notices the mailer gave up on: the submissions are in the lists below; only the e-mail about them failed. */
function FailedNotices({ notices, csrf, kind }: { notices: { id: number; subject: string; to: string; failed: string; reason: string | null }[]; csrf: string; kind: MessageKind }) {
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
            <Form method="post" action={`/admin/messages?kind=${kind}`}>
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

/** One submission with all its fields. Only the button changes whether it is read (staff decide, not opening it). */
function MessageItem({ item, csrf, what }: { item: InboxItem; csrf: string; what: string }) {
  const fetcher = useFetcher<typeof action>();
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
          <fetcher.Form method="post" action={`/admin/messages?kind=${item.kind}`} preventScrollReset>
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
          <DeleteButton csrf={csrf} id={item.id} action={`/admin/messages?kind=${item.kind}`} fields={{ kind: item.kind }} thing={what} what={`the ${what} from ${sender}`} />
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
    case "prayer":
      return (
        <>
          <Row term="Contact">{EMAIL.test(item.contact.trim()) ? <EmailLink email={item.contact.trim()} /> : <a href={telHref(item.contact)}>{item.contact}</a>}</Row>
          <Row term="Prayer request">
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
          <Row term="Birthday">{birthday(item.birthday)}</Row>
        </>
      );
  }
}

/** "March 4, 1961": a calendar date, so no time zone applies. */
function birthday(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
