import { statfs } from "node:fs/promises";
import type { Handler } from "hono";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import type { FileStore } from "../storage/store.ts";
import { rootCause } from "./unavailable.ts";

/**
 * GET /readyz: 200 `ready` when the database answers, the upload store can be used and DATA_DIR has
 * room; 503 `database unavailable`, `storage unavailable` (an S3 bucket missing or refusing the
 * credentials) or `low disk` (with the free bytes) otherwise, so a load balancer or a monitor can tell.
 */
export function readiness({ database, store, folders, minFreeBytes, logger }: { database: Database; store?: FileStore; folders: string[]; minFreeBytes: number; logger: Logger }): Handler {
  let low = false;
  return async (c) => {
    try {
      await database.ping();
    } catch (error) {
      logger.warn({ err: rootCause(error) }, "readiness check failed");
      return c.json({ status: "database unavailable" }, 503);
    }
    try {
      await store?.check();
    } catch (error) {
      logger.warn({ err: error }, "readiness check failed: the upload store cannot be used");
      return c.json({ status: "storage unavailable" }, 503);
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
