import { sql } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

export type RateRule = { limit: number; windowMs: number };

/**
 * Fixed-window counters in the database, so every instance sees the same counts. `hit` counts one
 * attempt and says whether it is still within the limit; `reset` clears a key (e.g. after a
 * successful sign-in).
 */
export function createRateLimiter({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async hit(key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const now = clock.now();
      const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
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
      return { allowed: hits <= rule.limit, retryAfterSeconds };
    },
    async reset(key: string) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
