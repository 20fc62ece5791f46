import { useCallback, useState } from "react";
import { Link, NavLink, Outlet, isRouteErrorResponse, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { Spinner } from "../../components/auth-ui.tsx";
import { ConfirmDialog } from "../../components/admin/confirm-dialog.tsx";
import { Logo } from "../../components/icons.tsx";
import { areaPath } from "../../../shared/areas.ts";
import { ROLE_LABELS } from "../../../shared/roles.ts";
import { servicesContext } from "../../context.ts";
import { isSignedInPath, showsBackButton } from "../../lib/admin-shell.ts";
import { useApiKey } from "../../lib/api-client.ts";
import { requireArea } from "../../lib/auth.server.ts";
import { logout } from "../../lib/logout.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { useSessionWatch } from "../../lib/use-session-watch.ts";
import { useClearDraftOnSave } from "../../lib/use-draft.ts";
import type { Route } from "./+types/layout";

/** The admin shell (spec section 2) for /admin and /user: a session, and the section 6 table for the requested path. */
export async function loader(args: Route.LoaderArgs) {
  const { user, signedInAt } = requireArea(args);
  const { settings } = await args.context.get(servicesContext).content.snapshot();
  return { user: { id: user.id, name: user.name, role: user.role }, signedInAt, shortName: settings.shortName };
}

/** The shell's own error page (a refusal or a failure) has a title too; every page below has its own. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const notAllowed = isRouteErrorResponse(error) && error.data?.notAllowed === true;
  return privateMeta(matches, notAllowed ? "This page is not open to you" : "Something went wrong");
};

/** Signed-in pages are never stored: after logout, Back must not show them from a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, signedInAt, shortName } = loaderData;
  const apiKey = useApiKey();
  const location = useLocation();
  const navigation = useNavigation();
  const [leaving, setLeaving] = useState(false);

  const signOut = useCallback(() => {
    setLeaving(true);
    void logout(apiKey);
  }, [apiKey]);
  // A minute before an idle sign-out, a dialog offers to stay (issue 16); any activity is an answer too.
  const [idleWarning, setIdleWarning] = useState(false);
  useSessionWatch({ apiKey, signedInAt, onExpire: signOut, onWarn: setIdleWarning });
  useClearDraftOnSave(user.id);

  // Moving to another signed-in page runs its guard on the server first; until it answers, a spinner.
  const checking = navigation.state === "loading" && isSignedInPath(navigation.location.pathname) && navigation.location.pathname !== location.pathname;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a href="#main" className="sr-only z-50 rounded bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2">
        Skip to content
      </a>
      {/* The staff menu stays off paper (the printable sign-in sheet, issue 34). */}
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <Link to={areaPath("dashboard")} className="order-1 flex items-center gap-3 text-brand-900 no-underline">
            <Logo />
            <span className="leading-tight">
              <span className="block font-serif text-lg font-semibold">Staff area</span>
              <span className="block text-sm text-slate-600">{shortName}</span>
            </span>
          </Link>
          <nav aria-label="Staff area" className="order-3 -mx-2 w-full sm:-mx-3 md:order-2 md:mx-0 md:ml-auto md:w-auto">
            <ul className="flex flex-wrap items-center gap-1">
              <ShellLink to={areaPath("dashboard")}>Dashboard</ShellLink>
              <ShellLink to={areaPath("account", "profile")}>My account</ShellLink>
              <ShellLink to="/">View website</ShellLink>
            </ul>
          </nav>
          <div className="order-2 flex items-center gap-4 md:order-3">
            <p className="hidden text-right text-sm leading-tight text-slate-700 sm:block">
              <span className="block font-semibold text-slate-900">{user.name}</span>
              <span className="sr-only">, </span>
              <span className="block text-xs">{ROLE_LABELS[user.role]}</span>
            </p>
            <button type="button" className="btn-outline py-1.5" onClick={signOut} disabled={leaving}>
              {leaving ? "Logging out..." : "Logout"}
            </button>
          </div>
        </div>
      </header>
      {showsBackButton(location.pathname) ? (
        <div className="container-page pt-5 print:hidden">
          <Link to={areaPath("dashboard")} className="btn-outline gap-1 py-1.5 text-sm">
            <span aria-hidden="true">&larr;</span> Back to dashboard
          </Link>
        </div>
      ) : null}
      {/* The safe answer, staying signed in, has the focus; pressing it is activity, which tells the server too. */}
      <ConfirmDialog
        open={idleWarning && !leaving}
        title="Are you still there?"
        cancelLabel="Stay signed in"
        confirmLabel="Sign out now"
        onCancel={() => setIdleWarning(false)}
        onConfirm={signOut}
      >
        For safety you will be signed out in a minute because nothing has happened for a while. Anything you are typing is kept in this browser.
      </ConfirmDialog>
      <main id="main" className="container-page flex-1 py-8">
        {checking ? (
          <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-700">
            <Spinner className="h-8 w-8 text-brand-700" />
            <span>Loading...</span>
          </div>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}

function ShellLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <NavLink
        to={to}
        end={to === "/"}
        className="block rounded px-2 py-1.5 font-medium text-brand-900 sm:px-3 no-underline hover:bg-brand-50 aria-[current=page]:bg-brand-100"
      >
        {children}
      </NavLink>
    </li>
  );
}

/**
 * A failure inside the staff area; a refused form (403, stale security token) says what to do, and a
 * page the person's role may not open says so (the person is signed in, so the way out is the dashboard).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const reason = isRouteErrorResponse(error) && typeof error.data?.error === "string" ? error.data.error : null;
  const notAllowed = isRouteErrorResponse(error) && error.data?.notAllowed === true;
  return (
    <main id="main" className="container-page py-20 text-center">
      <h1 className="text-3xl">{notAllowed ? "This page is not open to you" : reason ? "That did not work" : "Something went wrong on our side"}</h1>
      <p className="mt-4">{reason ?? "Please try again in a moment. If it keeps happening, tell your site administrator what you were doing."}</p>
      <p className="mt-8">
        <a href={layout || notAllowed ? areaPath("dashboard") : "/"} className="btn">
          {layout || notAllowed ? "Back to dashboard" : "Return to Homepage"}
        </a>
      </p>
    </main>
  );
}
