/**
 * A newsletter sender in a process of its own, for the crash-and-resume test (issue 37): it opens the
 * database (DATABASE_URL, or the PGlite folder PGLITE_DIR), sends what is due through SMTP_URL and
 * exits. The test kills it in the middle of a send.
 */
import pino from "pino";
import { openDatabase } from "../../db/client.ts";
import { createServices } from "../../services.ts";

const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: process.env.PGLITE_DIR! });
const services = createServices({
  database,
  site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
  sessionSecret: "s".repeat(40),
  mail: { smtpUrl: process.env.SMTP_URL, from: "Cedar Hill <office@church.example>", outboxDir: "/nonexistent" },
  logger: pino({ level: "silent" }),
  newsletterRate: 6000,
});
process.send?.("sending");
await services.newsletter.sender.sendDue();
await services.mailer.close();
await database.close();
