import type { Logger } from "pino";

/**
 * How long personal data stays after its flow ends, declared once by each area that keeps any
 * (design, "People who act"): `sweep` removes (or empties) what is past its time and keeps the counts
 * reports need; it answers how many records it removed.
 */
export type RetentionRule = {
  /** The area the data belongs to ("messages", "registrations", ...). */
  area: string;
  /** In words, for the operator and the privacy notice: "Answers, 12 months after the event". */
  keeps: string;
  sweep: (now: Date) => Promise<number>;
};

/** The one retention sweeper: every rule an area registered, run in turn by a scheduled job. */
export function createRetention({ logger }: { logger: Logger }) {
  const rules: RetentionRule[] = [];
  return {
    register(rule: RetentionRule) {
      rules.push(rule);
    },
    /** What each area keeps, in words. */
    rules: () => rules.map(({ area, keeps }) => ({ area, keeps })),
    /** Runs every rule; one that fails is logged and the others still run. How many records each removed. */
    async sweep(now: Date): Promise<Record<string, number>> {
      const removed: Record<string, number> = {};
      for (const rule of rules) {
        try {
          removed[`${rule.area}: ${rule.keeps}`] = await rule.sweep(now);
        } catch (error) {
          logger.error({ err: error, area: rule.area }, "retention sweep failed");
        }
      }
      const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
      if (total > 0) logger.info({ removed }, "retention sweep removed old personal data");
      return removed;
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
