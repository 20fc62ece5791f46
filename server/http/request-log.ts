import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";

export type RequestLine = { method: string; path: string; status: number; ms: number };

/** Writes the one log line of a request: method, path, status and duration (errors at error level). */
export function logRequest(logger: Logger, { method, path, status, started }: Omit<RequestLine, "ms"> & { started: number }) {
  const level = status >= 500 ? "error" : "info";
  // Above the level (LOG_LEVEL=warn on a busy site) the line is not even put together.
  if (!logger.isLevelEnabled(level)) return;
  const entry: RequestLine = { method, path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
  logger[level](entry, "request");
}

/** Told of every answered request, with its time in seconds (the metrics count it). */
export type RequestObserver = (c: Context, status: number, seconds: number) => void;

/** One log line a request, for every request the app answers; `observe` is told of it too. */
export function requestLog(logger: Logger, observe?: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res?.status ?? 500;
      logRequest(logger, { method: c.req.method, path: c.req.path, status, started });
      observe?.(c, status, (performance.now() - started) / 1000);
    }
  };
}
