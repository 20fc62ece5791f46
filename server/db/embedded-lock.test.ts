import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const clientModule = new URL("./client.ts", import.meta.url).href;

/**
 * A separate Node process that opens the embedded database (as the server or a CLI command does).
 * `hold`: it keeps it open until killed; otherwise it closes it and ends. A refusal is printed as
 * "{error class}: {message}" and ends the process with code 75.
 */
function openInAnotherProcess(pgliteDir: string, { hold }: { hold: boolean }) {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(clientModule)});
    try {
      const database = await openDatabase({ pgliteDir: ${JSON.stringify(pgliteDir)} });
      await database.ping();
      console.log("open");
      if (${hold}) setInterval(() => {}, 1000); else await database.close();
    } catch (error) {
      console.error(error.constructor.name + ": " + error.message);
      process.exit(75);
    }`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => stdout.includes("open") && resolve());
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  // Only the holder's opening is awaited; a refused process's is expected to fail.
  opened.catch(() => undefined);
  return { opened, exited, output: () => ({ stdout, stderr }), kill: () => (child.kill("SIGKILL"), exited) };
}

/** Issue 14, item 11: the embedded database allows one process; a second one must be refused, not let in. */
describe("the embedded database folder's lock", () => {
  it("refuses a second process with a plain sentence, and lets one in once the first has crashed", { timeout: 300_000 }, async () => {
    const pgliteDir = path.join(mkdtempSync(path.join(tmpdir(), "steeple-embedded-")), "db");
    const first = openInAnotherProcess(pgliteDir, { hold: true });
    await first.opened;

    const second = openInAnotherProcess(pgliteDir, { hold: false });
    // Without a lock the second process gets in, or hangs inside PGlite: give it 30 s to be refused.
    const deadline = setTimeout(() => void second.kill(), 30_000);
    const code = await second.exited;
    clearTimeout(deadline);
    expect(second.output()).toEqual({ stdout: "", stderr: `DatabaseInUseError: Another process is using the embedded database in ${pgliteDir}.\n` });
    expect(code).toBe(75);

    await first.kill();
    const third = openInAnotherProcess(pgliteDir, { hold: false });
    expect(await third.exited).toBe(0);
    expect(third.output().stdout).toBe("open\n");
  });
});
