/**
 * `npm test`: every test, stage by stage, stopping after the first stage that fails.
 *   1. typecheck, lint and the production build, side by side (none reads what another writes, and
 *      each keeps about one core busy)  2. unit + integration (Vitest)  3. end-to-end (Playwright)
 * The steps of a stage print their output when each is done, one after the other.
 * Before the end-to-end step it finds Chromium (CHROME_PATH, /usr/bin/chromium-headless-shell,
 * /usr/bin/chromium, or Playwright's own browser), Java (for the HTML checker) and the PostgreSQL server the end-to-end site runs on. When one
 * is missing and apt-get can install it (running as root with apt-get on PATH), it installs the
 * package and says so; otherwise it stops and says what to install.
 * The environment is passed through unchanged (TEST_DATABASE_URL reaches Vitest this way), plus
 * CHROME_PATH for Playwright.
 */
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresBin } from "../server/testing/postgres-cluster.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type Step = { name: string; command: string[]; needsBrowserTools?: boolean };

const stages: Step[][] = [
  [
    { name: "typecheck", command: ["npm", "run", "typecheck"] },
    { name: "lint", command: ["npm", "run", "lint"] },
    { name: "build", command: ["npm", "run", "build"] },
  ],
  [{ name: "unit and integration tests", command: ["npx", "vitest", "run"] }],
  [{ name: "end-to-end tests", command: ["npx", "playwright", "test"], needsBrowserTools: true }],
];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, command))) return path.join(dir, command);
  }
  return undefined;
}

async function playwrightChromium(): Promise<string | undefined> {
  try {
    const { chromium } = await import("@playwright/test");
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Debian's Chromium packages, fastest for tests first. */
const SYSTEM_CHROMIUMS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

async function locateChromium(): Promise<string | undefined> {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    console.log(`CHROME_PATH is set to ${configured}, but no executable is there; looking elsewhere.`);
  }
  // The headless shell is the same Chromium without the windowing half of the browser: the suite runs
  // in about two thirds of the time it takes with the full /usr/bin/chromium.
  for (const file of SYSTEM_CHROMIUMS) if (isExecutable(file)) return file;
  return playwrightChromium();
}

/** Installs Debian packages when this is root with apt-get; false (after saying why) otherwise. */
function aptInstall(packages: string[]): boolean {
  const aptGet = onPath("apt-get");
  if (process.getuid?.() !== 0 || !aptGet) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", ...packages]]) {
    const result = spawnSync(aptGet, args, { stdio: "inherit", env });
    if (result.status !== 0) {
      console.error(`\nnpm test: \`apt-get ${args.join(" ")}\` failed.`);
      return false;
    }
  }
  return true;
}

/** Java runs the Nu HTML checker (vnu-jar) of the end-to-end tests; installed like Chromium when missing. */
function findOrInstallJava(): boolean {
  if (onPath("java")) return true;
  console.log("No Java found: installing the `default-jre-headless` package with apt-get for the HTML checker...");
  if (aptInstall(["default-jre-headless"]) && onPath("java")) return true;
  console.error("\nnpm test: the HTML checker of the end-to-end tests needs Java. Install it (Debian/Ubuntu: sudo apt-get install default-jre-headless), then run `npm test` again.");
  return false;
}

/** The end-to-end server runs on a throwaway PostgreSQL cluster (e2e/start-server.ts). */
function findOrInstallPostgres(): boolean {
  if (postgresBin()) return true;
  console.log("No PostgreSQL server found: installing the `postgresql` package with apt-get for the end-to-end site...");
  if (aptInstall(["postgresql"]) && postgresBin()) return true;
  console.error("\nnpm test: the end-to-end tests run the site on PostgreSQL. Install it (Debian/Ubuntu: sudo apt-get install postgresql), then run `npm test` again.");
  return false;
}

/** The Chromium to test with, installing it when that is possible; undefined (after saying what to install) otherwise. */
async function findOrInstallChromium(): Promise<string | undefined> {
  const found = await locateChromium();
  if (found) {
    console.log(`Using Chromium at ${found}`);
    return found;
  }
  console.log(`No Chromium found (CHROME_PATH, ${SYSTEM_CHROMIUMS.join(", ")}, Playwright's browser): installing the \`chromium-headless-shell\` package with apt-get...`);
  if (aptInstall(["chromium-headless-shell"])) {
    const installed = await locateChromium();
    if (installed) {
      console.log(`Installed Chromium: ${installed}`);
      return installed;
    }
  }
  console.error(
    [
      "",
      "npm test: the end-to-end tests need Chromium, and none was found.",
      "Install one of these, then run `npm test` again:",
      "  - Debian/Ubuntu: sudo apt-get install chromium-headless-shell   (gives /usr/bin/chromium-headless-shell)",
      "  - Playwright's own browser: npx playwright install chromium",
      "  - or point CHROME_PATH at an existing Chrome or Chromium executable.",
    ].join("\n"),
  );
  return undefined;
}

function formatSeconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

type Outcome = { step: Step; ms: number; failure?: string };

/** Runs one step: straight to this terminal when it runs alone, into a buffer printed at its end when others run beside it. */
function run(step: Step, env: NodeJS.ProcessEnv, alone: boolean): Promise<Outcome> {
  const stepStarted = Date.now();
  const [command, ...args] = step.command;
  return new Promise((resolve) => {
    const child = spawn(command!, args, { cwd: root, env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const finish = (failure?: string) => {
      if (!alone) {
        console.log(`\n--- ${step.name} (${step.command.join(" ")}):`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, ms: Date.now() - stepStarted, failure });
    };
    child.on("error", (error) => finish(error.message));
    child.on("close", (code, signal) => finish(code === 0 ? undefined : signal ? `killed by ${signal}` : `exit code ${code}`));
  });
}

const started = Date.now();
const timings: string[] = [];
const stepCount = stages.flat().length;
for (const [index, stage] of stages.entries()) {
  const label = `[${index + 1}/${stages.length}] ${stage.map((step) => step.name).join(", ")}`;
  console.log(`\n=== ${label}`);
  let extraEnv: Record<string, string> = {};
  if (stage.some((step) => step.needsBrowserTools)) {
    const chrome = await findOrInstallChromium();
    const missing = !chrome ? "no Chromium" : !findOrInstallJava() ? "no Java" : !findOrInstallPostgres() ? "no PostgreSQL" : undefined;
    if (!chrome || missing) {
      console.error(`\nnpm test: FAILED at stage ${label} (${missing}).`);
      process.exit(1);
    }
    extraEnv = { CHROME_PATH: chrome };
  }
  const stageStarted = Date.now();
  const outcomes = await Promise.all(stage.map((step) => run(step, { ...process.env, ...extraEnv }, stage.length === 1)));
  for (const { step, ms } of outcomes) timings.push(`${step.name.padEnd(30)} ${formatSeconds(ms).padStart(9)}`);
  const failed = outcomes.filter((outcome) => outcome.failure);
  const took = formatSeconds(Date.now() - stageStarted);
  if (failed.length > 0) {
    const why = failed.map(({ step, failure }) => `${step.name}: ${failure}`).join("; ");
    console.error(`\nnpm test: FAILED at stage ${label} (${why}, after ${took}). Later stages were not run.`);
    process.exit(1);
  }
  console.log(`=== ${label}: passed in ${took}`);
}
console.log(`\n${timings.join("\n")}\n${"total".padEnd(30)} ${formatSeconds(Date.now() - started).padStart(9)}`);
console.log(`\nnpm test: all ${stepCount} steps passed in ${formatSeconds(Date.now() - started)}`);
