/**
 * The scheduled jobs of every instance (publishing drafts whose moment has come, sweeping uploads,
 * the backup schedule): each runs every so often on a timer that does not keep the process alive, one
 * run at a time (a run that is still going when the next is due makes that one wait its turn), its
 * failures logged and counted for /metrics.
 */
import type { Logger } from "pino";

/** What watches the jobs: /metrics counts runs and failures by job. */
export type JobWatcher = { ran(job: string, ok: boolean): void };

export type RepeatedJob = { runNow(): Promise<void>; stop(): Promise<void> };

export function repeat({ job, everyMs, run, logger, watcher }: { job: string; everyMs: number; run: () => Promise<unknown>; logger: Logger; watcher?: JobWatcher }): RepeatedJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const once = async () => {
    try {
      await run();
      watcher?.ran(job, true);
      logger.debug({ job }, "job finished");
    } catch (error) {
      watcher?.ran(job, false);
      logger.warn({ err: error, job }, `${job} failed`);
    }
  };
  const runNow = async () => {
    while (running) await running;
    if (stopped) return;
    running = once().finally(() => (running = null));
    await running;
  };
  const timer = setInterval(() => void (running ? undefined : runNow()), everyMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
