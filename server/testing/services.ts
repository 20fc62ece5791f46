import pino from "pino";
import type { Clock } from "../clock/clock.ts";
import type { Database } from "../db/client.ts";
import { createServices } from "../services.ts";
import { fixedClock } from "./clock.ts";

/**
 * The services over `database` as route and domain tests use them: a clock fixed at `now`, the test
 * site's address and time zone, mail that is only queued, and no logging.
 */
export function testServices(database: Database, { now = "2026-11-21T15:00:00Z", clock = fixedClock(now) }: { now?: string; clock?: Clock } = {}) {
  return createServices({
    database,
    clock,
    site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
    sessionSecret: "s".repeat(40),
    mail: { smtpUrl: undefined, from: "office@example.org", outboxDir: "/nonexistent" },
    logger: pino({ level: "silent" }),
  });
}
