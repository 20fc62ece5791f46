import { readFileSync } from "node:fs";

/** This version of Steeple (package.json): backups name it, and a restore of a newer one asks for it. */
export const STEEPLE_VERSION: string = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;
