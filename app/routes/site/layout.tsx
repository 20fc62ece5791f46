import { Outlet, isRouteErrorResponse, redirectDocument, useRouteLoaderData } from "react-router";
import { IslandsScript } from "../../components/islands-script.tsx";
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const layout = useRouteLoaderData<typeof loader>("routes/site/layout");
  return (
    <>
      <SiteHeader user={layout?.user ?? null} />
      <main id="main" className="container-page py-20 text-center">
        <h1 className="text-3xl">{notFound ? "The page you are looking for can not be found" : "Something went wrong on our side"}</h1>
        {notFound ? null : <p className="mt-4">Please try again in a moment.</p>}
        <p className="mt-8">
          <a href="/" className="btn">
            Return to Homepage
          </a>
        </p>
      </main>
      <SiteFooter />
      <IslandsScript src={layout?.islands} />
    </>
  );
}
