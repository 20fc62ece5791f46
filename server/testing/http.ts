import { mkdirSync, mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { tmpdir } from "node:os";
import path from "node:path";
import pino, { type Logger } from "pino";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createHttpApp } from "../http/app.ts";
import { createMetrics } from "../metrics/metrics.ts";
import { type ServiceOptions, createServices } from "../services.ts";
import { openStore } from "../storage/open-store.ts";
import type { Clock } from "../clock/clock.ts";
import { fixedClock } from "./clock.ts";
import { type TestDatabase, type TestDatabaseKind, freshDatabase } from "./database.ts";

/** The HTTP app (API, uploads, health) over a test database, with a fixed clock and its own DATA_DIR. */
export function testHttpApp(
  database: Database,
  {
    clock = fixedClock("2026-11-21T15:00:00Z"),
    smtpUrl,
    notifyEmail,
    captcha,
    logger = pino({ level: "silent" }),
    env = {},
    withMetrics = false,
  }: { clock?: Clock; smtpUrl?: string; notifyEmail?: string; captcha?: ServiceOptions["captcha"]; logger?: Logger; env?: Record<string, string>; withMetrics?: boolean } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-http-"));
  const config = loadConfig({ DATA_DIR: dataDir, API_KEY: "test-api-key-0123456789", PUBLIC_URL: "https://church.example", LOG_LEVEL: "silent", TRUST_PROXY: "true", ...env });
  const services = createServices({
    database,
    clock,
    site: { publicUrl: config.publicUrl, timeZone: config.siteTimeZone },
    sessionSecret: config.sessionSecret,
    mail: { smtpUrl: smtpUrl ?? "smtp://127.0.0.1:1", from: config.mailFrom, outboxDir: path.join(dataDir, "outbox"), notifyEmail },
    // A cheap proof of work keeps tests fast; production uses the default cost.
    captcha: captcha ?? { provider: "altcha", cost: 100 },
    logger,
    store: openStore(config),
  });
  // As in production (server/main.ts): queued e-mail goes out through the worker, never in a request.
  services.mailer.startWorker();
  // Only for the tests that read /metrics: each registry starts Node's event-loop monitor.
  const metrics = withMetrics ? createMetrics({ database, clock }) : undefined;
  const http = createHttpApp({ config, database, services, logger, metrics });
  const get = (url: string, headers: Record<string, string> = { "x-api-key": config.apiKey }) => http.request(url, { headers });
  const uploadsDir = path.join(config.dataDir, "uploads");
  // As the store's check at start does in production; a bucket keeps nothing here.
  if (!config.s3) mkdirSync(uploadsDir, { recursive: true });
  return { http, get, config, services, dataDir, uploadsDir, metrics };
}

/**
 * For one describe block: a fresh database of `kind` and the HTTP app over it, made before the block's
 * tests (and before its own beforeAll) and dropped after them. The tests read `.database` and `.app`.
 */
export function httpAppForSuite(options: Parameters<typeof testHttpApp>[1] = {}, kind: TestDatabaseKind = "pglite") {
  const suite = {} as { database: TestDatabase; app: ReturnType<typeof testHttpApp> };
  beforeAll(async () => {
    suite.database = await freshDatabase(kind);
    suite.app = testHttpApp(suite.database, options);
  });
  afterAll(async () => {
    await suite.app.services.mailer.close();
    await suite.database.drop();
  });
  return suite;
}

/** An app listening on a free port of 127.0.0.1 (real sockets, real streaming); `close` ends every connection. */
export async function listening(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
