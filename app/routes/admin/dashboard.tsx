import { Link } from "react-router";
import { ChevronRight, ShieldIcon, UserIcon } from "../../components/icons.tsx";
import { areaPath, canEnterArea, dashboardAreas } from "../../../shared/areas.ts";
import { EnquiryNumbers } from "../../components/admin/enquiry-numbers.tsx";
import { readableLine } from "../../../shared/content/placeholders.ts";
import { changeWords } from "../../lib/change-words.ts";
import { servicesContext } from "../../context.ts";
import { requireArea } from "../../lib/auth.server.ts";
import { longDate, momentWords, postedDate } from "../../../shared/dates.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/dashboard";
import { CardSection } from "../../components/admin/admin-ui.tsx";
import { BackupStatus } from "../../components/admin/backup-status.tsx";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Dashboard");

/** What needs doing and the areas this role may enter, by the area table; for siteadmins, the audit log. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  const services = args.context.get(servicesContext);
  const { audit, site, dashboard, content, clock, prayer } = services;
  const pastor = await prayer.pastors.isPastor(user.id);
  const [changes, toDo, { settings, schedule, fees }, childcare, newRegistrations] = await Promise.all([
    user.role === "siteadmin" ? audit.recent(AUDIT_LINES) : null,
    dashboard.toDo(user.role, { pastor }),
    content.snapshot(),
    // Issue 35: the childcare director's numbers and today's tours, for those who may see children's data.
    canEnterArea(user.role, "enquiries") ? Promise.all([services.enquiries.numbers(), services.enquiries.tours.onDay(services.today())]) : null,
    // Issue 34: sign-ups of the last seven days, for the events of the role's calendars.
    canEnterArea(user.role, "registrations") ? services.registrations.reads.newThisWeek(user.role) : 0,
  ]);
  // Each change in words: page words' facts filled in, dates as people read them (issue 30).
  const context = { settings, schedule, fees, today: services.today() };
  const said = <T extends { action: string; entity: string; detail: string | null; at: Date }>(c: T) => ({
    ...c,
    at: c.at.toISOString(),
    words: changeWords(c, { timeZone: site.timeZone, fill: (text) => readableLine(text, context) }),
  });
  return {
    timeZone: site.timeZone,
    now: clock.now().toISOString(),
    changes: changes?.map(said) ?? null,
    toDo: {
      ...toDo,
      refusedPublishes: toDo.refusedPublishes.map((r) => ({ ...r, dueAt: r.dueAt.toISOString() })),
      recentChanges: toDo.recentChanges.map(said),
      newRegistrations,
    },
    childcare: childcare ? { numbers: childcare[0], tours: childcare[1].map((t) => ({ id: t.id, when: t.when, families: t.families.map((f) => ({ id: f.id, parentName: f.parentName, childName: f.childName, reference: f.reference })) })) } : null,
    name: user.name,
    twoFactorOn: user.twoFactorMethod !== null,
    areas: dashboardAreas(user.role).map(({ key, label, description, path }) => ({ key, label, description, path })),
  };
}

const AUDIT_LINES = 50;

/** Who made a change: a member of staff by name; without one, a family (their enquiry's status link) or the website's own jobs, or the operator. */
const whoChanged = (c: { userName: string | null; entity: string }) => c.userName ?? (c.entity === "enquiries" ? "A family or the website" : "Operator (command line)");

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, twoFactorOn, areas, changes, timeZone, toDo, now, childcare } = loaderData;
  return (
    <>
      <h1 className="text-3xl sm:text-4xl">Dashboard</h1>
      <p className="mt-2 text-lg text-slate-700">Welcome back, {name}. Choose what you would like to update.</p>
      {toDo.backups ? <BackupStatus state={toDo.backups} now={now} timeZone={timeZone} /> : null}

      <ToDo toDo={toDo} timeZone={timeZone} fullLogBelow={changes !== null} />

      <section aria-labelledby="areas-heading" className="mt-8">
        <h2 id="areas-heading" className="sr-only">
          Website areas
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-areas">
          {areas.map((area) => (
            <li key={area.key}>
              <Link
                to={area.path}
                className="group flex h-full items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-800 no-underline shadow-sm hover:border-brand-600 hover:shadow"
              >
                <span>
                  <span className="block font-serif text-xl font-semibold text-brand-900 group-hover:underline">{area.label}</span>
                  <span className="mt-1 block text-slate-700">{area.description}</span>
                </span>
                <ChevronRight className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {childcare ? <EnquiryNumbers numbers={childcare.numbers} tours={childcare.tours} /> : null}

      <CardSection title="Your account" className="mt-12">
        {twoFactorOn ? null : (
          <p className="mt-2 text-slate-700">
            Two-step verification is off. Turning it on keeps the website safe even if someone learns your password.
          </p>
        )}
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <Link to={areaPath("account", "profile")} className="btn-outline gap-2">
              <UserIcon /> Profile and password
            </Link>
          </li>
          <li>
            <Link to={areaPath("account", "two-factor")} className="btn-outline gap-2">
              <ShieldIcon /> Two-step verification
            </Link>
          </li>
          <li>
            <Link to={areaPath("account", "backup-codes")} className="btn-outline">
              Backup codes
            </Link>
          </li>
        </ul>
      </CardSection>

      {changes ? <RecentChanges changes={changes} timeZone={timeZone} /> : null}
    </>
  );
}

type ToDoData = Route.ComponentProps["loaderData"]["toDo"];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What is waiting in the areas this role may enter (server/admin/dashboard.ts leaves the others out):
 * each line leads to where it is done. The latest changes show here unless the whole log is below.
 */
function ToDo({ toDo, timeZone, fullLogBelow }: { toDo: ToDoData; timeZone: string; fullLogBelow: boolean }) {
  const { messages, prayer, announcements, featureRequests, refusedPublishes, recentChanges, newRegistrations } = toDo;
  const lines: { key: string; to: string; text: string }[] = [];
  const moment = { format: (at: Date) => momentWords(at, timeZone) };
  for (const r of refusedPublishes) {
    lines.push({ key: `refused-${r.key}`, to: r.path, text: `“${r.title}” was not published as scheduled (${moment.format(new Date(r.dueAt))}): ${r.because}. The draft is kept.` });
  }
  if (messages) {
    if (messages.contact) lines.push({ key: "contact", to: `${areaPath("messages")}?kind=contact`, text: plural(messages.contact, "unread message", "unread messages") });
    if (messages.directory) lines.push({ key: "directory", to: `${areaPath("messages")}?kind=directory`, text: `${plural(messages.directory, "new directory entry", "new directory entries")}` });
    if (messages.failedNotices) {
      lines.push({ key: "notices", to: areaPath("messages"), text: `${plural(messages.failedNotices, "staff notice", "staff notices")} of new messages could not be sent` });
    }
  }
  if (prayer?.forPastors) lines.push({ key: "prayer-pastors", to: areaPath("prayer"), text: `${plural(prayer.forPastors, "new prayer request", "new prayer requests")} for the pastors` });
  if (prayer?.toReview) lines.push({ key: "prayer-wall", to: areaPath("prayer"), text: `${plural(prayer.toReview, "text waits", "texts wait")} for review before the prayer wall` });
  if (prayer?.failedMail) lines.push({ key: "prayer-mail", to: areaPath("prayer", "team"), text: `${plural(prayer.failedMail, "prayer ministry e-mail", "prayer ministry e-mails")} could not be sent` });
  for (const a of announcements?.expiringThisWeek ?? []) lines.push({ key: `expiring-${a.id}`, to: areaPath("announcements", "edit", a.id), text: `“${a.subject}” expires on ${longDate(a.expiresOn)}` });
  for (const a of announcements?.scheduled ?? []) lines.push({ key: `scheduled-${a.id}`, to: areaPath("announcements", "edit", a.id), text: `“${a.subject}” is scheduled to appear on ${longDate(a.publishOn)}` });
  if (newRegistrations) lines.push({ key: "registrations", to: areaPath("registrations"), text: `${plural(newRegistrations, "new registration", "new registrations")} this week` });
  if (featureRequests?.open) lines.push({ key: "features", to: areaPath("feature-requests"), text: plural(featureRequests.open, "open feature request", "open feature requests") });

  return (
    <CardSection title="What needs doing">
      {lines.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing is waiting for you.</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="dashboard-todo">
          {lines.map((line) => (
            <li key={line.key}>
              <Link to={line.to} className="inline-flex min-h-6 items-center gap-1 font-medium text-brand-800 underline">
                {line.text}
                <ChevronRight className="h-4 w-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!fullLogBelow && recentChanges.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Latest changes</h3>
          <ul className="mt-2 space-y-1 text-slate-800" data-testid="dashboard-latest-changes">
            {recentChanges.map((c) => (
              <li key={c.id}>
                {postedDate(c.at, timeZone)}: {whoChanged(c)} {c.words}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </CardSection>
  );
}

type Change = { id: number; at: string; words: string; userName: string | null; entity: string };

/** The audit log (siteadmins only): who changed what, and when, newest first. */
function RecentChanges({ changes, timeZone }: { changes: Change[]; timeZone: string }) {
  const time = (iso: string) => new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));
  return (
    <CardSection title="Recent changes" className="mt-12">
      <p className="mt-1 text-slate-700">The last {AUDIT_LINES} changes anyone made in the staff area. Only site administrators see this.</p>
      {changes.length === 0 ? (
        <p className="mt-4 text-slate-700">No changes have been made yet.</p>
      ) : (
        <div className="mt-4">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">When</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Who</th>
                <th scope="col" className="py-2 pr-4 font-semibold">What</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {changes.map((c) => (
                <tr key={c.id}>
                  <td className="py-2 pr-4 align-top">
                    {postedDate(c.at, timeZone)}, {time(c.at)}
                  </td>
                  <td className="py-2 pr-4 align-top">{whoChanged(c)}</td>
                  <td className="py-2 pr-4 align-top break-words">{c.words}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CardSection>
  );
}
