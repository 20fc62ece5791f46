import { Outlet, useRouteLoaderData } from "react-router";
import { IslandsScript } from "../../components/islands-script.tsx";
import { ErrorPage } from "../../components/not-found.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { currentAuth } from "../../lib/auth.server.ts";
import { islandsScript } from "../../lib/islands.server.ts";
import type { Route } from "./+types/layout";

/**
 * The sign-in pages: the site header (with the Admin link for a signed-in admin) and no footer. They
 * hydrate with React; the header's menus come from the same islands script as on the public pages.
 */
export function loader({ context }: Route.LoaderArgs) {
  const auth = currentAuth(context);
  return { user: auth ? { role: auth.user.role } : null, islands: islandsScript };
}

export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader user={loaderData.user} />
      <Outlet />
      <IslandsScript src={loaderData.islands} />
    </div>
  );
}

/** A register or manual-reset link without its parameters is the not-found page (spec section 4). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/auth/layout");
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader user={layout?.user ?? null} />
      <ErrorPage error={error} />
      <IslandsScript src={layout?.islands} />
    </div>
  );
}
