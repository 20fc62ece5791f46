import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { gatherWorkerMetrics } from "./metrics/cluster.ts";

/**
 * The primary process of WEB_CONCURRENCY > 1: starts `count` workers (each runs the whole server and
 * they share the port, node:cluster handing out connections), starts another when one dies, and on
 * SIGTERM or SIGINT asks each to stop as a single server would, exiting once they all have. A worker
 * that dies before it ever listened (bad configuration, no database) stops the whole start instead of
 * being started again and again.
 */
export function runWorkers({ count, logger }: { count: number; logger: Logger }) {
  let stopping = false;
  const listened = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => listened.add(worker));
    logger.info({ worker: worker.id, pid: worker.process.pid }, "worker started");
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("stopped");
        process.exit(0);
      }
      return;
    }
    if (!listened.has(worker)) {
      logger.error({ worker: worker.id, code, signal }, "a worker stopped before it could serve; stopping");
      stopAll();
      process.exitCode = code || 1;
      return;
    }
    logger.error({ worker: worker.id, pid: worker.process.pid, code, signal }, "a worker stopped; starting another");
    fork();
  });
  function stopAll() {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, stopAll);
  // A scrape of /metrics reaches one worker, which asks here for them all.
  gatherWorkerMetrics();
  for (let i = 0; i < count; i++) fork();
}
