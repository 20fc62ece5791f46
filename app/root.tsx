import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { requestContext, servicesContext } from "./context.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Browsers offer the site's search in their address bar (issue 33).
  { rel: "search", type: "application/opensearchdescription+xml", href: "/opensearch.xml", title: "Search this site" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { site, captcha, content } = context.get(servicesContext);
  const { nonce, apiKey } = context.get(requestContext);
  // The church's name for the titles of private pages: from the in-memory snapshot (no query once read);
  // without a database those pages still render, titled without it.
  const siteName = await content.snapshot().then(
    (snapshot) => snapshot.settings.churchName,
    () => null,
  );
  // The x-api-key the pages send to /api: public by design (design.md, security model).
  // The captcha settings carry the provider's site key only, never its secret.
  return { publicUrl: site.publicUrl, timeZone: site.timeZone, nonce, apiKey, captcha: captcha.publicSettings(), siteName };
}

/**
 * Whether the page hydrates with React Router's scripts. A route whose handle says `hydrate: false`
 * (the public site's layout) is sent as server-rendered HTML without them, for it and every route
 * below it; it brings its own small scripts (docs/decisions/0004-public-pages-without-hydration.md).
 */
function useHydrate(): boolean {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  const hydrate = useHydrate();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14335c" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="container-page py-16 text-center">
      <h1 className="text-3xl">{status === 404 ? "The page you are looking for can not be found" : "Something went wrong"}</h1>
      <p className="mt-6">
        <a href="/">Return to Homepage</a>
      </p>
    </main>
  );
}
