import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildMarker = path.join(root, "build/server/index.js");
// shared/ is bundled into the build too (app imports it).
const sources = ["app", "shared", "public", "vite.config.ts", "vite.islands.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    // Tests beside the code they test are not part of the build: changing one needs no new build.
    if (entry === "node_modules" || entry.startsWith(".") || /\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether the build is missing or older than any of its sources. */
export function buildIsStale() {
  return !existsSync(buildMarker) || Math.max(...sources.map((p) => newestMtime(path.join(root, p)))) > statSync(buildMarker).mtimeMs;
}

/** Runs `npm run build` when the build is missing or older than any of its sources. */
export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log(existsSync(buildMarker) ? "Sources changed since the last build: rebuilding..." : "No build yet: building...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
