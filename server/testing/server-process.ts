import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIsStale, root } from "../../scripts/build-if-stale.ts";
import { tryLock } from "../db/lock.ts";
import type { LogLine } from "./log.ts";

/**
 * Builds the site when the build is missing or stale, as `npm start` does; test files that start the
 * real server call it first. Test files run in parallel, so one builds while the others wait.
 */
export function ensureBuild() {
  const lock = tryLock(path.join(tmpdir(), `steeple-build-${Buffer.from(root).toString("base64url").slice(-40)}.lock`), { waitMs: 10 * 60_000 });
  if (!lock) throw new Error("waited 10 minutes for another test's build");
  try {
    if (!buildIsStale()) return;
    const result = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  } finally {
    lock.release();
  }
}

export type ServerProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:{port} */
  url: string;
  /** Every JSON log line so far. */
  logs: LogLine[];
  /** Resolves with the first log line (already written or still to come) that matches; rejects if the process ends first. */
  waitForLog(match: (line: LogLine) => boolean, what: string, timeoutMs?: number): Promise<LogLine>;
  /** Resolves when the process has ended, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  running(): boolean;
  stderr(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
};

/**
 * The Node options `npm run serve` starts the site with (package.json): the tests and the bench run the
 * server as operators do, so a Node release that drops one of them fails here first.
 */
const serveWords = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { serve: string } }).scripts.serve.split(/\s+/);
export const serveOptions: string[] = serveWords.filter((word) => word.startsWith("--"));
/** The environment `npm run serve` sets before `node` (its leading NAME=value words). */
export const serveEnvironment: Record<string, string> = Object.fromEntries(
  serveWords.slice(0, serveWords.indexOf("node")).map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
);

/**
 * The real server (`npm run serve`: Node 24, its options, the production build) in a child process on
 * 127.0.0.1 and a free port, logging JSON at debug level. Resolves once it logs "listening".
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...serveOptions, "server/main.ts"], {
    cwd: root,
    // One process unless a test asks for workers: on PostgreSQL the default would be one per core. No
    // nightly backup at start unless a test asks for one.
    env: { ...serveEnvironment, PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "debug", DEMO_CONTENT: "false", WEB_CONCURRENCY: "1", BACKUP_AT: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stderr = "";
  let pending = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      exitCode = code;
      for (const wake of waiters) wake();
      resolve(code);
    }),
  );

  function waitForLog(match: (line: LogLine) => boolean, what: string, timeoutMs = 30_000) {
    return new Promise<LogLine>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no log line "${what}" within ${timeoutMs} ms; stderr:\n${stderr}`)), timeoutMs);
      const check = () => {
        const found = logs.find(match);
        if (found) done(null, found);
        else if (exitCode !== undefined) done(new Error(`the server exited (code ${exitCode}) before logging "${what}"; stderr:\n${stderr}`));
      };
      function done(error: Error | null, line?: LogLine) {
        clearTimeout(timer);
        waiters.delete(check);
        if (error) reject(error);
        else resolve(line!);
      }
      waiters.add(check);
      check();
    });
  }

  const listening = await waitForLog((l) => l.msg === "listening", "listening", 60_000);
  return {
    child,
    url: `http://127.0.0.1:${listening.port as number}`,
    logs,
    waitForLog,
    exited,
    running: () => exitCode === undefined,
    stderr: () => stderr,
    stop: async () => {
      if (exitCode === undefined) child.kill("SIGTERM");
      return exited;
    },
  };
}
