import pg from "pg";
import type { Logger } from "pino";

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

type Subscription = { onMessage: (payload: string) => void; onGap?: () => void };

/**
 * LISTEN needs one connection of its own that stays open. When it is lost (the server stopped or
 * restarted, the backend terminated), it is opened again with a doubling wait (0.5 s up to 30 s), every
 * channel is listened to again, and each subscriber is told that notices may have been missed.
 */
export function changeNotices(url: string, { connectTimeoutMs, logger }: { connectTimeoutMs: number; logger?: Logger }) {
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let opening: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let reconnecting = false;
  let closed = false;
  let lostAt = 0;
  let attempts = 0;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next, new Error("the connection ended")));
    next.on("notification", ({ channel, payload }) => {
      for (const subscription of channels.get(channel) ?? []) subscription.onMessage(payload ?? "");
    });
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) await next.end();
    else client = next;
    return next;
  }

  function lost(which: pg.Client, error: Error) {
    if (which !== client || closed) return;
    client = null;
    void which.end().catch(() => undefined);
    lostAt = Date.now();
    attempts = 0;
    reconnecting = true;
    logger?.warn({ err: error.message }, "database connection for change notices lost; reconnecting");
    scheduleRetry();
  }

  function scheduleRetry() {
    const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempts);
    retry = setTimeout(() => void reconnect(), wait);
    return wait;
  }

  async function reconnect() {
    attempts++;
    try {
      await open();
    } catch (error) {
      if (closed) return;
      const retryInMs = scheduleRetry();
      logger?.warn({ err: (error as Error).message, attempt: attempts, retryInMs }, "database still unreachable for change notices; retrying");
      return;
    }
    if (closed) return;
    reconnecting = false;
    logger?.info({ attempts, downMs: Date.now() - lostAt }, "database connection for change notices restored");
    for (const subscriptions of channels.values()) for (const subscription of subscriptions) subscription.onGap?.();
  }

  async function listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void) {
    const subscription: Subscription = { onMessage, onGap };
    const known = channels.get(channel);
    if (known) known.add(subscription);
    else {
      channels.set(channel, new Set([subscription]));
      try {
        // The first subscription opens the connection, which listens to every channel; while
        // reconnecting, the next connection will.
        if (client) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        else if (!reconnecting) await (opening ??= open().finally(() => (opening = null)));
      } catch (error) {
        channels.delete(channel);
        throw error;
      }
    }
    return async () => {
      const subscriptions = channels.get(channel);
      if (!subscriptions?.delete(subscription) || subscriptions.size > 0) return;
      channels.delete(channel);
      await client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async function close() {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  }

  return { listen, close };
}
