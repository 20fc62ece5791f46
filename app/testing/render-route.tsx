import { renderToString } from "react-dom/server";
import { RouterContextProvider, RouterProvider, createMemoryRouter } from "react-router";
import type { Database } from "../../server/db/client.ts";
import { testServices } from "../../server/testing/services.ts";
import { requestContext, servicesContext } from "../context.ts";

type RouteModule = {
  loader?: (args: never) => unknown;
  default: (props: never) => React.ReactNode;
};

/**
 * Runs a route module's loader with the real services over `database`, then renders its component to
 * HTML, as the server does for a visitor without a session.
 */
export async function renderRoute(module: RouteModule, options: RenderOptions): Promise<string> {
  return (await renderRouteWithData(module, options)).html;
}

type RenderOptions = { database: Database; path?: string; params?: Record<string, string>; now?: string };

/** As `renderRoute`, also giving the loader's data (for the page's `meta`). */
export async function renderRouteWithData(module: RouteModule, { database, path = "/", params = {}, now = "2026-11-21T15:00:00Z" }: RenderOptions) {
  const services = testServices(database, { now });
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth: null });
  const url = new URL(`https://church.example${path}`);
  const answer = module.loader ? await (module.loader as (a: unknown) => unknown)({ request: new Request(url), url, params, context }) : undefined;
  // A loader that sets headers answers with data(value, init): the page gets the value.
  const loaderData = answer && typeof answer === "object" && (answer as { type?: string }).type === "DataWithResponseInit" ? (answer as { data: unknown }).data : answer;
  const rootData = { publicUrl: "https://church.example", timeZone: "America/New_York", nonce: "n", apiKey: "k", captcha: services.captcha.publicSettings() };
  return { html: renderPage(module, { path, params, loaderData, rootData }), loaderData };
}

/**
 * Renders a route module's component with its loader's data at `path`, under a root route holding
 * `rootData`; with `actionData`, as the page is drawn from its action's answer (a post without JavaScript).
 */
export function renderPage(
  module: RouteModule,
  { path, params = {}, loaderData, actionData, rootData }: { path: string; params?: Record<string, string>; loaderData: unknown; actionData?: unknown; rootData: Record<string, unknown> },
) {
  const Component = module.default as unknown as React.ComponentType<{ loaderData: unknown; actionData: unknown; params: Record<string, string>; matches: unknown[] }>;
  // A data router, so that components reading the root's data (API key, captcha settings) find it.
  const router = createMemoryRouter(
    [{ id: "root", loader: () => rootData, children: [{ id: "page", path: new URL(path, "https://church.example").pathname, loader: () => loaderData, element: <Component loaderData={loaderData} actionData={actionData} params={params} matches={[]} /> }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData, page: loaderData }, ...(actionData === undefined ? {} : { actionData: { page: actionData } }) } },
  );
  return renderToString(<RouterProvider router={router} />);
}
