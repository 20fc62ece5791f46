import { Link } from "react-router";
import { AdminHeading, Badge, CardSection, ChangeNotice, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { availabilityWords } from "../../../../shared/registrations.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Registrations");

export const REGISTRATION_NOTICES = {
  saved: "Saved. The event's page shows the places left now.",
  copied: "Copied. Check the places and the questions below.",
};

/** Events that take registrations, with the counts of their coming dates; and the events that could. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  return args.context.get(servicesContext).registrations.reads.overview(user.role);
}

export default function RegistrationsList({ loaderData }: Route.ComponentProps) {
  const { withForm, without } = loaderData;
  return (
    <div className="max-w-4xl">
      <AdminHeading title="Registrations" lead="Sign-ups for events: the places of each date, the waitlist, check-in on the day and the lists to export or print." />
      <ChangeNotice messages={REGISTRATION_NOTICES} />
      <CardSection title="Events that take registrations">
        {withForm.length === 0 ? (
          <EmptyState>No event takes registrations yet. Choose one below to turn registration on.</EmptyState>
        ) : (
          <ul className="mt-4 space-y-4" aria-label="Events that take registrations">
            {withForm.map((event) => (
              <li key={event.eventId} className="rounded-lg border border-slate-200 bg-white p-4" data-event={event.eventId}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold">
                    {event.title} {event.enabled ? null : <Badge tone="neutral">Registration off</Badge>}
                  </h3>
                  <Link to={areaPath("registrations", String(event.eventId))} className="btn-outline px-3 py-1.5 text-sm">
                    Settings<span className="sr-only"> of {event.title}</span>
                  </Link>
                </div>
                {event.dates.length === 0 ? (
                  <p className="mt-2 text-slate-700">No coming dates.</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-100">
                    {event.dates.map((d) => (
                      <li key={d.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
                        <Link to={areaPath("registrations", String(event.eventId), d.date)} className="font-semibold">
                          {d.label}
                        </Link>
                        <span className="text-sm text-slate-700">
                          {d.people} coming{event.capacity === null ? "" : ` of ${event.capacity}`}, {d.waitlisted} waiting · {availabilityWords(d.availability)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardSection>
      {without.length ? (
        <CardSection title="Turn registration on for an event">
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Events without registration">
            {without.map((event) => (
              <li key={event.id}>
                <Link to={areaPath("registrations", String(event.id))} className="btn-outline px-3 py-1.5 text-sm">
                  {event.title}
                </Link>
              </li>
            ))}
          </ul>
        </CardSection>
      ) : null}
    </div>
  );
}
