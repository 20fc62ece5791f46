import { Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { currentAuth } from "../../lib/auth.server.ts";
import type { Route } from "./+types/layout";

/** A missing page (or a failure) renders through this layout's boundary: it must not be indexed. */
export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [
        { title: isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong" },
        { name: "robots", content: "noindex" },
      ]
    : [];

/** Only the role goes to the browser: the header shows the Admin link for admin and siteadmin. */
export function loader({ context }: Route.LoaderArgs) {
  const auth = currentAuth(context);
  return { user: auth ? { role: auth.user.role } : null };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader user={loaderData.user} />
      <Outlet />
      <SiteFooter />
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
    </>
  );
}
