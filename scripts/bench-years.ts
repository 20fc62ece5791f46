/**
 * `npm run bench -- --years 10` (issue 33): the site at ten years. For the embedded database and for a
 * throwaway PostgreSQL (when its binaries are installed): an empty database filled by
 * `npm run seed:years`, the production server started on it, then every public route and feed rendered
 * without the page cache (each request carries a cookie the cache passes by), site search, and the
 * server's memory afterwards. Prints a table and writes bench-results/years.json.
 * Options: --requests N (timed requests per address; default 30); --only a,b (addresses containing one
 * of these, or "=/path" for that address alone); --embedded-only; --data DIR (the embedded run's data folder, kept: a folder seeded before
 * is used again without seeding, so a change can be measured in a minute).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PUBLIC_PATHS } from "../shared/content/public-pages.ts";
import { postgresBin, startCluster } from "../server/testing/postgres-cluster.ts";
import { serveEnvironment, serveOptions } from "../server/testing/server-process.ts";
import { buildIfStale, root } from "./build-if-stale.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const YEARS = option("years", 10);
const REQUESTS = option("requests", 30);
const text = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const ONLY = text("only")?.split(",").filter(Boolean) ?? [];
const EMBEDDED_ONLY = args.includes("--embedded-only");
const KEPT_DATA = text("data") ? path.resolve(text("data")!) : undefined;
// BENCH_PORT: a port of its own when several worktrees measure on one machine.
const PORT = Number(process.env.BENCH_PORT) || 3954;
const origin = `http://127.0.0.1:${PORT}`;
// The page cache passes by any request with a personal cookie (server/http/page-cache.ts); this one names no session.
const UNCACHED = { cookie: "csrfToken=bench" };
const BUDGETS = { page: 50, feed: 100, search: 30, admin: 100, startMs: 5000, rssMB: 400, seedS: 120 };
const API_KEY = "bench-years-api-key-33";
// The seed's office account (server/db/seed/years.ts).
const OFFICE = { identifier: "office", password: "seeded-office-password-33" };
// The staff lists at ten years: the first page, a later one, a search and a filter.
const ADMIN_LISTS = [
  "/admin/announcements",
  "/admin/announcements?page=20",
  "/admin/announcements?q=bake%20sale",
  "/admin/messages",
  "/admin/messages?page=20",
  "/admin/messages?q=prayer",
  "/admin/events",
  "/admin/events?page=5",
  "/admin/events?q=hymn%20sing",
  "/admin/past-sessions",
  "/admin/past-sessions?page=5",
  "/admin/past-sessions?q=John%203",
  "/admin/daily-readings",
  "/admin/daily-readings?page=50",
  "/admin/daily-readings?q=Psalm",
  "/admin/prayer",
  "/admin/prayer?page=5",
  "/admin/prayer?q=surgery",
];

type Row = { path: string; kind: "page" | "feed" | "search" | "admin"; status: number; p50: number; p95: number; bytes: number };
type Run = { database: string; seedSeconds: number; startMs: number; rssMB: number; sitemapUrls: number; rows: Row[] };

const SEARCHES = ["baptism", "John 3", "bake sale", "grace", "baptsim", "Nicodemus", "hymn sing", "& | ! :*"];

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

// "=/" names one address exactly ("/" alone would match them all).
const wanted = (pathname: string) => ONLY.length === 0 || ONLY.some((o) => (o.startsWith("=") ? pathname === o.slice(1) : pathname.includes(o)));

/** A signed-in office session's cookies (the JSON sign-in the admin's browser uses). */
async function officeCookies(): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "x-api-key": API_KEY, origin, "content-type": "application/json", "x-forwarded-for": "10.34.0.1" },
    body: JSON.stringify(OFFICE),
  });
  if (response.status !== 200) throw new Error(`the office account could not sign in (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function measure(pathname: string, kind: Row["kind"], headers: (i: number) => Record<string, string> = () => UNCACHED): Promise<Row> {
  for (let i = 0; i < 3; i++) await timed(origin + pathname, headers(-1 - i));
  const times: number[] = [];
  let last = { status: 0, bytes: 0 };
  for (let i = 0; i < REQUESTS; i++) {
    const t = await timed(origin + pathname, headers(i));
    times.push(t.ms);
    last = t;
  }
  return { path: pathname, kind, status: last.status, p50: Number(percentile(times, 50).toFixed(1)), p95: Number(percentile(times, 95).toFixed(1)), bytes: last.bytes };
}

async function waitUp(child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server stopped while starting");
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the server did not start");
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

async function benchOne(database: string, env: Record<string, string>, { seed = true } = {}): Promise<Run> {
  const seedStarted = performance.now();
  if (seed) {
    const seeded = spawnSync(process.execPath, ["scripts/seed-years.ts", String(YEARS)], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
    if (seeded.status !== 0) throw new Error(`seed:years failed on ${database}`);
  }
  const seedSeconds = seed ? Number(((performance.now() - seedStarted) / 1000).toFixed(1)) : 0;
  console.log(seed ? `${database}: seeded ${YEARS} years in ${seedSeconds} s` : `${database}: the kept data folder, seeded before`);

  const started = performance.now();
  const server = spawn(process.execPath, [...serveOptions, "server/main.ts"], { cwd: root, env: { ...process.env, ...serveEnvironment, ...env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", PUBLIC_URL: origin, BACKUP_AT: "off" }, stdio: ["ignore", "inherit", "inherit"] });
  try {
    await waitUp(server);
    const startMs = Math.round(performance.now() - started);
    const locsOf = async (address: string) => [...(await (await fetch(origin + address)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const top = await locsOf("/sitemap.xml");
    // Past 1,000 addresses the sitemap is an index of files: the addresses are in those.
    const isIndex = top.some((l) => /^\/sitemap-\d+\.xml$/.test(l));
    const locs = isIndex ? (await Promise.all(top.map(locsOf))).flat() : top;
    const detail = (prefix: string) => locs.find((l) => l.startsWith(prefix));
    const pages = [...PUBLIC_PATHS, detail("/past-session/"), detail("/past-sessions/series/"), locs.filter((l) => /^\/events\/[^/]+$/.test(l) && l !== "/events/archive").at(-1), "/events?view=month"].filter(
      (p): p is string => typeof p === "string",
    );
    const rows: Row[] = [];
    // One request to every page first: the code all pages share is compiled and optimised while the
    // first pages are served, which would otherwise be charged to whichever page is measured first.
    for (const p of pages.filter(wanted)) await timed(origin + p, UNCACHED);
    for (const p of pages.filter(wanted)) rows.push(await measure(p, "page"));
    for (const p of ["/podcast.xml", "/events.ics", "/sitemap.xml"].filter(wanted)) rows.push(await measure(p, "feed"));
    if (wanted("/api/announcements")) rows.push(await measure("/api/announcements", "feed", () => ({ ...UNCACHED, "x-api-key": API_KEY })));
    // Searches: an address may search 30 times a minute, so each request comes from an address of its own.
    for (const [n, q] of SEARCHES.entries()) {
      const p = `/search?q=${encodeURIComponent(q)}`;
      if (wanted(p)) rows.push(await measure(p, "search", (i) => ({ ...UNCACHED, "x-forwarded-for": `10.33.${n}.${i + 10}` })));
    }
    const admin = ADMIN_LISTS.filter(wanted);
    if (admin.length > 0) {
      const cookie = await officeCookies();
      for (const p of admin) rows.push(await measure(p, "admin", () => ({ cookie })));
    }
    return { database, seedSeconds, startMs, rssMB: rssOf(server.pid!), sitemapUrls: locs.length, rows };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

buildIfStale();
const runs: Run[] = [];
const dataDir = KEPT_DATA ?? mkdtempSync(path.join(tmpdir(), "steeple-bench-years-"));
const seeded = KEPT_DATA !== undefined && existsSync(path.join(KEPT_DATA, "db", "PG_VERSION"));
mkdirSync(dataDir, { recursive: true });
const common = { DATA_DIR: dataDir, SESSION_SECRET: "b".repeat(40), API_KEY, TRUST_PROXY: "true" };
try {
  runs.push(await benchOne("embedded (PGlite)", { ...common, DEMO_CONTENT: "false" }, { seed: !seeded }));
  report(runs.at(-1)!);
  const bin = EMBEDDED_ONLY ? null : postgresBin();
  if (bin) {
    const cluster = await startCluster(bin);
    const pgData = mkdtempSync(path.join(tmpdir(), "steeple-bench-years-pg-"));
    try {
      runs.push(await benchOne("PostgreSQL", { ...common, DATA_DIR: pgData, DATABASE_URL: await cluster.createDatabase("bench_years"), DEMO_CONTENT: "false" }));
      report(runs.at(-1)!);
    } finally {
      cluster.destroy();
      rmSync(pgData, { recursive: true, force: true });
    }
  } else if (!EMBEDDED_ONLY) console.log("PostgreSQL binaries not found: the embedded database only.");
} finally {
  if (!KEPT_DATA) rmSync(dataDir, { recursive: true, force: true });
}

function report(run: Run) {
  console.log(`\n${run.database}: seed ${run.seedSeconds} s (budget ${BUDGETS.seedS}), start ${run.startMs} ms (budget ${BUDGETS.startMs}), RSS after ${run.rssMB} MB (budget ${BUDGETS.rssMB}), sitemap ${run.sitemapUrls} addresses`);
  console.log("| address | status | p50 ms | p95 ms | budget | KB |");
  console.log("|---|---|---|---|---|---|");
  for (const r of run.rows) {
    const budget = BUDGETS[r.kind];
    console.log(`| \`${r.path}\` | ${r.status} | ${r.p50} | ${r.p95}${r.p95 > budget ? " ✗" : ""} | ${budget} | ${(r.bytes / 1024).toFixed(0)} |`);
  }
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results/years.json"), `${JSON.stringify({ years: YEARS, requests: REQUESTS, runs }, null, 2)}\n`);
}
