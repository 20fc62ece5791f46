import { desc } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Clock } from "../../server/clock/clock.ts";
import type { Database } from "../../server/db/client.ts";
import { outgoingMail } from "../../server/db/schema.ts";
import { fixedClock } from "../../server/testing/clock.ts";
import { type TestDatabaseKind, freshDatabase } from "../../server/testing/database.ts";
import { requestContext, servicesContext } from "../context.ts";
import { type RouteAnswer, adminHarness, answer } from "./admin-route.ts";

type RouteFn = (args: never) => unknown;
type Module = { loader?: RouteFn; action?: RouteFn };

/**
 * The sign-in pages' loaders and actions run in-process the way a visitor's browser reaches them: a
 * visitor keeps the cookies the answers set (the pending sign-in, the session) and sends them back,
 * from an address of its own (the rate limits count per address). Services, users and the signed-in
 * /user helpers (`load`, `act`) are the admin harness's.
 */
export function authHarness(database: Database, options: { clock?: Clock } = {}) {
  const base = adminHarness(database, options);
  let visitors = 0;

  function visitor(address = `203.0.113.${++visitors}`) {
    const jar = new Map<string, string>();

    function keep(headers: Headers) {
      for (const line of headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = decodeURIComponent(pair.slice(at + 1));
        if (/max-age=0/i.test(line) || value === "") jar.delete(name);
        else jar.set(name, value);
      }
    }

    function run(module: Module, kind: "loader" | "action", path: string, body?: FormData): Promise<RouteAnswer> {
      const url = new URL(`https://church.example${path}`);
      const cookie = [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
      const request = new Request(url, { method: body ? "POST" : "GET", body, headers: cookie ? { cookie } : {} });
      const context = new RouterContextProvider();
      context.set(servicesContext, base.services);
      context.set(requestContext, { nonce: "n", apiKey: "k", address, auth: null });
      const fn = module[kind] as ((args: unknown) => unknown) | undefined;
      if (!fn) throw new Error(`the module has no ${kind}`);
      return answer(() => fn({ request, url, params: {}, context }));
    }

    return {
      jar,
      async load(module: Module, path: string) {
        const result = await run(module, "loader", path);
        keep(result.headers);
        return result;
      },
      async post(module: Module, path: string, fields: Record<string, string>) {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        const result = await run(module, "action", path, body);
        keep(result.headers);
        return result;
      },
    };
  }

  return { ...base, visitor };
}

/**
 * A fresh database and an auth harness for one describe block, on a clock set back to `start` before
 * each test; `latestMail` reads the newest message the site queued.
 */
export function authTestSite(kind: TestDatabaseKind, start: string) {
  const clock = fixedClock(start);
  const site = { clock } as {
    clock: typeof clock;
    database: Awaited<ReturnType<typeof freshDatabase>>;
    harness: ReturnType<typeof authHarness>;
    latestMail: () => Promise<typeof outgoingMail.$inferSelect>;
  };
  site.latestMail = async () => {
    const [mail] = await site.database.db.select().from(outgoingMail).orderBy(desc(outgoingMail.id)).limit(1);
    if (!mail) throw new Error("no e-mail was queued");
    return mail;
  };
  beforeAll(async () => {
    site.database = await freshDatabase(kind);
    site.harness = authHarness(site.database, { clock });
  });
  beforeEach(() => clock.set(start));
  afterAll(async () => {
    await site.harness.services.mailer.close();
    await site.database.drop();
  });
  return site;
}
