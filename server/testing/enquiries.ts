/**
 * For the childcare enquiries tests: the real services over a fresh database with a clock the test
 * sets and mail delivered to a real SMTP server on loopback, and a family's form as it arrives.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { EnquiryInput } from "../../shared/schemas/enquiries.ts";
import { childcareRooms } from "../db/schema.ts";
import { STANDARD_ROOMS } from "../enquiries/rooms.ts";
import { type Services, createServices } from "../services.ts";
import { fixedClock } from "./clock.ts";
import { type TestDatabaseKind, freshDatabase } from "./database.ts";
import { type ReceivedMail, startSmtpSink } from "./smtp.ts";

/** Saturday 21 November 2026, 10:00 in the church's time zone. */
export const ENQUIRY_NOW = "2026-11-21T15:00:00Z";

/** A toddler (20 months old now, 22 at the start) whose parent wants Mondays, Wednesdays and Fridays from January. */
export function familyInput(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    parentName: "Ruth Porter",
    email: "ruth@example.org",
    phone: "3045550123",
    childName: "Mia",
    expected: false,
    birthDate: "2025-03-10",
    startMonth: "2027-01",
    days: ["mon", "wed", "fri"],
    sibling: false,
    heardFrom: "Friend or family",
    note: "",
    otherMailings: false,
    ...overrides,
  };
}

/** The status link's token in an e-mail (the first one it carries). */
export function tokenIn(text: string): string {
  const match = /\/childcare-preschool\/enquiry\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no status link in: ${text.slice(0, 500)}`);
  return match[1]!;
}

/**
 * A fresh database for each test (families of one test never stand in another's list), the services
 * over it with a clock the test sets, and one SMTP sink for the file.
 */
export function enquiryTestSite(kind: TestDatabaseKind) {
  const site = {} as {
    database: Awaited<ReturnType<typeof freshDatabase>>;
    services: Services;
    clock: ReturnType<typeof fixedClock>;
    smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    /** Sends what is queued and answers the mails that reached `to` since the test began, in order. */
    mailTo(to: string): Promise<ReceivedMail[]>;
  };
  const outboxDir = mkdtempSync(path.join(tmpdir(), "steeple-enquiries-"));
  let firstOfTest = 0;
  beforeAll(async () => {
    site.smtp = await startSmtpSink({ refuse: (address) => address.startsWith("bounce") });
  });
  afterAll(() => site.smtp.close());
  beforeEach(async () => {
    site.database = await freshDatabase(kind);
    site.clock = fixedClock(ENQUIRY_NOW);
    site.services = createServices({
      database: site.database,
      clock: site.clock,
      site: { publicUrl: "https://church.example", timeZone: "America/New_York" },
      sessionSecret: "s".repeat(40),
      mail: { smtpUrl: site.smtp.url, from: "office@example.org", outboxDir },
      logger: pino({ level: "silent" }),
    });
    await site.database.db.insert(childcareRooms).values(STANDARD_ROOMS);
    firstOfTest = site.smtp.received.length;
  });
  afterEach(async () => {
    await site.services.mailer.close();
    await site.database.drop();
  });
  site.mailTo = async (to: string) => {
    await site.services.mailer.deliverDue();
    return site.smtp.received.slice(firstOfTest).filter((mail) => mail.to.includes(to));
  };
  return site;
}
