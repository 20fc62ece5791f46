import pino from "pino";
import { renderToString } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import type { Database } from "../../server/db/client.ts";
import { createServices } from "../../server/services.ts";
import { fixedClock } from "../../server/testing/clock.ts";
import { requestContext, servicesContext } from "../context.ts";

type RouteModule = {
  loader?: (args: never) => unknown;
  default: (props: never) => React.ReactNode;
};

/**
 * Runs a route module's loader with the real services over `database`, then renders its component to
 * HTML, as the server does for a visitor without a session.
 */
export async function renderRoute(module: RouteModule, { database, path = "/", params = {}, now = "2026-11-21T15:00:00Z" }: { database: Database; path?: string; params?: Record<string, string>; now?: string }) {
  const services = createServices({
    database,
    clock: fixedClock(now),
    site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
    sessionSecret: "s".repeat(40),
    mail: { smtpUrl: undefined, from: "office@example.org", outboxDir: "/nonexistent" },
    logger: pino({ level: "silent" }),
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth: null });
  const url = new URL(`https://church.example${path}`);
  const loaderData = module.loader ? await (module.loader as (a: unknown) => unknown)({ request: new Request(url), url, params, context }) : undefined;
  const Component = module.default as unknown as React.ComponentType<{ loaderData: unknown; params: Record<string, string>; matches: unknown[] }>;
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Component loaderData={loaderData} params={params} matches={[]} />
    </MemoryRouter>,
  );
}
