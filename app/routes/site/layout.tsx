import { Outlet, isRouteErrorResponse, redirectDocument, useRouteLoaderData } from "react-router";
import { IslandsScript } from "../../components/islands-script.tsx";
import { ErrorPage } from "../../components/not-found.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { currentAuth } from "../../lib/auth.server.ts";
import { islandsScript } from "../../lib/islands.server.ts";
import type { Route } from "./+types/layout";

/**
 * The public pages are rendered on the server and sent without React Router's scripts (app/root.tsx);
 * their interactive parts are small scripts of their own (docs/decisions/0004-public-pages-without-hydration.md).
 */
export const handle = { hydrate: false };

/** A missing page (or a failure) renders through this layout's boundary: it must not be indexed. */
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [
        { title: isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong" },
        { name: "robots", content: "noindex" },
      ]
    : [];

/**
 * The header shows the Admin link for admin and siteadmin; the page cache keeps only pages rendered
 * for visitors without a session (server/http/page-cache.ts), so a cached page never carries it.
 */
export function loader({ context }: Route.LoaderArgs) {
  const auth = currentAuth(context);
  return { user: auth ? { role: auth.user.role } : null, islands: islandsScript };
}

/**
 * A hydrated page (sign-in, staff area) that navigates here in the browser loads the page as a
 * document instead, so that it comes with its own scripts.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs): never {
  throw redirectDocument(request.url);
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader user={loaderData.user} />
      <Outlet />
      <SiteFooter />
      <IslandsScript src={loaderData.islands} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/site/layout");
  return (
    <>
      <SiteHeader user={layout?.user ?? null} />
      <ErrorPage error={error} />
      <SiteFooter />
      <IslandsScript src={layout?.islands} />
    </>
  );
}
