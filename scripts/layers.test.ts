/**
 * The one-way layers of docs/decisions/0006-one-way-layers.md are enforced by the lint rules in
 * eslint.config.js and by the build (vite.layers.ts). These tests feed both a file that breaks the
 * rule and one that keeps it, so a rule that stops working fails here rather than silently.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { ESLint } from "eslint";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { serverStaysOnServer } from "../vite.layers.ts";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** The messages of the layer rules for `code` as if it were the file at `file` (relative to the repo). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => /no-restricted-imports/.test(m.ruleId ?? "")).map((m) => m.message);
}

describe("lint: imports run one way", () => {
  it("refuses a server module importing the app", async () => {
    expect(await layerErrors("server/x/y.ts", 'import { uploadFile } from "../../app/lib/upload-client.ts";\nexport const f = uploadFile;\n')).toHaveLength(1);
  });

  it("refuses a value from server/ in browser-bound app code, and allows a type", async () => {
    expect(await layerErrors("app/components/x.tsx", 'import { sha256 } from "../../server/auth/crypto.ts";\nexport const f = sha256;\n')).toHaveLength(1);
    expect(await layerErrors("app/components/x.tsx", 'import type { Services } from "../../server/services.ts";\nexport type S = Services;\n')).toEqual([]);
  });

  it("allows server values in app *.server.ts modules", async () => {
    expect(await layerErrors("app/lib/x.server.ts", 'import { sha256 } from "../../server/auth/crypto.ts";\nexport const f = sha256;\n')).toEqual([]);
  });

  it("keeps shared/ pure: no app, no server, no Node built-ins, zod allowed", async () => {
    expect(await layerErrors("shared/x.ts", 'import { sha256 } from "../server/auth/crypto.ts";\nexport const f = sha256;\n')).not.toEqual([]);
    expect(await layerErrors("shared/x.ts", 'import { useSiteSettings } from "../app/lib/site-settings.ts";\nexport const f = useSiteSettings;\n')).not.toEqual([]);
    expect(await layerErrors("shared/x.ts", 'import { createHash } from "node:crypto";\nexport const f = createHash;\n')).not.toEqual([]);
    expect(await layerErrors("shared/x.ts", 'import { z } from "zod";\nimport { ROLES } from "./areas.ts";\nexport const f = z.enum(ROLES);\n')).toEqual([]);
  });
});

describe("build: no server module in a browser bundle", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "steeple-layers-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function bundle(entryCode: string) {
    const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(entry, entryCode);
    return build({
      configFile: false,
      root: dir,
      logLevel: "silent",
      plugins: [serverStaysOnServer({ serverDir: path.join(root, "server") })],
      build: { write: false, rolldownOptions: { input: entry } },
    });
  }

  it("fails and names both files when browser code imports server/", async () => {
    const importer = path.relative(dir, path.join(root, "server/auth/crypto.ts"));
    await expect(bundle(`import { sha256 } from "./${importer}";\nconsole.log(sha256);\n`)).rejects.toThrow(/imports server\/auth\/crypto\.ts: server code must not reach the browser/);
  });

  it("builds browser code that imports shared/", async () => {
    const shared = path.relative(dir, path.join(root, "shared/format.ts"));
    const built = await bundle(`import { formatPhone } from "./${shared}";\nconsole.log(formatPhone("9195550142"));\n`);
    const code = [built]
      .flat()
      .flatMap((b) => ("output" in b ? b.output : []))
      .map((file) => (file.type === "chunk" ? file.code : ""))
      .join("\n");
    // The bundle carries the shared function itself: run on its own, it prints the formatted number.
    const printed: unknown[] = [];
    runInNewContext(code, { console: { log: (value: unknown) => printed.push(value) } });
    expect(printed).toEqual(["919-555-0142"]);
  });
});
