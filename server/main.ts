// First: it decides which build of React and the other libraries every later import loads.
import "./production-mode.ts";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { openStore } from "./storage/open-store.ts";
import { getRequestListener } from "@hono/node-server";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { runForOperator } from "./cli.ts";
import { ConfigError, type Config, loadConfig } from "./config.ts";
import { serveControlSocket } from "./control-socket.ts";
import { DatabaseInUseError, openDatabase } from "./db/client.ts";
import { isDatabaseEmpty, seedDemoContent } from "./db/seed/seed.ts";
import { type AppBuild, createHttpApp } from "./http/app.ts";
import { cachedPagesFirst } from "./http/page-cache.ts";
import { createSiteCaches } from "./http/site-caches.ts";
import { CONTENT_CHANGED } from "./services.ts";
import { createServices } from "./services.ts";
import { runWorkers } from "./workers.ts";
import { createBackupAlerts } from "./backups/alerts.ts";
import { siteBackups } from "./backups/backups.ts";
import { createBackupSchedule } from "./backups/schedule.ts";
import { systemClock } from "./clock/clock.ts";
import { UpgradeError, upgradeDatabase } from "./db/upgrade.ts";
import { repeat } from "./jobs/repeat.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { pagePatterns } from "./metrics/route-patterns.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** How often each instance looks for scheduled drafts whose moment has come. */
const PUBLISH_CHECK_MS = 30_000;
/** How often each instance looks for registration reminders that are due. */
const REMINDER_CHECK_MS = 10 * 60_000;
/** How often each instance looks whether tonight's backup is due (and the backup warnings). */
const BACKUP_CHECK_MS = 60_000;

export async function startServer({ config, dev = false }: { config: Config; dev?: boolean }) {
  const logger = pino({ level: config.logLevel, base: cluster.isWorker ? { worker: cluster.worker!.id } : undefined });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db"), logger });
  // Instances started together on one PostgreSQL take turns: the first migrates and seeds, the others
  // then find nothing left to do.
  const store = openStore(config);
  // A bucket that cannot be used is said at start; /readyz keeps saying so until it can.
  await store.check().catch((error: unknown) => logger.error({ err: error }, error instanceof Error ? error.message : "the upload store cannot be used"));
  const backups = siteBackups({ config, database, store, logger });
  await database.exclusively("migrate-and-seed", async () => {
    // A backup first when there are migrations to run; a failed migration stops the start here.
    await upgradeDatabase({ database, backups, logger });
    const seed = config.demoContent ?? (database.kind === "pglite" && (await isDatabaseEmpty(database.db)));
    if (seed && (await isDatabaseEmpty(database.db))) {
      logger.info("seeding demo content");
      await seedDemoContent({ db: database.db, store, timeZone: config.siteTimeZone });
    }
  });
  const services = createServices({
    database,
    site: { publicUrl: config.publicUrl, timeZone: config.siteTimeZone },
    sessionSecret: config.sessionSecret,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox"), notifyEmail: config.notifyEmail },
    captcha: config.captcha,
    logger,
    store,
    backups,
    newsletterRate: config.newsletterRate,
    registrations: config.registrations,
    prayerKeepMonths: config.prayerKeepMonths,
  });
  const metrics = createMetrics({ database, clock: systemClock });
  // A new site, or one from before site search, has an empty index: it is built once, from what the
  // database holds (every change keeps it current after that).
  await database.exclusively("search-index", async () => {
    await services.content.snapshot();
    if (await services.searchIndexer.isEmpty()) {
      await services.searchIndexer.rebuildAll();
      logger.info("built the site search index");
    }
  });
  // Only this process may open the embedded database, so the CLI's user and invite commands come here.
  const operatorChannel =
    database.kind === "pglite" ? await serveControlSocket({ dataDir: config.dataDir, logger, run: (request) => runForOperator(request, { services, logger, config }) }) : undefined;
  services.mailer.startWorker();
  // The newsletter's sender: one instance at a time sends, and deliveries a crash cut off are never sent again.
  services.newsletter.sender.start();
  // Backup codes made before issue 29 are kept as a bare SHA-256; each is wrapped in argon2id once, in
  // the background (about 45 ms a code), and works throughout (docs/decisions/0014-backup-codes-kept-like-passwords.md).
  const stopUpgrading = new AbortController();
  const upgradingBackupCodes = services.twoFactor
    .upgradeLegacyBackupCodes({ signal: stopUpgrading.signal })
    .then((moved) => moved > 0 && logger.info({ moved }, "moved backup codes from SHA-256 to argon2id"))
    .catch((error: unknown) => logger.warn({ err: error }, "moving backup codes to argon2id failed; it is tried again at the next start"));
  // Staged uploads nobody saved expire after a day; the sweep also clears files of interrupted uploads
  // and rich-text pictures no stored text names any more. At start nothing of ours is in flight, so
  // leftovers go at once (all of them when the embedded database's lock says we are alone in DATA_DIR).
  const sweepUploads = (options?: Parameters<typeof services.sweepUploads>[0]) =>
    services.sweepUploads(options).catch((error: unknown) => logger.warn({ err: error }, "sweeping uploads failed"));
  await sweepUploads({ atStart: database.kind === "pglite" ? "sole-user" : "shared" });
  const jobs = [
    repeat({ job: "sweep-uploads", everyMs: 60 * 60_000, run: () => services.sweepUploads(), logger, watcher: metrics.jobs }),
    // Personal data past the time each area keeps it (server/people/retention.ts); every instance may run it, deleting twice deletes nothing.
    repeat({ job: "retention", everyMs: 6 * 60 * 60_000, run: () => services.people.retention.sweep(systemClock.now()), logger, watcher: metrics.jobs }),
    // Childcare offers not answered in time lapse and pass on within a minute; tour reminders go out the day before.
    repeat({ job: "enquiry-offers", everyMs: 60_000, run: () => services.enquiries.lapseDueOffers(), logger, watcher: metrics.jobs }),
    repeat({ job: "tour-reminders", everyMs: 15 * 60_000, run: () => services.enquiries.tours.remindTomorrow(), logger, watcher: metrics.jobs }),
    // Registration reminders (server/registrations/reminders.ts): every instance looks; each reminder is claimed by one of them.
    repeat({ job: "registration-reminders", everyMs: REMINDER_CHECK_MS, run: () => services.registrations.reminders.sendDue(), logger, watcher: metrics.jobs }),
    // Issue 36: prayer requests close after their days (the person is told once: one UPDATE claims them),
    // and the prayer team's daily digests go out from the morning hour (each member claimed once a day).
    repeat({ job: "prayer-close", everyMs: 15 * 60_000, run: () => services.prayer.jobs.closeExpired(), logger, watcher: metrics.jobs }),
    repeat({ job: "prayer-digests", everyMs: 10 * 60_000, run: () => services.prayer.jobs.sendDigests(), logger, watcher: metrics.jobs }),
  ];

  let vite: import("vite").ViteDevServer | undefined;
  let app: AppBuild;
  if (dev) {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const devServer = vite;
    app = { mode: "development", build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild> };
  } else {
    const buildFile = path.join(root, "build/server/index.js");
    if (!existsSync(buildFile)) throw new ConfigError("No build found: run `npm run build` (or `npm start`, which builds first).");
    app = { mode: "production", build: (await import(pathToFileURL(buildFile).href)) as ServerBuild, clientDir: path.join(root, "build/client") };
  }

  // A change drops what its area is shown on: at once on this instance, on the others through NOTIFY.
  const siteCaches = createSiteCaches({ services, metrics, enabled: !dev });
  const { caches } = siteCaches;
  const stopListening = await database.listen(
    CONTENT_CHANGED,
    (payload) => {
      const area = siteCaches.heard(payload);
      if (area !== undefined) logger.debug({ area }, "content changed on another instance: cleared the cached pages that show it");
    },
    () => {
      siteCaches.clear();
      logger.info("cleared cached pages: change notices may have been missed while the database connection was away");
    },
  );
  // Drafts scheduled for a moment go live within half a minute of it, on whichever instance looks first.
  const publisher = repeat({ job: "publish-scheduled", everyMs: PUBLISH_CHECK_MS, run: () => services.content.publishDue(), logger, watcher: metrics.jobs });
  await publisher.runNow();
  jobs.push(publisher);
  // Newsletter issues scheduled for a moment go out as drafts are published; the weekly draft is prepared on its day.
  const newsletterJob = repeat({ job: "newsletter-scheduled", everyMs: PUBLISH_CHECK_MS, run: () => services.newsletter.publishDue(), logger, watcher: metrics.jobs });
  void newsletterJob.runNow();
  jobs.push(newsletterJob);
  // The nightly backup, on whichever instance claims the night first (server/backups/schedule.ts).
  const alerts = createBackupAlerts({ db: database.db, clock: systemClock, mailer: services.mailer, siteName: async () => (await services.content.snapshot()).settings.churchName, publicUrl: config.publicUrl, where: backups.set.where });
  const schedule = createBackupSchedule({ backups, alerts, clock: systemClock, timeZone: config.siteTimeZone, at: config.backupAt, logger });
  const backupJob = repeat({ job: "backups", everyMs: BACKUP_CHECK_MS, run: () => schedule.tick(), logger, watcher: metrics.jobs });
  const http = createHttpApp({ config, database, services, logger, app, caches, metrics });
  const appListener = getRequestListener(http.fetch);
  const pages = typeof app.build === "function" ? undefined : pagePatterns(app.build);
  const listener = caches ? cachedPagesFirst(caches.pages, appListener, logger, (path, method, status, seconds) => metrics.request(pages?.(path) ?? "page", method, status, seconds)) : appListener;
  const handle = vite
    ? (req: IncomingMessage, res: ServerResponse) => vite!.middlewares(req, res, () => listener(req, res))
    : listener;
  const server = createServer(handle);
  server.keepAliveTimeout = 65_000;
  // Node's default of 5 minutes for a whole request would cut off a large video upload on a slow line;
  // headersTimeout (60 s) still stops clients that never finish their headers.
  server.requestTimeout = 2 * 60 * 60_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ url: config.publicUrl, port, database: database.kind }, "listening");
  // A night missed while the site was down is caught up now, once it serves.
  void backupJob.runNow();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info("shutting down");
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      // A backup being written is not waited for: cut off, it never counts, and the next backup removes it.
      void backupJob.stop();
      await Promise.all(jobs.map((job) => job.stop()));
      await operatorChannel?.close();
      stopUpgrading.abort();
      await upgradingBackupCodes;
      await services.resets.settled();
      await services.signInLinks.settled();
      await services.newsletter.sender.stop();
      await services.mailer.close();
      await stopListening?.();
      await vite?.close();
      await database.close();
      logger.info("stopped");
    })());
  return { server, port, stop, services, database, logger };
}

const launchedDirectly = [import.meta.url, pathToFileURL(path.join(root, "scripts/start.ts")).href].includes(pathToFileURL(process.argv[1] ?? "").href);
/** Runs the server in this process (a worker's too), stopping it cleanly on SIGTERM or SIGINT. */
async function serve(config: Config, dev: boolean) {
  try {
    const running = await startServer({ config, dev });
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        running.stop().then(
          () => process.exit(0),
          (error) => {
            running.logger.error({ err: error }, "shutdown failed");
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    if (error instanceof UpgradeError) {
      // 65 (EX_DATAERR): starting again will not help; the unit in the README does not restart on it.
      console.error(error.message);
      process.exit(65);
    }
    if (error instanceof DatabaseInUseError) {
      console.error(
        `${error.message.replace(/\.$/, "")}: the site is already running, or an operator command is. Stop it first; to run several instances, use PostgreSQL (DATABASE_URL).`,
      );
      process.exit(75);
    }
    throw error;
  }
}

if (launchedDirectly) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
  const dev = process.argv.includes("--dev");
  if (cluster.isPrimary && config.webConcurrency > 1 && !dev) runWorkers({ count: config.webConcurrency, logger: pino({ level: config.logLevel, base: undefined }) });
  else await serve(config, dev);
}
