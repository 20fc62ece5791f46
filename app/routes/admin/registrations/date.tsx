import { Form, Link, redirect } from "react-router";
import { AdminHeading, Badge, CardSection, ChangeNotice, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { Field } from "../../../components/admin/fields.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { type FormFailure, adminForm, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { validateForm } from "../../../lib/form-values.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { dateListOr404, dateParams } from "../../../lib/registrations-admin.server.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { STATUS_LABELS, partyWords } from "../../../../shared/registrations.ts";
import { phoneRegistrationSchema, registrationActionSchema } from "../../../../shared/schemas/admin/registrations.ts";
import { gatherAnswers } from "../../../../shared/schemas/registrations.ts";
import type { Route } from "./+types/date";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => privateMeta(matches, loaderData ? `${loaderData.list.title}, ${loaderData.list.when}` : "Registrations");

const NOTICES = {
  added: "Added. If an e-mail address was given, the confirmation is on its way.",
  promote: "Promoted: the registrant is e-mailed that a place is theirs.",
  cancel: "Cancelled. Freed places went to the waitlist, each told by e-mail.",
  move: "Moved to the other date; the registrant is e-mailed.",
  resend: "The e-mail is sent again, with a fresh link.",
};

/** One date's registrations in the order of arrival: status, answers, totals and the buttons of each. */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const list = await dateListOr404(args.context.get(servicesContext), dateParams(args.params), user.role);
  return { csrf: csrfToken, list };
}

export async function action(args: Route.ActionArgs) {
  const { auth, actor, values, form } = await adminForm(args);
  const services = args.context.get(servicesContext);
  const where = dateParams(args.params);
  const list = await dateListOr404(services, where, auth.user.role);
  const path = areaPath("registrations", where.eventId, where.date);
  if (values.intent === "add") {
    const parsed = validateForm(phoneRegistrationSchema, gatherAnswers(form));
    if (!parsed.ok) return refused({ ok: false, status: 400, error: "Please correct the fields marked below.", fields: parsed.fields });
    const context = await services.registrations.contexts.byId(where.eventId);
    if (!context) return refused({ ok: false, status: 404, error: "There is no such event." });
    const outcome = await services.registrations.register(context, { ...parsed.data, date: where.date }, { via: "staff", checked: true, actor });
    if (!outcome.ok) return refused(outcome);
    return redirect(`${path}?notice=added`);
  }
  const parsed = validateForm(registrationActionSchema, values);
  if (!parsed.ok) return refused({ ok: false, status: 400, error: "Unknown request." });
  // Only a registration of this date, of an event the role keeps (checked by dateListOr404 above).
  if (!list.items.some((r) => r.id === parsed.data.id)) return refused({ ok: false, status: 404, error: "That registration is not on this date any more." });
  const { changes } = services.registrations;
  const request = parsed.data;
  const outcome =
    request.intent === "promote"
      ? await changes.promote(request.id, actor)
      : request.intent === "cancel"
        ? await changes.cancel(request.id, actor, "staff")
        : request.intent === "resend"
          ? await changes.resend(request.id, actor)
          : await changes.move(request.id, request.toDate, actor, (await services.registrations.contexts.byId(where.eventId))!);
  if (!outcome.ok) return refused(outcome);
  return redirect(`${path}?notice=${request.intent}`);
}

export default function RegistrationDate({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, list } = loaderData;
  const failed = actionData as FormFailure | undefined;
  const base = areaPath("registrations", list.eventId, list.date);
  const { totals } = list;
  return (
    <div className="max-w-5xl">
      <AdminHeading title={list.title} lead={`${list.when}${list.dateStatus === "cancelled" ? " (cancelled: registrations kept)" : list.dateStatus === "moved" ? " (moved)" : ""}`} />
      <ChangeNotice messages={NOTICES} />
      {failed?.error ? (
        <div className="mt-6">
          <Alert>{failed.error}</Alert>
        </div>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`${base}/check-in`}>Check-in list</Link>
        <a href={`${base}/registrations.csv`} download>
          Export as CSV
        </a>
        <a href={`${base}/sign-in-sheet`}>Printable sign-in sheet</a>
        <Link to={areaPath("registrations", list.eventId)}>Settings</Link>
        <Link to={areaPath("registrations")}>All registrations</Link>
      </p>
      <p className="mt-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="totals">
        <strong>
          {totals.people} coming{list.capacity === null ? "" : ` of ${list.capacity} places`}
        </strong>{" "}
        ({totals.adults} adults, {totals.children} children; {totals.arrivedPeople} checked in) · {totals.waitlisted} on the waitlist ({totals.waitingPeople} people) · {totals.cancelled} cancelled
      </p>
      {list.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState>No registrations for this date yet.</EmptyState>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Registrations">
          {list.items.map((r) => (
            <li key={r.id} className="space-y-2 p-4" data-registration={r.id}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{r.name || "(erased)"}</span>
                <Badge tone={r.status === "confirmed" || r.status === "attended" ? "good" : r.status === "waitlisted" ? "warn" : "neutral"}>{r.status === "waitlisted" ? `Waitlist ${r.position}` : STATUS_LABELS[r.status]}</Badge>
                {r.source === "staff" ? <Badge>By phone</Badge> : null}
                {r.mailProblem ? <Badge tone="warn">{r.mailProblem.failed ? "E-mail failed" : "E-mail not sent yet"}</Badge> : null}
              </div>
              <p className="text-sm text-slate-700">
                {partyWords(r)} · {r.email || "no e-mail"}
                {r.phone ? ` · ${r.phone}` : ""}
              </p>
              {r.answers.some((a) => a.answer) ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  {r.answers.map((a) => (
                    <div key={a.question} className="contents">
                      <dt className="font-medium">{a.question}</dt>
                      <dd>{a.answer || "—"}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {r.status !== "cancelled" ? (
                <div className="flex flex-wrap items-end gap-2">
                  {r.status === "waitlisted" ? <ActionButton csrf={csrf} id={r.id} intent="promote" label="Promote" who={r.name} /> : null}
                  {r.status !== "unverified" ? <ActionButton csrf={csrf} id={r.id} intent="cancel" label="Cancel" who={r.name} /> : null}
                  {r.email ? <ActionButton csrf={csrf} id={r.id} intent="resend" label="Send the e-mail again" who={r.name} /> : null}
                  {list.otherDates.length && r.status !== "unverified" ? (
                    <Form method="post" className="flex items-end gap-2">
                      <input type="hidden" name="csrf" value={csrf} />
                      <input type="hidden" name="id" value={r.id} />
                      <label className="text-sm">
                        Move to
                        <select name="toDate" className="ml-1 rounded-md border border-slate-500 px-2 py-1">
                          {list.otherDates.map((d) => (
                            <option key={d.value} value={d.value}>
                              {d.label}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button type="submit" name="intent" value="move" className="btn-outline px-3 py-1.5 text-sm">
                        Move<span className="sr-only"> {r.name}</span>
                      </button>
                    </Form>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <CardSection title="Add a registration taken by phone">
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="csrf" value={csrf} />
          <Field label="Name" name="name" required error={failed?.fields?.name} />
          <Field label="E-mail address (optional)" name="email" type="email" hint="With an address, the confirmation and the link to change or cancel are e-mailed." error={failed?.fields?.email} />
          <Field label="Phone" name="phone" type="tel" error={failed?.fields?.phone} />
          <div className="grid grid-cols-2 gap-2">
            <Field label="Adults" name="adults" inputMode="numeric" defaultValue="1" error={failed?.fields?.adults} />
            <Field label="Children" name="children" inputMode="numeric" defaultValue="0" error={failed?.fields?.children} />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" name="intent" value="add" className="btn">
              Add registration
            </button>
          </div>
        </Form>
      </CardSection>
    </div>
  );
}

function ActionButton({ csrf, id, intent, label, who }: { csrf: string; id: number; intent: "promote" | "cancel" | "resend"; label: string; who: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className="btn-outline px-3 py-1.5 text-sm">
        {label}
        <span className="sr-only"> {who}</span>
      </button>
    </Form>
  );
}
