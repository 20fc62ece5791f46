import { Link, redirect } from "react-router";
import type { InboxItem } from "../../../../server/messages/inbox.ts";
import { AdminHeading, ChangeNotice, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { ListControls, ListPages } from "../../../components/admin/list-controls.tsx";
import { FailedNotices, MessageItem } from "../../../components/admin/messages.tsx";
import { type ListPage, listAddress, listPlace } from "../../../../shared/admin-list.ts";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { MESSAGE_SORTS, MESSAGE_STATES, type MessageKind, kindParam, messageActionSchema, resendNoticeSchema } from "../../../../shared/schemas/admin/messages.ts";
import { areaPath } from "../../../../shared/areas.ts";
import type { Route } from "./+types/inbox";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Messages");

/** The list of one kind: its tab's address, which the filter box, the sort and the pages add to. */
const kindPath = (kind: MessageKind) => `${areaPath("messages")}?kind=${kind}`;

/**
 * One page, no subpages (spec section 2): `?kind=` picks contact messages or directory entries (prayer
 * requests: /admin/prayer), 50 at a time with the filter box, read or unread and the order in the
 * address (issue 33).
 */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { inbox } = args.context.get(servicesContext);
  const kind = kindParam(args.url.searchParams.get("kind"));
  const place = listPlace(args.url, MESSAGE_SORTS, MESSAGE_STATES);
  const [unread, list, failedNotices] = await Promise.all([inbox.unreadCounts(), inbox.page(kind, place), inbox.failedNotices()]);
  return { csrf: csrfToken, kind, place, unread, list: list as ListPage<InboxItem>, failedNotices };
}

/** Back to the list where the change was made (its kind, words, order and page), with a notice. */
function backTo(url: URL, kind: MessageKind, notice: string): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete("index");
  params.set("kind", kind);
  params.set("notice", notice);
  return `${areaPath("messages")}?${params}`;
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
    return outcome.ok ? redirect(backTo(args.url, kindParam(args.url.searchParams.get("kind")), "resent")) : refused(outcome);
  }
  const parsed = messageActionSchema.safeParse(values);
  if (!parsed.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  const { intent, kind, id } = parsed.data;
  const { inbox } = args.context.get(servicesContext);
  if (intent === "delete") {
    const outcome = await inbox.remove({ kind, id, actor });
    return outcome.ok ? redirect(backTo(args.url, kind, "deleted")) : refused(outcome);
  }
  const outcome = await inbox.setRead({ kind, id, read: intent === "read", actor });
  return outcome.ok ? { done: intent, id } : refused(outcome);
}

const KINDS: ReadonlyArray<{ kind: MessageKind; label: string; one: string; many: string; find: string; empty: string }> = [
  {
    kind: "contact",
    label: "Contact messages",
    one: "message",
    many: "messages",
    find: "Words in the name, email or message",
    empty: "No messages yet. When someone writes to the church from the Contact page or the website footer, the message appears here.",
  },
  {
    kind: "directory",
    label: "Directory entries",
    one: "directory entry",
    many: "directory entries",
    find: "A name, email, street or town",
    empty: "No directory entries yet. When someone asks to be added to the church directory, their details appear here.",
  },
];

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, kind, place, unread, list, failedNotices } = loaderData;
  const items = list.items;
  const current = KINDS.find((k) => k.kind === kind)!;
  const newHere = unread[kind];
  const path = kindPath(kind);
  const here = listAddress(path, place, {}, "newest");
  const filtered = Boolean(place.q || place.filter);
  return (
    <>
      <AdminHeading
        title="Messages"
        lead={
          <>
            What visitors sent through the website, newest first. New items stay marked until someone marks them as read, so the team can see what still needs an answer.
            Prayer requests have their own area: <Link to={areaPath("prayer")}>Prayer Ministry</Link>.
          </>
        }
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
                to={`${areaPath("messages")}?kind=${k.kind}`}
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
              {filtered
                ? `${list.total.toLocaleString("en-US")} found.`
                : list.total === 0
                  ? "None yet."
                  : `${list.total.toLocaleString("en-US")} in all, ${newHere === 0 ? "none new" : `${newHere.toLocaleString("en-US")} new`}.`}
            </p>
          </div>
          {kind === "directory" && (filtered || items.length > 0) ? (
            // A plain link: the browser downloads the file (no in-app navigation).
            <a href={areaPath("messages", "directory.csv")} download className="btn-outline gap-2 text-sm" aria-describedby="csv-hint">
              <span aria-hidden="true">&darr;</span> Download all as a spreadsheet (CSV)
            </a>
          ) : null}
        </div>
        {kind === "directory" && (filtered || items.length > 0) ? (
          <p id="csv-hint" className="mt-2 text-sm text-slate-600">
            Every entry, whatever the list below shows. Opens in Excel, Numbers or Google Sheets, sorted by last name. The file holds people's personal details: keep it safe and
            delete it when the directory is done.
          </p>
        ) : null}
        {filtered || list.total > 0 ? (
          <ListControls
            path={path}
            place={place}
            label={current.label}
            placeholder={current.find}
            sorts={[
              { value: "newest", label: "Newest first" },
              { value: "oldest", label: "Oldest first" },
              { value: "name", label: "By name" },
            ]}
            filters={[
              { value: "unread", label: "New" },
              { value: "read", label: "Read" },
            ]}
          />
        ) : null}
        {items.length === 0 ? (
          <EmptyState>{filtered ? `No ${current.one} matches. Try other words, or show all of them.` : current.empty}</EmptyState>
        ) : (
          <ul aria-label={current.label} className="mt-4 space-y-3">
            {items.map((item) => (
              <MessageItem key={`${item.kind}-${item.id}`} item={item} csrf={csrf} what={current.one} action={here} />
            ))}
          </ul>
        )}
        <ListPages path={path} place={place} list={list} what={current.many} defaultSort="newest" />
      </section>
    </>
  );
}
