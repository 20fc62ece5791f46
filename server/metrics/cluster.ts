/**
 * /metrics with WEB_CONCURRENCY > 1: the workers share the port, so a scrape reaches any one of
 * them. The worker that got it asks the primary, which gathers every worker's registry with
 * prom-client's AggregatorRegistry (counters and histograms summed, the figures read from the
 * database taken once) and answers with the whole.
 */
import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";

const ASK = "steeple:metrics";
type Asked = { type: typeof ASK; id: number };
type Answered = { type: typeof ASK; id: number; text?: string; error?: string };

/** In the primary: answers the workers' requests for every worker's metrics. */
export function gatherWorkerMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: Asked) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ASK, id: message.id, text } satisfies Answered),
      (error: Error) => worker.send({ type: ASK, id: message.id, error: error.message } satisfies Answered),
    );
  });
}

let asked = 0;

/** In a worker: every worker's metrics, through the primary. */
export function allWorkersMetrics(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const answered = (message: Answered) => {
      if (message?.type !== ASK || message.id !== id) return;
      process.off("message", answered);
      clearTimeout(timer);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? "no metrics from the primary"));
    };
    const timer = setTimeout(() => {
      process.off("message", answered);
      reject(new Error("the primary process did not answer for the metrics"));
    }, 6000);
    process.on("message", answered);
    process.send!({ type: ASK, id } satisfies Asked);
  });
}
