/**
 * The end-to-end server: the built app (`npm run build` first) on a fresh embedded database with demo
 * content and the sign-in test accounts (e2e/auth-accounts.ts, created before the server opens the
 * database, as PGlite allows one process per data folder). Empties DATA_DIR first, so every run sees
 * the same site; refuses to empty a folder outside the OS temp folder.
 */
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import { startServer } from "../server/main.ts";
import { createAuthAccounts } from "./auth-accounts.ts";

const dataDir = path.resolve(process.env.DATA_DIR ?? "");
if (!process.env.DATA_DIR || !dataDir.startsWith(path.resolve(os.tmpdir()) + path.sep)) {
  console.error(`e2e/start-server.ts: DATA_DIR must be a folder under ${os.tmpdir()} (got ${process.env.DATA_DIR ?? "nothing"})`);
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });

try {
  const config = loadConfig();
  await createAuthAccounts(config);
  const running = await startServer({ config });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
