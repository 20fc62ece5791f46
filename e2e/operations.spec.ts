/**
 * Operations (issue: /healthz, /readyz, graceful shutdown on SIGTERM, one log line a request, a clear
 * error naming the variable when configuration is wrong). Each test starts its own server process.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The suite's own test (its fixtures are made only when a test asks for them, and these ask for none): a
// spec with other fixtures needs workers of its own, and Playwright ran it after every other public-site
// spec, when it could replace their workers: the suite waited for its long first test at the end.
import { serveEnvironment, serveOptions } from "../server/testing/server-process.ts";
import { expect, test } from "./fixtures.ts";

const root = path.resolve(import.meta.dirname, "..");

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-ops-"));
  const child = spawn(process.execPath, [...serveOptions, "server/main.ts"], {
    cwd: root,
    env: { ...serveEnvironment, PATH: process.env.PATH ?? "", HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_CONTENT: "false", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  /** Settles when the server logs that it listens, or fails with its output when it exits first. */
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      stdout += d;
      if (stdout.includes('"msg":"listening"')) resolve();
    });
    void exited.then((code) => reject(new Error(`the server exited with ${code} before listening:\n${stdout}\n${stderr}`)));
  });
  // The tests of a refused start never wait for it.
  listening.catch(() => {});
  return { child, exited, listening, output: () => ({ stdout, stderr }), cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

test("serves /healthz and /readyz, logs one JSON line per request, and stops cleanly on SIGTERM", async () => {
  // A fresh embedded database takes a while to set up on a busy machine.
  test.setTimeout(120_000);
  const port = 3931;
  const server = startServer({ PORT: String(port) });
  try {
    await server.listening;
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toEqual({ status: "ready" });
    await fetch(`http://127.0.0.1:${port}/robots.txt`);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const lines = server.output().stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === "request");
    expect(requests.filter((l) => l.path === "/robots.txt")).toEqual([expect.objectContaining({ method: "GET", path: "/robots.txt", status: 200, ms: expect.any(Number) })]);
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(["listening", "shutting down", "stopped"]));
  } finally {
    server.child.kill("SIGKILL");
    server.cleanup();
  }
});

for (const [variable, value] of [
  ["PORT", "eighty"],
  ["DATABASE_URL", "mysql://somewhere/db"],
  ["PUBLIC_URL", "not a url"],
  ["SITE_TIME_ZONE", "Atlantis/Capital"],
] as const) {
  test(`refuses to start with a clear message naming ${variable} when it is wrong`, async () => {
    // Loading the server's modules takes long on a busy machine; the test waits for the exit itself.
    test.setTimeout(120_000);
    const server = startServer({ PORT: "3932", [variable]: value });
    try {
      expect(await server.exited).toBe(78);
      expect(server.output().stderr).toContain(variable);
      expect(server.output().stderr).toContain("Invalid configuration");
    } finally {
      server.cleanup();
    }
  });
}

test("a page served from the cache carries the CSP nonce of its own HTML, so its script still runs", async ({ request, browser }) => {
  const nonces = async () => {
    const res = await request.get("/announcements");
    const csp = res.headers()["content-security-policy"] ?? "";
    const html = await res.text();
    return { header: /'nonce-([^']+)'/.exec(csp)?.[1], inHtml: [...new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]))] };
  };
  const first = await nonces();
  const second = await nonces();
  for (const answer of [first, second]) {
    expect(answer.header).toBeTruthy();
    expect(answer.inHtml).toEqual([answer.header]);
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("console", (m) => m.type() === "error" && /Content Security Policy/.test(m.text()) && blocked.push(m.text()));
  await page.goto("/announcements");
  await page.goto("/announcements");
  await page.waitForFunction(() => (window as unknown as { steepleIslands?: string }).steepleIslands === "ready");
  expect(blocked).toEqual([]);
  await context.close();
});
