import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

/** One log line a request: method, path, status and duration. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res?.status ?? 500;
      const entry = { method: c.req.method, path: c.req.path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
      if (status >= 500) logger.error(entry, "request");
      else logger.info(entry, "request");
    }
  };
}
