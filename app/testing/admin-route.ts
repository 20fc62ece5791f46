import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Role } from "../../shared/roles.ts";
import type { Database } from "../../server/db/client.ts";
import type { Backups } from "../../server/backups/backups.ts";
import { type Services, createServices } from "../../server/services.ts";
import { fixedClock } from "../../server/testing/clock.ts";
import { type TestDatabaseKind, freshDatabase } from "../../server/testing/database.ts";
import type { Clock } from "../../server/clock/clock.ts";
import type { RequestInfo } from "../../server/http/request-info.ts";
import { requestContext, servicesContext } from "../context.ts";
import { renderPage } from "./render-route.tsx";

/** What a loader or action answered, thrown or returned: a redirect, data with a status, or a plain value (with its headers). */
export type RouteAnswer = { status: number; location: string | null; headers: Headers; data: Record<string, unknown> & { error?: string; fields?: Record<string, string> } };

type RouteFn = (args: never) => unknown;

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && "init" in value && "data" in value && (value as { type?: string }).type === "DataWithResponseInit";
}

export async function answer(run: () => unknown): Promise<RouteAnswer> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("location"), headers: value.headers, data: (await value.clone().json().catch(() => ({}))) as RouteAnswer["data"] };
  }
  if (isDataWithInit(value)) return { status: value.init?.status ?? 200, location: null, headers: new Headers(value.init?.headers), data: value.data as RouteAnswer["data"] };
  if (value instanceof Error) throw value;
  return { status: 200, location: null, headers: new Headers(), data: (value ?? {}) as RouteAnswer["data"] };
}

/**
 * Runs admin route modules' loaders and actions in-process with the real services over `database`,
 * as a signed-in user of a given role (a real users row, so the audit log names them).
 */
export function adminHarness(database: Database, { clock = fixedClock("2026-11-21T15:00:00Z"), uploadsDir, backups }: { clock?: Clock; uploadsDir?: string; backups?: Backups } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-admin-"));
  /** Every "content changed" signal the services send (it clears the cached public pages), in order. */
  const changes: string[] = [];
  const recording: Database = {
    ...database,
    notify: async (channel, payload) => {
      changes.push(channel);
      await database.notify(channel, payload);
    },
  };
  const services: Services = createServices({
    database: recording,
    clock,
    site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
    sessionSecret: "s".repeat(40),
    mail: { smtpUrl: undefined, from: "office@example.org", outboxDir: path.join(dataDir, "outbox") },
    logger: pino({ level: "silent" }),
    ...(uploadsDir ? { uploadsDir } : {}),
    backups,
  } as Parameters<typeof createServices>[0]);
  const people = new Map<Role, NonNullable<RequestInfo["auth"]>>();

  async function as(role: Role | null): Promise<RequestInfo["auth"]> {
    if (!role) return null;
    let auth = people.get(role);
    if (!auth) {
      const user = await services.accounts.createUser({ name: `Test ${role}`, username: `test-${role}`, password: "correct horse battery", role });
      auth = { user: { id: user.id, name: user.name, username: user.username, email: null, role, twoFactorMethod: null }, csrfToken: `csrf-${role}`, signedInAt: clock.now().toISOString(), sessionId: `session-${role}` };
      people.set(role, auth);
    }
    return auth;
  }

  function contextFor(auth: RequestInfo["auth"]) {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { nonce: "n", apiKey: "k", address: "198.51.100.7", auth });
    return context;
  }

  return {
    services,
    dataDir,
    changes,
    /** The router context of a request by `role`'s test session (or by a visitor: null), for calling a module directly. */
    context: async (role: Role | null) => contextFor(await as(role)),
    /** The user row behind a role's test session. */
    user: async (role: Role) => (await as(role))!.user,
    async load(module: { loader?: RouteFn }, { path: route, params = {}, role }: { path: string; params?: Record<string, string>; role: Role | null }) {
      const auth = await as(role);
      const url = new URL(`https://church.example${route}`);
      return answer(() => (module.loader as (a: unknown) => unknown)({ request: new Request(url), url, params, context: contextFor(auth) }));
    },
    /**
     * The page a role sees at `path`: the loader's data rendered by the module's component (the loader
     * must answer 200); with `actionData`, the page drawn again from an action's answer.
     */
    async render(module: { loader?: RouteFn; default: (props: never) => React.ReactNode }, options: { path: string; params?: Record<string, string>; role: Role; actionData?: unknown }) {
      const loaded = await this.load(module, options);
      if (loaded.status !== 200) throw new Error(`${options.path} answered ${loaded.status}: ${JSON.stringify(loaded.data)}`);
      return renderPage(module, { ...options, loaderData: loaded.data, rootData: { publicUrl: "https://church.example", timeZone: "America/New_York", nonce: "n", apiKey: "k" } });
    },
    /** Posts `fields` (strings, repeated names as arrays) with the role's security token unless `csrf` says otherwise. */
    async act(
      module: { action?: RouteFn },
      { path: route, params = {}, role, fields = {}, csrf }: { path: string; params?: Record<string, string>; role: Role | null; fields?: Record<string, string | string[]>; csrf?: string },
    ) {
      const auth = await as(role);
      const url = new URL(`https://church.example${route}`);
      const body = new FormData();
      body.set("csrf", csrf ?? auth?.csrfToken ?? "");
      for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
      const request = new Request(url, { method: "POST", body });
      return answer(() => (module.action as (a: unknown) => unknown)({ request, url, params, context: contextFor(auth) }));
    },
  };
}

/**
 * For one describe block: a fresh database of `kind` (dropped after the block, or after each test with
 * `databasePerTest`) and the admin harness over it, read as `site.database` and `site.admin` inside
 * the tests.
 */
export function adminTestSite(kind: TestDatabaseKind, { databasePerTest = false } = {}) {
  const site = {} as { database: Awaited<ReturnType<typeof freshDatabase>>; admin: ReturnType<typeof adminHarness> };
  const [before, after] = databasePerTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    site.database = await freshDatabase(kind);
    site.admin = adminHarness(site.database);
  });
  after(() => site.database.drop());
  return site;
}
