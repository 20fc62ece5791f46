import { and, eq, gt, sql } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { rateLimits } from "../db/schema.ts";

export type RateRule = { limit: number; windowMs: number };

/**
 * Fixed-window counters in the database, so every instance sees the same counts. `hit` counts one
 * attempt and says whether it is still within the limit; `refund` takes back one attempt that turned
 * out well (limits that count failures only); `reset` clears a key (e.g. after a successful sign-in).
 */
export function createRateLimiter({ db, clock }: { db: Db; clock: Clock }) {
  const windowOf = (now: Date, rule: RateRule) => new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  return {
    /** Counts one attempt; `windowStart` names the window it was counted in (for `refund`). */
    async hit(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSeconds: number; windowStart: Date }> {
      const now = clock.now();
      const windowStart = windowOf(now, rule);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz then ${rateLimits.hits} + 1 else 1 end`,
            windowStart,
          },
        })
        .returning({ hits: rateLimits.hits });
      const hits = row?.hits ?? 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
      return { allowed: hits <= rule.limit, retryAfterSeconds, windowStart };
    },
    /**
     * Gives back one attempt counted in `windowStart` (nothing once that window is over). Counting
     * first and giving back after, rather than counting only once an attempt has failed, keeps the
     * limit whole when many attempts arrive at once.
     */
    async refund(key: string, windowStart: Date) {
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.hits, 0)));
    },
    async reset(key: string) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
