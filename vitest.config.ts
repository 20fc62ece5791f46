import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { islands } from "./vite.islands.ts";

/**
 * Files that start other processes (the server, the CLI, PostgreSQL clusters) go first, then Vitest's
 * own order (longest last time first, or largest first when a file has no record yet). A fresh clone
 * has no record: there `server/main.test.ts`, started late by its size, was the last file to finish,
 * 50 s after it began.
 */
class ProcessStartingFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const startsProcesses = (file: TestSpecification) => /\b(spawn|spawnSync|execFile|execFileSync|startServerProcess|startCluster)\(/.test(readFileSync(file.moduleId, "utf8"));
    const first = sorted.filter(startsProcesses);
    return [...first, ...sorted.filter((file) => !first.includes(file))];
  }
}

export default defineConfig({
  // The site layout reads the islands script address from virtual:islands.
  plugins: [islands()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./server/testing/fail-on-console-error.ts"],
    // One migrated database of each engine per run, copied for each test file (see the file); a dropped
    // PGlite copy is emptied and handed to the worker's next test file (server/testing/database.ts).
    globalSetup: ["./server/testing/database-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Test files share a worker process (and its loaded modules) instead of one process each: the
    // suite took half the time (232 s to 118 s here). Each test still makes its own database and rows;
    // `npx vitest run --sequence.shuffle` shows that no test leans on another.
    isolate: false,
    // Vitest's default leaves one core free; on a 2-core machine that halves the suite's speed. A third
    // worker keeps the cores busy while the others wait on the servers and databases their tests start:
    // 147.7 and 149.7 s here instead of 162.7 s with two (a fourth: 144.7 s, within the machine's drift).
    maxWorkers: 3,
    sequence: { sequencer: ProcessStartingFilesFirst },
  },
});
