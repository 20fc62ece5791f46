/**
 * Where the end-to-end server runs. Shared by playwright.config.ts (which starts it), e2e/start-server.ts
 * and the tests (which read its database address and secrets from its data folder).
 */
import os from "node:os";
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3900);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A fresh folder under the OS temp folder, emptied at every server start. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `steeple-e2e-${E2E_PORT}`);
/** The church's time zone: it decides what "today" means for readings and announcements. */
export const SITE_TIME_ZONE = "America/New_York";

/** What e2e/start-server.ts tells the tests, in E2E_DATA_DIR/{E2E_SERVER_FILE}. */
export const E2E_SERVER_FILE = "e2e-server.json";
export type E2eServer = { databaseUrl: string; sessionSecret: string; apiKey: string };
