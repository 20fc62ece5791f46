/**
 * The end-to-end server: the built app (`npm run build` first) with demo content on a throwaway
 * PostgreSQL cluster of its own (server/testing/postgres-cluster.ts). PostgreSQL rather than the
 * embedded database because the tests make their own staff, sessions and rows directly in the
 * database while the server runs (e2e/fixtures.ts), and PGlite lets only one process open it.
 * The database address, the session secret and the API key are written to DATA_DIR/e2e-server.json
 * for the tests.
 * Empties DATA_DIR first, so every run sees the same site; refuses to empty a folder outside the OS
 * temp folder.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import { startServer } from "../server/main.ts";
import { postgresBin, startCluster } from "../server/testing/postgres-cluster.ts";
import { startSmtpSink } from "../server/testing/smtp.ts";
import { E2E_SERVER_FILE, type E2eServer } from "./settings.ts";

const dataDir = path.resolve(process.env.DATA_DIR ?? "");
if (!process.env.DATA_DIR || !dataDir.startsWith(path.resolve(os.tmpdir()) + path.sep)) {
  console.error(`e2e/start-server.ts: DATA_DIR must be a folder under ${os.tmpdir()} (got ${process.env.DATA_DIR ?? "nothing"})`);
  process.exit(2);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const bin = postgresBin();
if (!bin) {
  console.error("e2e/start-server.ts: the end-to-end tests run on PostgreSQL, and no PostgreSQL server was found. Install it (Debian/Ubuntu: apt-get install postgresql).");
  process.exit(2);
}
const cluster = await startCluster(bin);
// Mail leaves through SMTP to a sink on loopback, which keeps each message in DATA_DIR/outbox for the tests.
const smtp = await startSmtpSink({ saveTo: path.join(dataDir, "outbox") });
try {
  const server: E2eServer = {
    databaseUrl: await cluster.createDatabase("steeple_e2e"),
    sessionSecret: randomBytes(32).toString("hex"),
    apiKey: randomBytes(24).toString("hex"),
  };
  process.env.DATABASE_URL = server.databaseUrl;
  process.env.SESSION_SECRET = server.sessionSecret;
  process.env.API_KEY = server.apiKey;
  process.env.SMTP_URL = smtp.url;
  writeFileSync(path.join(dataDir, E2E_SERVER_FILE), JSON.stringify(server));
  const running = await startServer({ config: loadConfig() });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running
        .stop()
        .finally(() => cluster.destroy())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  cluster.destroy();
  process.exit(1);
}
