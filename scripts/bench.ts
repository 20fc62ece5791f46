/**
 * `npm run bench`: the performance report of the design (Rendering and budgets), measured on this
 * machine in one run against the production build on a fresh embedded database with demo content.
 *   - Lighthouse (mobile) for /, /childcare-preschool and /announcements
 *   - compressed JavaScript and total bytes per page
 *   - requests/s and p99 at 32 connections (wrk, or a Node load generator when wrk is missing) for /
 *     and GET /api/announcements in one process, beside the ceilings for the same bytes of /: a bare
 *     node:http server and nginx (one worker); then / again on PostgreSQL with WEB_CONCURRENCY=2
 * Options: --runs N (Lighthouse runs per page, median reported; default 1), --seconds N (load per target; default 10),
 * --warmup N (seconds of load before each measurement, not counted; default 5), --rounds N (turns of the
 * one-process site and the bare server, medians reported; default 3).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { postgresBin, startCluster } from "../server/testing/postgres-cluster.ts";
import { serveEnvironment, serveOptions } from "../server/testing/server-process.ts";
import { buildIfStale, root } from "./build-if-stale.ts";

const args = process.argv.slice(2);
// The site at ten years (issue 33) is a bench of its own: `npm run bench -- --years 10`.
if (args.includes("--years")) {
  await import("./bench-years.ts");
  process.exit(0);
}
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = option("runs", 1);
const SECONDS = option("seconds", 10);
// A server just started runs its code unoptimised and still collects the garbage of its start: the first
// seconds of load measured 40 % below the same server a minute later.
const WARMUP_SECONDS = option("warmup", 5);
const ROUNDS = option("rounds", 3);
const CONNECTIONS = 32;
const PORT = 3950;
const STATIC_PORT = 3951;
const BARE_PORT = 3952;
const WORKERS_PORT = 3953;
const PAGES = ["/", "/childcare-preschool", "/announcements"];
const origin = `http://127.0.0.1:${PORT}`;

const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find(
  (p) => p && spawnSync("test", ["-x", p]).status === 0,
);
if (!chromePath) {
  console.error("bench: no Chromium found. Install it (apt-get install chromium) or set CHROME_PATH.");
  process.exit(1);
}

buildIfStale();

const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-bench-"));
const server = spawn(process.execPath, [...serveOptions, "server/main.ts"], {
  cwd: root,
  env: { ...process.env, ...serveEnvironment, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_CONTENT: "true", LOG_LEVEL: "warn", PUBLIC_URL: origin, BACKUP_AT: "off" },
  stdio: ["ignore", "inherit", "inherit"],
});
const children: ChildProcess[] = [server];
const cleanup = () => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", cleanup);

async function waitFor(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

await waitFor(`${origin}/readyz`);
const apiKey = readFileSync(path.join(dataDir, "secrets/api-key"), "utf8").trim();

// --- Lighthouse -------------------------------------------------------------------------------
type PageResult = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  totalKB: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
/**
 * One Lighthouse run of a page. A run whose trace Lighthouse could not record (NO_NAVSTART, seen now and
 * then on the first page after Chromium starts) says nothing about the page, so it is run again, up to
 * three times; a run that still has no score counts as 0 and its reason is printed.
 */
async function scoredRun(pagePath: string, run: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    const { runtimeError, categories } = result.lhr;
    if (!runtimeError && categories.performance?.score != null) return result.lhr;
    console.log(`  ${pagePath}: Lighthouse could not score run ${run + 1} (attempt ${attempt}): ${runtimeError ? `${runtimeError.code} ${runtimeError.message}` : "no performance score"}`);
    if (attempt === 3) return result.lhr;
  }
}

const pages: PageResult[] = [];
for (const pagePath of PAGES) {
  const runs: PageResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { categories, audits } = await scoredRun(pagePath, run);
    const summary = (audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
    const size = (type: string) => (summary.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
    runs.push({
      path: pagePath,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      jsKB: Number(size("script").toFixed(1)),
      totalKB: Number(size("total").toFixed(1)),
    });
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
    if (failing.length) console.log(`  ${pagePath}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
  }
  const pick = (key: keyof PageResult) => median(runs.map((r) => r[key] as number));
  pages.push({
    path: pagePath,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    jsKB: pick("jsKB"),
    totalKB: pick("totalKB"),
  });
}
await chrome.kill();

// --- Throughput ---------------------------------------------------------------------------------
type LoadResult = { target: string; rps: number; p99Ms: number; errors: number };

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

/** The rate in wrk's report. */
const requestsPerSecond = (report: string) => Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? 0);

function wrk(target: string, url: string, headers: Record<string, string> = {}, seconds = SECONDS): LoadResult {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
  const run = spawnSync("wrk", ["-t2", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", ...headerArgs, url], { encoding: "utf8" });
  const out = run.stdout;
  const rps = requestsPerSecond(out);
  const p99Raw = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const p99Ms = p99Raw ? Number(p99Raw[1]) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[p99Raw[2]!]! : NaN;
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { target, rps: Math.round(rps), p99Ms: Number(p99Ms.toFixed(2)), errors };
}

/** A keep-alive load generator for machines without wrk: CONNECTIONS requests in flight for SECONDS. */
async function nodeLoad(target: string, url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on("end", () => {
            if ((res.statusCode ?? 500) >= 400) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on("error", () => {
          errors++;
          resolve();
        });
    });
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < end) await once();
  }));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { target, rps: Math.round(latencies.length / seconds), p99Ms: Number((latencies[Math.floor(latencies.length * 0.99)] ?? NaN).toFixed(2)), errors };
}

const loadFor = (seconds: number, target: string, url: string, headers?: Record<string, string>) =>
  hasWrk ? Promise.resolve(wrk(target, url, headers, seconds)) : nodeLoad(target, url, headers, seconds);
/** Every target, the ceilings too, is warmed up the same way before it is measured. */
async function load(target: string, url: string, headers?: Record<string, string>) {
  if (WARMUP_SECONDS > 0) await loadFor(WARMUP_SECONDS, target, url, headers);
  return loadFor(SECONDS, target, url, headers);
}

// Warm the page cache.
await fetch(`${origin}/`);

// The ceiling: the very answer wrk gets for / (its body and every header but the connection's own)
// from a bare node:http server in a process of its own.
const home = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
  http
    .get(`${origin}/`, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
    .on("error", reject);
});
const html = home.body;
const staticDir = mkdtempSync(path.join(tmpdir(), "steeple-static-"));
writeFileSync(path.join(staticDir, "index.html"), html);
const bareHeaders = Object.fromEntries(Object.entries(home.headers).filter(([name]) => !["date", "connection", "keep-alive", "transfer-encoding", "content-length"].includes(name)));
const bare = spawn(
  process.execPath,
  [
    "-e",
    `const body = require("node:fs").readFileSync(${JSON.stringify(path.join(staticDir, "index.html"))});
     const headers = { ...${JSON.stringify(bareHeaders)}, "content-length": body.length };
     require("node:http").createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${BARE_PORT}, "127.0.0.1");`,
  ],
  { stdio: "ignore" },
);
children.push(bare);
await waitFor(`http://127.0.0.1:${BARE_PORT}/`);

/**
 * The site and its ceiling measured in turns (ROUNDS rounds of SECONDS each, medians reported): on a
 * shared machine the speed drifts by a fifth from one ten-second run to the next, and measuring one
 * after the other would put that drift into their ratio.
 */
async function inTurns(targets: Array<{ target: string; url: string }>): Promise<LoadResult[]> {
  for (const { target, url } of targets) if (WARMUP_SECONDS > 0) await loadFor(WARMUP_SECONDS, target, url);
  const rounds = targets.map(() => [] as LoadResult[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { target, url }] of targets.entries()) rounds[i]!.push(await loadFor(SECONDS, target, url));
  }
  return targets.map(({ target }, i) => ({
    target,
    rps: median(rounds[i]!.map((r) => r.rps)),
    p99Ms: median(rounds[i]!.map((r) => r.p99Ms)),
    errors: rounds[i]!.reduce((sum, r) => sum + r.errors, 0),
  }));
}

const [siteHome, bareHome] = await inTurns([
  { target: "GET / (steeple, 1 process)", url: `${origin}/` },
  { target: "GET / (bare node:http, same bytes)", url: `http://127.0.0.1:${BARE_PORT}/` },
]);

/** Requests per second from a wrk run that leaves this process free, so that two can run at the same moment. */
function wrkRate(url: string, connections: number, seconds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, url]);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk));
    child.on("error", reject);
    child.on("close", () => resolve(requestsPerSecond(out)));
  });
}

/** Rounds of the share at the same moment. */
const SHARE_ROUNDS = 8;
/**
 * The site's cache hit as a share of the bare server's rate, both loaded at the same moment (half the
 * connections each, SHARE_ROUNDS rounds of 3 s, the median): the machine's drift then hits both alike,
 * which rounds in turns cannot promise. The goal of issue 15 is read from this share.
 */
async function shareOfBare(): Promise<number | null> {
  if (!hasWrk) return null;
  const share: number[] = [];
  for (let round = 0; round < SHARE_ROUNDS; round++) {
    const [site, bareRate] = await Promise.all([wrkRate(`${origin}/`, CONNECTIONS / 2, 3), wrkRate(`http://127.0.0.1:${BARE_PORT}/`, CONNECTIONS / 2, 3)]);
    share.push(site / bareRate);
  }
  return median(share);
}
const siteShareOfBare = await shareOfBare();

const loads: LoadResult[] = [siteHome!];
loads.push(await load("GET /api/announcements (steeple, 1 process)", `${origin}/api/announcements`, { "x-api-key": apiKey }));
loads.push(bareHome!);

// The same bytes from nginx, one worker.
const hasNginx = spawnSync("nginx", ["-v"]).error === undefined;
if (hasNginx) {
  mkdirSync(path.join(staticDir, "logs"), { recursive: true });
  writeFileSync(
    path.join(staticDir, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${staticDir}/nginx.pid; error_log ${staticDir}/logs/error.log;${process.getuid?.() === 0 ? " user root;" : ""}
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${staticDir}/t1; proxy_temp_path ${staticDir}/t2; fastcgi_temp_path ${staticDir}/t3; uwsgi_temp_path ${staticDir}/t4; scgi_temp_path ${staticDir}/t5;
  server { listen 127.0.0.1:${STATIC_PORT}; root ${staticDir}; location / { default_type text/html; try_files /index.html =404; } } }`,
  );
  const nginx = spawn("nginx", ["-p", staticDir, "-c", path.join(staticDir, "nginx.conf")], { stdio: "ignore" });
  children.push(nginx);
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/`);
  loads.push(await load("GET / (nginx, 1 worker, same bytes)", `http://127.0.0.1:${STATIC_PORT}/`));
} else {
  console.log("nginx is not installed (apt-get install nginx): its row and budget are left out.");
}

// The site on PostgreSQL with WEB_CONCURRENCY=2: every core busy.
server.kill("SIGTERM");
const bin = postgresBin();
if (bin) {
  const cluster = await startCluster(bin);
  process.on("exit", () => cluster.destroy());
  const workers = spawn(process.execPath, [...serveOptions, "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...serveEnvironment,
      PORT: String(WORKERS_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "steeple-bench-pg-")),
      DATABASE_URL: await cluster.createDatabase("bench"),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      API_KEY: randomBytes(16).toString("hex"),
      WEB_CONCURRENCY: "2",
      DEMO_CONTENT: "true",
      BACKUP_AT: "off",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${WORKERS_PORT}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(workers);
  await waitFor(`http://127.0.0.1:${WORKERS_PORT}/readyz`);
  // Each worker keeps its own page cache: warm both.
  for (let i = 0; i < 8; i++) await fetch(`http://127.0.0.1:${WORKERS_PORT}/`);
  loads.push(await load("GET / (steeple, PostgreSQL, WEB_CONCURRENCY=2)", `http://127.0.0.1:${WORKERS_PORT}/`));
} else {
  console.log("No PostgreSQL server binaries (apt-get install postgresql): the WEB_CONCURRENCY=2 row is left out.");
}

// --- Report -------------------------------------------------------------------------------------
const row = (prefix: string) => loads.find((l) => l.target.startsWith(prefix));
const [one, api, bareNode] = loads as [LoadResult, LoadResult, LoadResult];
const nginxRow = row("GET / (nginx");
const twoWorkers = row("GET / (steeple, PostgreSQL");
const budgets = [
  ...pages.map((p) => ({ name: `Lighthouse performance ${p.path} >= 95`, ok: p.performance >= 95 })),
  ...pages.map((p) => ({ name: `Lighthouse accessibility/best practices/SEO ${p.path} = 100`, ok: p.accessibility === 100 && p.bestPractices === 100 && p.seo === 100 })),
  ...pages.map((p) => ({ name: `JavaScript ${p.path} <= 100 KB compressed`, ok: p.jsKB <= 100 })),
  { name: "cached / in one process >= 90% of bare node:http (both loaded at the same moment)", ok: (siteShareOfBare ?? one.rps / bareNode.rps) >= 0.9 },
  ...(nginxRow && twoWorkers ? [{ name: "cached / with WEB_CONCURRENCY=2 on PostgreSQL >= 1/3 of nginx (1 worker)", ok: twoWorkers.rps * 3 >= nginxRow.rps }] : []),
  { name: `p99 < 50 ms at ${CONNECTIONS} connections for the site's rows`, ok: [one, api, ...(twoWorkers ? [twoWorkers] : [])].every((l) => l.p99Ms < 50) },
];

console.log("\nLighthouse (mobile)" + (RUNS > 1 ? `, median of ${RUNS} runs` : ""));
console.table(pages.map((p) => ({ page: p.path, perf: p.performance, a11y: p.accessibility, "best pr.": p.bestPractices, seo: p.seo, "LCP ms": p.lcpMs, "TBT ms": p.tbtMs, CLS: p.cls, "JS KB": p.jsKB, "total KB": p.totalKB })));
console.log(`Load: ${CONNECTIONS} connections for ${SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, ${hasWrk ? "wrk" : "Node load generator"}, on this machine`);
console.table(loads.map((l) => ({ target: l.target, "req/s": l.rps, "p99 ms": l.p99Ms, errors: l.errors })));
if (siteShareOfBare !== null) console.log(`GET / in one process, loaded at the same moment as bare node:http: ${(siteShareOfBare * 100).toFixed(1)} % of its rate (median of ${SHARE_ROUNDS} rounds)`);
console.log("Budgets");
for (const b of budgets) console.log(`  ${b.ok ? "PASS" : "MISS"}  ${b.name}`);

mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(path.join(root, "bench-results/report.json"), JSON.stringify({ date: new Date().toISOString(), pages, loads, siteShareOfBare, budgets }, null, 2));
console.log("\nwritten to bench-results/report.json");
rmSync(staticDir, { recursive: true, force: true });
process.exit(0);
