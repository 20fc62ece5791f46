/**
 * End-to-end tests against the built server (run `npm run build` first; `npm test` does) on port 3900
 * with a fresh PostgreSQL database full of demo content (e2e/start-server.ts). Chromium comes from CHROME_PATH (set by
 * `npm test`), /usr/bin/chromium-headless-shell or /usr/bin/chromium.
 */
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { BASE_URL, E2E_DATA_DIR, E2E_PORT, SITE_TIME_ZONE } from "./e2e/settings.ts";

const ci = Boolean(process.env.CI);
/** Runs on another E2E_PORT (several people testing in one checkout) keep their results apart. */
const suffix = process.env.E2E_PORT ? `/port-${E2E_PORT}` : "";

const browser = {
  browserName: "chromium" as const,
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file)),
    // --max-opt=1: a test's page lives seconds, too short for V8's optimising compilers to pay back the
    // CPU their threads take from the two cores (a fifth of the staff-area specs' time, measured).
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--js-flags=--max-opt=1"],
  },
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three browsers on two cores: much of a test's time is waiting (timers, network, the server), and a
  // third worker took the suite from 8.3 to 7.3 minutes here without a failure.
  workers: 3,
  forbidOnly: ci,
  // A test that fails fails: no second try hides a flaky one.
  retries: 0,
  timeout: 30_000,
  // Three browsers, the server and PostgreSQL share two cores: a heavy admin page can take a few seconds.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: `playwright-report${suffix}` }]],
  outputDir: `test-results${suffix}`,
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test (to keep the failures') cost a fifth of the suite's time; to see
    // why a test fails, run it again with `npx playwright test <file> --trace on`.
    trace: "off",
    screenshot: "only-on-failure",
  },
  // The staff-area specs change content (today's reading, galleries, the active verse, service times, fees,
  // the office phone); they run after the public-site specs, which read that content, so neither sees
  // the other half-way. Two projects, not more: each project has workers of its own, and starting them
  // leaves the others waiting. Workers take a project's tests in file-name order.
  projects: [
    { name: "site", testIgnore: /admin-.*\.spec\.ts$/, use: browser },
    { name: "admin", testMatch: /admin-.*\.spec\.ts$/, dependencies: ["site"], use: browser },
  ],
  webServer: {
    command: `"${process.execPath}" e2e/start-server.ts`,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      DEMO_CONTENT: "true",
      // No nightly backup in the middle of a run (server/backups has its own tests).
      BACKUP_AT: "off",
      SITE_TIME_ZONE,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // Every browser is a visitor from 127.0.0.1, as on a machine without a proxy in front.
      TRUST_PROXY: "",
      // e2e/start-server.ts gives the server a PostgreSQL cluster and a session secret of its own.
      DATABASE_URL: "",
      API_KEY: "",
      SESSION_SECRET: "",
      SMTP_URL: "",
    },
  },
});
