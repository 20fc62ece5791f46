import { Outlet, useRouteLoaderData } from "react-router";
import { IslandsScript } from "../../components/islands-script.tsx";
import { ErrorPage } from "../../components/not-found.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { layoutContent } from "../../lib/content.server.ts";
import { headerFacts } from "../../lib/site.ts";
import { islandsScript } from "../../lib/islands.server.ts";
import type { Route } from "./+types/layout";

/**
 * The sign-in pages: the site header and no footer. They hydrate with React; the header's menus come
 * from the same islands script as on the public pages.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site } = await layoutContent(args);
  return { islands: islandsScript, header: headerFacts(site.settings) };
}

export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader facts={loaderData.header} />
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
      {layout ? <SiteHeader facts={layout.header} /> : null}
      <ErrorPage error={error} />
      <IslandsScript src={layout?.islands} />
    </div>
  );
}
