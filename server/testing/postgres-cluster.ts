import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** The newest PostgreSQL server binaries on this machine (Debian's layout, or pg_config's), or undefined. */
export function postgresBin(): string | undefined {
  const debian = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  let fromPgConfig: string[] = [];
  try {
    fromPgConfig = [execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim()];
  } catch {
    // no pg_config on PATH
  }
  return [...debian, ...fromPgConfig].find((bin) => existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "pg_ctl")));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type Cluster = {
  port: number;
  /** A URL for a database of this cluster (as the postgres superuser). */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Stops PostgreSQL (fast shutdown: open connections are terminated) and waits until it has. */
  stop(): void;
  /** Starts it again and waits until it accepts connections. */
  start(): void;
  /** Starts it if it is stopped (after a test that failed half-way). */
  ensureRunning(): void;
  destroy(): void;
};

/**
 * A throwaway PostgreSQL cluster of its own on 127.0.0.1 and a free port, which a test may stop and
 * start without disturbing anything else. PostgreSQL refuses to run as root, so as root it runs as
 * the postgres user (as .ci/run does).
 */
export async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "steeple-pg-"));
  const root = process.getuid?.() === 0;
  if (root) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (command: string, args: string[]) =>
    execFileSync(root ? "runuser" : path.join(bin, command), root ? ["-u", "postgres", "--", path.join(bin, command), ...args] : args, { stdio: "pipe" });
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth-local=trust", "--auth-host=trust", "-E", "UTF8", "--no-sync"]);
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-o", `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`, "start"]);
  start();
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      await admin.query(`create database ${pg.escapeIdentifier(name)}`);
      await admin.end();
      return url(name);
    },
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    start,
    ensureRunning: () => {
      if (!existsSync(path.join(data, "postmaster.pid"))) start();
    },
    destroy() {
      if (existsSync(path.join(data, "postmaster.pid"))) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
