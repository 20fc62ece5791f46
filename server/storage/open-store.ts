import path from "node:path";
import type { Config } from "../config.ts";
import { s3Store } from "./s3-store.ts";
import { type FileStore, diskStore } from "./store.ts";

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function openStore(config: Pick<Config, "dataDir" | "s3">): FileStore {
  return config.s3 ? s3Store(config.s3) : diskStore(path.join(config.dataDir, "uploads"));
}
