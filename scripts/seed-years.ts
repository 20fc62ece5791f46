/**
 * `npm run seed:years -- 10`: fills the site's empty database (DATA_DIR's embedded one, or DATABASE_URL)
 * with that many years of content through the services staff use (server/db/seed/years.ts), then
 * prints what it made and how long it took. The site must not be running on an embedded database.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { calendarDate } from "../shared/dates.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { isDatabaseEmpty } from "../server/db/seed/seed.ts";
import { seedYears } from "../server/db/seed/years.ts";
import { createServices } from "../server/services.ts";
import { openStore } from "../server/storage/open-store.ts";

const years = Number(process.argv[2] ?? 10);
if (!Number.isInteger(years) || years < 1 || years > 30) {
  console.error("Usage: npm run seed:years -- <years, 1 to 30>");
  process.exit(2);
}
const config = loadConfig(process.env);
const logger = pino({ level: "warn" });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db"), logger });
await database.migrate();
if (!(await isDatabaseEmpty(database.db))) {
  console.error("seed:years fills an empty database only; this one already holds content.");
  await database.close();
  process.exit(1);
}
let now = new Date();
const clock = { now: () => new Date(now) };
const services = createServices({
  database,
  clock,
  site: { publicUrl: config.publicUrl, timeZone: config.siteTimeZone },
  sessionSecret: config.sessionSecret,
  mail: { smtpUrl: undefined, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox") },
  logger,
  store: openStore(config),
});
const started = performance.now();
const today = calendarDate(new Date(), config.siteTimeZone);
const counts = await seedYears({
  services,
  clock: { set: (at) => void (now = at) },
  years,
  today,
  log: (line) => process.stdout.write(`\r${line.padEnd(80)}`),
});
now = new Date();
// The embedded database has no autovacuum: the planner's statistics and the visibility map are made here.
await database.db.execute(sql`vacuum analyze`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nseeded ${years} years ending ${today} (${config.siteTimeZone}) in ${seconds} s:`, counts);
await services.mailer.close();
await database.close();
