import { statfs } from "node:fs/promises";
import type { Handler } from "hono";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { rootCause } from "./unavailable.ts";

/**
 * GET /readyz: 200 `ready` when the database answers and DATA_DIR has room; 503 `database unavailable`
 * or 503 `low disk` (with the free bytes) otherwise, so a load balancer or a monitor can tell.
 */
export function readiness({ database, folders, minFreeBytes, logger }: { database: Database; folders: string[]; minFreeBytes: number; logger: Logger }): Handler {
  let low = false;
  return async (c) => {
    try {
      await database.ping();
    } catch (error) {
      logger.warn({ err: rootCause(error) }, "readiness check failed");
      return c.json({ status: "database unavailable" }, 503);
    }
    if (minFreeBytes > 0) {
      const freeBytes = await freeSpace(folders);
      if (freeBytes !== null && (freeBytes < minFreeBytes) !== low) {
        low = !low;
        if (low) logger.warn({ freeBytes, minFreeBytes }, "DATA_DIR is low on disk space");
        else logger.info({ freeBytes }, "DATA_DIR has enough disk space again");
      }
      if (low) return c.json({ status: "low disk", freeBytes }, 503);
    }
    return c.json({ status: "ready" });
  };
}

/** The least free space (for an unprivileged process) among folders that may sit on different disks. */
async function freeSpace(folders: string[]): Promise<number | null> {
  const free = await Promise.all(folders.map((folder) => statfs(folder).then((s) => s.bavail * s.bsize, () => null)));
  const known = free.filter((bytes) => bytes !== null);
  return known.length ? Math.min(...known) : null;
}
