import type { Context } from "hono";
import { safeEqual } from "../auth/crypto.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { clientAddress } from "./auth.ts";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, "");
  return v4.startsWith("127.") || address === "::1";
}

/**
 * GET /metrics: the Prometheus text format, for a scraper on this machine (loopback) or one that
 * sends `Authorization: Bearer METRICS_TOKEN`. The client's address is read as TRUST_PROXY says, so
 * behind a proxy on this machine (every connection from loopback) the address the proxy forwards
 * counts; anyone else gets 401.
 */
export function metricsEndpoint({ metrics, token, trustProxy }: { metrics: Metrics; token: string | undefined; trustProxy: boolean }) {
  return async (c: Context) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const allowed = (token !== undefined && bearer !== undefined && safeEqual(bearer, token)) || isLoopback(clientAddress(c, trustProxy));
    if (!allowed) return c.text("Metrics need the METRICS_TOKEN (Authorization: Bearer ...), or a request from this machine.\n", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    return c.body(await metrics.text(), 200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" });
  };
}
