import { Link } from "react-router";
import { ChevronRight, ShieldIcon, UserIcon } from "../../components/icons.tsx";
import { dashboardAreas, isAreaKey, AREAS } from "../../../shared/areas.ts";
import { servicesContext } from "../../context.ts";
import { requireArea } from "../../lib/auth.server.ts";
import { postedDate } from "../../../shared/format.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/dashboard";
import { CardSection } from "../../components/admin/admin-ui.tsx";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Dashboard");

/** The areas this role may enter, by the area table; for siteadmins, the audit log. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  const { audit, site } = args.context.get(servicesContext);
  const changes = user.role === "siteadmin" ? await audit.recent(AUDIT_LINES) : null;
  return {
    timeZone: site.timeZone,
    changes: changes?.map((c) => ({ ...c, at: c.at.toISOString() })) ?? null,
    name: user.name,
    twoFactorOn: user.twoFactorMethod !== null,
    areas: dashboardAreas(user.role).map(({ key, label, description, path }) => ({ key, label, description, path })),
  };
}

const AUDIT_LINES = 50;

/** How an audit line's action reads to a person. */
const ACTION_WORDS: Record<string, string> = {
  create: "added",
  update: "changed",
  delete: "deleted",
  invite: "invited",
  disable: "disabled",
  enable: "re-enabled",
  "clear-two-factor": "cleared two-step verification of",
  "reset-link": "made a reset link for",
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, twoFactorOn, areas, changes, timeZone } = loaderData;
  return (
    <>
      <h1 className="text-3xl sm:text-4xl">Dashboard</h1>
      <p className="mt-2 text-lg text-slate-700">Welcome back, {name}. Choose what you would like to update.</p>

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

      <CardSection title="Your account" className="mt-12">
        {twoFactorOn ? null : (
          <p className="mt-2 text-slate-700">
            Two-step verification is off. Turning it on keeps the website safe even if someone learns your password.
          </p>
        )}
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <Link to="/admin/user/profile" className="btn-outline gap-2">
              <UserIcon /> Profile and password
            </Link>
          </li>
          <li>
            <Link to="/admin/user/two-factor" className="btn-outline gap-2">
              <ShieldIcon /> Two-step verification
            </Link>
          </li>
          <li>
            <Link to="/admin/user/backup-codes" className="btn-outline">
              Backup codes
            </Link>
          </li>
        </ul>
      </CardSection>

      {changes ? <RecentChanges changes={changes} timeZone={timeZone} /> : null}
    </>
  );
}

type Change = { id: number; at: string; action: string; entity: string; entityId: string | null; detail: string | null; userName: string | null };

/** The audit log (siteadmins only): who changed what, and when, newest first. */
function RecentChanges({ changes, timeZone }: { changes: Change[]; timeZone: string }) {
  const area = (entity: string) => (isAreaKey(entity) ? AREAS[entity].label : entity);
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
                  <td className="py-2 pr-4 align-top">{c.userName ?? "Operator (command line)"}</td>
                  <td className="py-2 pr-4 align-top break-words">
                    {ACTION_WORDS[c.action] ?? c.action} in {area(c.entity)}
                    {c.detail ? `: ${c.detail}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CardSection>
  );
}
