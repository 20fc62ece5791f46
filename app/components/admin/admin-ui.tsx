import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { NOTICES } from "../../lib/change-notices.ts";
import { Alert, Notice } from "../auth-ui.tsx";

/** The title block of an admin page, with the page's main action (e.g. "Add announcement") beside it. */
export function AdminHeading({ title, lead, action }: { title: string; lead?: ReactNode; action?: { to: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-slate-700">{lead}</p> : null}
      </div>
      {action ? (
        <Link to={action.to} className="btn gap-2">
          <span aria-hidden="true">+</span> {action.label}
        </Link>
      ) : null}
    </div>
  );
}

/** The success notice of the change just made, read from the address the action redirected to. */
export function ChangeNotice({ messages = NOTICES }: { messages?: Record<string, string> }) {
  const [params] = useSearchParams();
  const code = params.get("notice");
  const text = code && Object.hasOwn(messages, code) ? messages[code] : null;
  return text ? (
    <div className="mt-6">
      <Notice>{text}</Notice>
    </div>
  ) : null;
}

/** A page next to a list (its categories, the public page); `document` leaves the app for a page the staff shell does not hold. */
type RelatedLink = { to: string; label: string; document?: boolean };

/** The top of every list page: title, what the list is, the create action, the pages next to it, and what the last change did. */
export function ListPageTop({
  title,
  lead,
  action,
  related = [],
  error,
  notices,
}: {
  title: string;
  lead?: ReactNode;
  action?: { to: string; label: string };
  related?: RelatedLink[];
  error?: string;
  notices?: Record<string, string>;
}) {
  return (
    <>
      <AdminHeading title={title} lead={lead} action={action} />
      {related.length ? (
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {related.map((link) => (
            <Link key={link.to} to={link.to} reloadDocument={link.document}>
              {link.label}
            </Link>
          ))}
        </p>
      ) : null}
      <ChangeNotice messages={notices} />
      {error ? (
        <div className="mt-6">
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </>
  );
}

/** An empty list says so, and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{children}</p>;
}

/** The list every area uses: one card per record, title first, facts below, actions at the end. */
export function AdminList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {children}
    </ul>
  );
}

export function AdminListItem({ title, meta, badges, actions, highlight }: { title: ReactNode; meta?: ReactNode; badges?: ReactNode; actions?: ReactNode; highlight?: boolean }) {
  return (
    <li className={`flex flex-wrap items-start justify-between gap-x-6 gap-y-3 p-4 sm:p-5 ${highlight ? "bg-brand-50" : ""}`}>
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-slate-900">{title}</span>
          {badges}
        </div>
        {meta ? <div className="mt-1 text-sm break-words text-slate-700">{meta}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </li>
  );
}

const BADGE_TONES = {
  neutral: "border-slate-300 bg-slate-100 text-slate-800",
  good: "border-green-300 bg-green-50 text-green-900",
  warn: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-brand-100 bg-brand-50 text-brand-900",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof BADGE_TONES; children: ReactNode }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]}`}>{children}</span>;
}

/** The Edit link of a list row; its accessible name says which record. */
export function EditLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={to} className="btn-outline px-3 py-1.5 text-sm">
      Edit<span className="sr-only"> {what}</span>
    </Link>
  );
}

/** A card of a staff or account page: a region named by its h2. */
export function CardSection({ title, className = "mt-8", children }: { title: string; className?: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={`${className} rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6`}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
