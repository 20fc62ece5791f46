import { Form, Link, data } from "react-router";
import { AdminList, AdminListItem, Badge, CardSection, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Field, SelectField } from "../../../components/admin/fields.tsx";
import { Notice } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { type FormFailure, adminForm, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { IMPORT_MAX_BYTES } from "../../../../shared/newsletter.ts";
import { newsletterImportSchema, subscriberEmailSchema } from "../../../../shared/schemas/admin/newsletter.ts";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Newsletter subscribers");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { newsletter } = args.context.get(servicesContext);
  const params = new URL(args.request.url).searchParams;
  const search = (params.get("search") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(params.get("page")) || 1));
  const [found, lists] = await Promise.all([newsletter.subscribers.adminList({ search, page }), newsletter.lists.all()]);
  return { csrf: csrfToken, search, page, ...found, lists };
}

type Answer = FormFailure & { imported?: { added: number; already: number; leftOut: Record<string, number>; formulasCleaned: number }; erased?: string };

/** Erase one subscriber (after the confirmation in the browser), or import a CSV into a list. */
export async function action(args: Route.ActionArgs) {
  const { actor, form, values, intent } = await adminForm(args);
  const { subscribers } = args.context.get(servicesContext).newsletter;
  if (intent === "delete") {
    const parsed = parseOr400(subscriberEmailSchema, { email: values.id });
    if (!parsed.ok) return parsed.response;
    const outcome = await subscribers.erase(parsed.data.email, actor);
    return outcome.ok ? data<Answer>({ erased: parsed.data.email }) : refused(outcome);
  }
  if (intent === "import") {
    const parsed = parseOr400(newsletterImportSchema, values);
    if (!parsed.ok) return parsed.response;
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return data<Answer>({ error: "Please choose the CSV file to import.", fields: { file: "Please choose a CSV file." } }, { status: 400 });
    if (file.size > IMPORT_MAX_BYTES) return data<Answer>({ error: `The file is too large: at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.` }, { status: 413 });
    const outcome = await subscribers.importCsv({ bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name, listKey: parsed.data.list, actor });
    return outcome.ok ? data<Answer>({ imported: outcome.value }) : refused(outcome);
  }
  return data<Answer>({ error: "That button does nothing here. Please reload the page." }, { status: 400 });
}

const LEFT_OUT_WORDS: Record<string, (n: number) => string> = {
  noConsentDate: (n) => `${n} without a consent date`,
  badAddress: (n) => `${n} not a valid e-mail address${n === 1 ? "" : "es"}`,
  duplicate: (n) => `${n} already earlier in the file`,
  suppressed: (n) => `${n} that unsubscribed, were refused by the mail server or were erased (only a new sign-up brings ${n === 1 ? "it" : "them"} back)`,
};

const STATE_BADGES = {
  subscribed: <Badge tone="good">Subscribed</Badge>,
  unsubscribed: <Badge>Unsubscribed</Badge>,
  refused: <Badge tone="warn">Refused by the mail server</Badge>,
} as const;

export default function NewsletterSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, search, page, pages, subscribers, total, pending, lists } = loaderData;
  const answer = actionData as Answer | undefined;
  const listName = (key: string) => lists.find((l) => l.key === key)?.name ?? key;
  return (
    <>
      <ListPageTop
        title="Newsletter subscribers"
        lead="Who gets the newsletter, on which lists. People subscribe on the website and confirm by e-mail; an address that unsubscribed comes back only by confirming again, and imports never bring it back."
        related={[
          { to: areaPath("newsletter"), label: "Issues" },
          { to: areaPath("newsletter-lists"), label: "Lists" },
          { to: areaPath("newsletter", "subscribers.csv"), label: "Download every subscriber (CSV)", document: true },
        ]}
        error={answer?.error}
      />
      {answer?.erased ? (
        <div className="mt-6">
          <Notice>Erased everything the newsletter kept for {answer.erased}. Only a one-way fingerprint stays, so that no import adds the address again.</Notice>
        </div>
      ) : null}
      {answer?.imported ? <ImportReport report={answer.imported} /> : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label="Find by e-mail address" name="search" defaultValue={search} autoComplete="off" />
        </div>
        <button type="submit" className="btn-outline">
          Find
        </button>
      </Form>
      <p className="mt-4 text-slate-700">
        {total} subscriber{total === 1 ? "" : "s"}
        {search ? ` matching “${search}”` : ""}. {pending ? `${pending} sign-up${pending === 1 ? " waits" : "s wait"} for the person to confirm.` : ""}
      </p>
      <div className="mt-4">
        {subscribers.length === 0 ? (
          <EmptyState>{search ? "Nobody matches that." : "Nobody has subscribed yet."}</EmptyState>
        ) : (
          <AdminList label="Subscribers">
            {subscribers.map((s) => (
              <AdminListItem
                key={s.id}
                title={s.email}
                badges={STATE_BADGES[s.state]}
                meta={`${s.name ? `${s.name} · ` : ""}${s.lists.length ? s.lists.map(listName).join(", ") : "no list"} · ${s.source === "import" ? "imported" : "signed up"} ${new Date(s.since).toLocaleDateString("en-US", { dateStyle: "medium" })}`}
                actions={
                  <>
                    <a href={`${areaPath("newsletter", "subscribers.csv")}?email=${encodeURIComponent(s.email)}`} className="font-semibold">
                      Export<span className="sr-only"> {s.email}</span>
                    </a>
                    <DeleteButton csrf={csrf} id={s.email} label="Erase" thing="subscriber" what={`everything the newsletter keeps for ${s.email}`} />
                  </>
                }
              />
            ))}
          </AdminList>
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex gap-4">
          {page > 1 ? <Link to={`?search=${encodeURIComponent(search)}&page=${page - 1}`}>Newer</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`?search=${encodeURIComponent(search)}&page=${page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
      <CardSection title="Import from a CSV file">
        <p className="text-slate-700">
          A subscriber export from Mailchimp (or any CSV with an “Email Address” column and a consent date such as “CONFIRM_TIME”). Only addresses with a consent date are added; the report says how many were left out and why. At most {IMPORT_MAX_BYTES / 1024 / 1024} MB.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="csrf" value={csrf} />
          <SelectField label="Add them to" name="list" options={lists.map((l) => ({ value: l.key, label: l.name }))} />
          <Field label="CSV file" name="file" type="file" accept=".csv,text/csv" required />
          <button type="submit" name="intent" value="import" className="btn">
            Import
          </button>
        </Form>
      </CardSection>
    </>
  );
}

function ImportReport({ report }: { report: NonNullable<Answer["imported"]> }) {
  const out = Object.entries(report.leftOut).filter(([, n]) => n > 0);
  return (
    <div className="mt-6" data-testid="import-report">
      <Notice>
        Imported: {report.added} added, {report.already} already on the list. {out.length === 0 ? "None left out." : `Left out: ${out.map(([why, n]) => LEFT_OUT_WORDS[why]?.(n) ?? `${n} ${why}`).join("; ")}.`}
        {report.formulasCleaned ? ` ${report.formulasCleaned} name${report.formulasCleaned === 1 ? " was" : "s were"} cleaned of spreadsheet formula characters.` : ""}
      </Notice>
    </div>
  );
}
