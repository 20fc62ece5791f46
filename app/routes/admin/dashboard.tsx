import { Link } from "react-router";
import { canEnter } from "../../../server/auth/permissions.ts";
import { ChevronRight, ShieldIcon, UserIcon } from "../../components/icons.tsx";
import { ADMIN_AREAS } from "../../content/admin-areas.ts";
import { requireArea } from "../../lib/auth.server.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => privateMeta("Dashboard");

/** The areas this role may enter, by the permission table of spec section 6. */
export function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  return {
    name: user.name,
    twoFactorOn: user.twoFactorMethod !== null,
    areas: ADMIN_AREAS.filter((area) => canEnter(user.role, `/admin/${area.slug}`)).map(({ slug, title, description }) => ({ slug, title, description })),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, twoFactorOn, areas } = loaderData;
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
            <li key={area.slug}>
              <Link
                to={`/admin/${area.slug}`}
                className="group flex h-full items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-800 no-underline shadow-sm hover:border-brand-600 hover:shadow"
              >
                <span>
                  <span className="block font-serif text-xl font-semibold text-brand-900 group-hover:underline">{area.title}</span>
                  <span className="mt-1 block text-slate-700">{area.description}</span>
                </span>
                <ChevronRight className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="account-heading" className="mt-12 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="account-heading" className="text-2xl">
          Your account
        </h2>
        {twoFactorOn ? null : (
          <p className="mt-2 text-slate-700">
            Two-step verification is off. Turning it on keeps the website safe even if someone learns your password.
          </p>
        )}
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <Link to="/user/profile" className="btn-outline gap-2">
              <UserIcon /> Profile and password
            </Link>
          </li>
          <li>
            <Link to="/user/two-factor" className="btn-outline gap-2">
              <ShieldIcon /> Two-step verification
            </Link>
          </li>
          <li>
            <Link to="/user/backup-codes" className="btn-outline">
              Backup codes
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
