import { Outlet, data, isRouteErrorResponse, redirectDocument, useMatches, useRouteLoaderData } from "react-router";
import { IslandsScript } from "../../components/islands-script.tsx";
import { ErrorPage } from "../../components/not-found.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { currentAuth, takeRefusedNotice } from "../../lib/auth.server.ts";
import { layoutContent } from "../../lib/content.server.ts";
import { headerFacts } from "../../lib/site.ts";
import { islandsScript } from "../../lib/islands.server.ts";
import type { Route } from "./+types/layout";

/**
 * The public pages are rendered on the server and sent without React Router's scripts (app/root.tsx);
 * their interactive parts are small scripts of their own (docs/decisions/0004-public-pages-without-hydration.md).
 */
export const handle = { hydrate: false };

/** A missing page (or a failure) renders through this layout's boundary: it must not be indexed. */
export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  error
    ? [
        { title: isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong" },
        { name: "robots", content: "noindex" },
      ]
    : loaderData?.preview
      ? [{ name: "robots", content: "noindex, nofollow" }]
      : [];

/** A preview shows drafts to one member of staff: its loader says never to index or store it. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * A page is the same for a visitor and for a signed-in member of staff, whose staff bar the islands
 * script adds in their browser (issue 30); a preview and the refused-area notice are theirs alone.
 */
export async function loader(args: Route.LoaderArgs) {
  const auth = currentAuth(args.context);
  const { site, preview, previewFrom } = await layoutContent(args);
  // A page drawn for a signed-in member of staff is not stored by a shared cache (the page cache never
  // keeps a response to a request with a session cookie either).
  const headers = new Headers(preview ? { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" } : auth ? { "Cache-Control": "private, no-cache" } : {});
  const { sentence: refused, clear } = takeRefusedNotice(args);
  if (clear) headers.append("Set-Cookie", clear);
  return data({ islands: islandsScript, site, preview, previewFrom, refused }, { headers });
}

/**
 * A hydrated page (sign-in, staff area) that navigates here in the browser loads the page as a
 * document instead, so that it comes with its own scripts.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs): never {
  throw redirectDocument(request.url);
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  // A page with the message form of its own (the contact page) shows it once: not in the footer too.
  const pageHasMessageForm = useMatches().some((match) => (match.handle as { showsMessageForm?: boolean } | undefined)?.showsMessageForm);
  return (
    <>
      {loaderData.preview ? <PreviewBanner from={loaderData.previewFrom} /> : null}
      <SiteHeader facts={headerFacts(loaderData.site.settings)} staffBar />
      {loaderData.refused ? <RefusedNotice sentence={loaderData.refused} /> : null}
      <Outlet />
      <SiteFooter site={loaderData.site} messageForm={!pageHasMessageForm} />
      <IslandsScript src={loaderData.islands} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/site/layout");
  return (
    <>
      {layout ? <SiteHeader facts={headerFacts(layout.site.settings)} staffBar /> : null}
      <ErrorPage error={error} />
      {layout ? <SiteFooter site={layout.site} /> : null}
      <IslandsScript src={layout?.islands} />
    </>
  );
}

/** Staff previewing drafts see at once that this is not what visitors see (the page is not hydrated: a plain link). */
function PreviewBanner({ from }: { from: { path: string; title: string } | null }) {
  return (
    <div role="status" className="sticky top-0 z-50 border-b-4 border-amber-500 bg-amber-100 text-amber-950">
      <p className="container-page flex flex-wrap items-center justify-between gap-2 py-2 text-sm font-semibold sm:text-base">
        <span>Preview: this page shows your unpublished drafts. Visitors still see the published version.</span>
        <a href={from?.path ?? "/admin/dashboard"} className="underline">
          {from ? `Back to ${from.title}` : "Back to the staff area"}
        </a>
      </p>
    </div>
  );
}

/** Once, after the staff area's guard sent a member of staff to / (the page is not hydrated: a plain link). */
function RefusedNotice({ sentence }: { sentence: string }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950" data-testid="refused-notice">
      <p className="container-page flex flex-wrap items-center justify-between gap-2 py-3">
        <span>{sentence}</span>
        <a href="/admin/dashboard" className="font-semibold underline">
          Go to your dashboard
        </a>
      </p>
    </div>
  );
}
