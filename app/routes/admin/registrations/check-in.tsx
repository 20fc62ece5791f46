import { Form, Link } from "react-router";
import { AdminHeading, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { type FormFailure, adminForm, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { validateForm } from "../../../lib/form-values.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { dateListOr404, dateParams } from "../../../lib/registrations-admin.server.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { partyMembers } from "../../../../shared/registrations.ts";
import { checkInSchema } from "../../../../shared/schemas/admin/registrations.ts";
import type { Route } from "./+types/check-in";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => privateMeta(matches, loaderData ? `Check-in: ${loaderData.list.title}` : "Check-in");

/** The day's check-in on a phone: everyone with a place, a tick per person of each party. */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const list = await dateListOr404(args.context.get(servicesContext), dateParams(args.params), user.role);
  return { csrf: csrfToken, list: { ...list, items: list.items.filter((r) => r.status === "confirmed" || r.status === "attended").sort((a, b) => a.name.localeCompare(b.name)) } };
}

export async function action(args: Route.ActionArgs) {
  const { auth, actor, values } = await adminForm(args);
  const services = args.context.get(servicesContext);
  const list = await dateListOr404(services, dateParams(args.params), auth.user.role);
  const parsed = validateForm(checkInSchema, values);
  if (!parsed.ok || !list.items.some((r) => r.id === parsed.data.id)) return refused({ ok: false, status: 400, error: "That person is not on this list." });
  const outcome = await services.registrations.changes.checkIn(parsed.data.id, { person: parsed.data.person, here: parsed.data.here === "yes" }, actor);
  if (!outcome.ok) return refused(outcome);
  return null;
}

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, list } = loaderData;
  const failed = actionData as FormFailure | null | undefined;
  return (
    <div className="max-w-xl">
      <AdminHeading title={`Check-in: ${list.title}`} lead={`${list.when}. ${list.totals.arrivedPeople} of ${list.totals.people} here.`} />
      {failed?.error ? <Alert>{failed.error}</Alert> : null}
      <p className="mt-4">
        <Link to={areaPath("registrations", list.eventId, list.date)}>Back to the list</Link>
      </p>
      {list.items.length === 0 ? (
        <div className="mt-6">
          <EmptyState>Nobody has a place on this date.</EmptyState>
        </div>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Check-in">
          {list.items.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="font-semibold">{r.name}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {partyMembers(r).map((m) => {
                  const here = r.arrived.includes(m.key);
                  return (
                    <Form method="post" key={m.key}>
                      <input type="hidden" name="csrf" value={csrf} />
                      <input type="hidden" name="id" value={r.id} />
                      <input type="hidden" name="person" value={m.key} />
                      <input type="hidden" name="here" value={here ? "no" : "yes"} />
                      <button type="submit" aria-pressed={here} className={`min-h-11 min-w-24 rounded-md border px-3 py-2 font-semibold ${here ? "border-green-700 bg-green-50 text-green-900" : "border-slate-400 bg-white text-slate-900"}`}>
                        <span aria-hidden="true">{here ? "✓ " : ""}</span>
                        {m.label}
                        <span className="sr-only"> of {r.name}</span>
                      </button>
                    </Form>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
