/**
 * Issue 33: `npm run seed:years` fills an empty database through the services. A year of it here:
 * the counts of what a year holds, dated across the year, audited, and searchable.
 */
import { count, max, min } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../services.ts";
import { fixedClock } from "../../testing/clock.ts";
import { type TestDatabase, freshDatabase, testDatabaseKinds } from "../../testing/database.ts";
import { testServices } from "../../testing/services.ts";
import * as schema from "../schema.ts";
import { type SeedCounts, seedYears } from "./years.ts";

describe.each(testDatabaseKinds)("a year of seeded content (%s)", (kind) => {
  let database: TestDatabase;
  let services: Services;
  let counts: SeedCounts;
  const rows = async (table: PgTable) =>
    Number((await database.db.select({ n: count() }).from(table))[0]!.n);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const clock = fixedClock("2026-11-21T15:00:00Z");
    services = testServices(database, { clock });
    counts = await seedYears({ services, clock: { set: (at) => clock.set(at.toISOString()) }, years: 1, today: "2026-11-21" });
  }, 120_000);
  afterAll(async () => {
    await database.drop();
  });

  it("holds a year of services, readings, announcements, events, messages and revisions", async () => {
    expect(counts.sermons).toBe(52);
    expect(await rows(schema.pastServices)).toBe(52);
    expect(await rows(schema.dailyReadings)).toBeGreaterThanOrEqual(365 + 30);
    expect(await rows(schema.announcements)).toBe(counts.announcements);
    expect(counts.announcements).toBeGreaterThanOrEqual(130);
    expect(await rows(schema.events)).toBe(2 * 56);
    expect(await rows(schema.eventExceptions)).toBe(counts.exceptions);
    expect(await rows(schema.contactMessages)).toBeGreaterThan(50);
    expect(await rows(schema.contentRevisions)).toBeGreaterThanOrEqual(2);
    expect(await rows(schema.auditLog)).toBeGreaterThan(counts.readings + counts.announcements + counts.sermons);
  });

  it("dates what it made across the year, as staff made it", async () => {
    const [made] = await database.db.select({ first: min(schema.pastServices.serviceDate), last: max(schema.pastServices.serviceDate) }).from(schema.pastServices);
    expect(made!.first! < "2025-12-01").toBe(true);
    expect(made!.last! >= "2026-11-15").toBe(true);
    const [audit] = await database.db.select({ first: min(schema.auditLog.at) }).from(schema.auditLog);
    expect(audit!.first!.getTime()).toBeLessThan(Date.parse("2026-01-01"));
  });

  it("is searchable at once: the write path kept the index", async () => {
    const answer = await services.search.search({ q: "bake sale", kind: "announcement" });
    expect(answer.total + (await services.search.search({ q: "Nicodemus", kind: "sermon" })).total).toBeGreaterThan(0);
    expect((await services.search.search({ q: "John 3", kind: "sermon" })).results.every((r) => r.kind === "sermon")).toBe(true);
  });
});
