import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { createRateLimiter } from "./rate-limit.ts";

describe.each(testDatabaseKinds)("rate limiter on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.drop());

  it("allows up to the limit in a window, refuses past it, and starts again in the next window", async () => {
    const clock = fixedClock("2026-11-21T12:00:00Z");
    const limiter = createRateLimiter({ db: database.db, clock });
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("form:1.2.3.4", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(60);
    clock.set("2026-11-21T12:01:00Z");
    expect((await limiter.hit("form:1.2.3.4", rule)).allowed).toBe(true);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    const limiter = createRateLimiter({ db: database.db, clock: fixedClock("2026-11-21T13:00:00Z") });
    const rule = { limit: 1, windowMs: 60_000 };
    expect((await limiter.hit("a", rule)).allowed).toBe(true);
    expect((await limiter.hit("b", rule)).allowed).toBe(true);
    expect((await limiter.hit("a", rule)).allowed).toBe(false);
    await limiter.reset("a");
    expect((await limiter.hit("a", rule)).allowed).toBe(true);
  });

  it("gives back an attempt that turned out well, in the window it was counted in only", async () => {
    const clock = fixedClock("2026-11-21T14:00:00Z");
    const limiter = createRateLimiter({ db: database.db, clock });
    const rule = { limit: 2, windowMs: 60_000 };
    for (let i = 0; i < 5; i++) {
      const counted = await limiter.hit("office", rule);
      expect(counted.allowed).toBe(true);
      await limiter.refund("office", counted.windowStart);
    }
    const last = await limiter.hit("office", rule);
    expect(last.allowed).toBe(true);
    expect((await limiter.hit("office", rule)).allowed).toBe(true);
    expect((await limiter.hit("office", rule)).allowed).toBe(false);
    // An attempt of a window that is over is not given back in the next one, and nothing goes below nothing.
    clock.set("2026-11-21T14:01:00Z");
    const fresh = await limiter.hit("office", rule);
    await limiter.refund("office", last.windowStart);
    await limiter.refund("office", fresh.windowStart);
    await limiter.refund("office", fresh.windowStart);
    expect((await limiter.hit("office", rule)).allowed).toBe(true);
    expect((await limiter.hit("office", rule)).allowed).toBe(true);
    expect((await limiter.hit("office", rule)).allowed).toBe(false);
  });
});
