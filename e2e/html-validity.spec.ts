/**
 * Every public page is valid HTML by the Nu HTML Checker (the W3C validator, `vnu-jar` from npm, run
 * with the system Java). The pages are fetched as a visitor gets them and checked in one run.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { expect, test } from "./fixtures.ts";
import { publicRoutes } from "./public-routes.ts";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

test("every public page passes the Nu HTML checker without an error", async ({ request, seeded }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "steeple-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const route of [...publicRoutes, { name: "not found", path: () => "/no-such-page" }]) {
      const url = route.path(seeded);
      const response = await request.get(url);
      expect([200, 404], url).toContain(response.status());
      const file = path.join(dir, `${files.size}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, url);
    }
    // vnu exits 1 when it finds errors; the JSON on standard error is what counts.
    const run = await promisify(execFile)("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...[...files.keys()].map((f) => f.slice(5))], {
      maxBuffer: 32 * 1024 * 1024,
    });
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
