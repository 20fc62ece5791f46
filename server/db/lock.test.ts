import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tryLock } from "./lock.ts";

/** A separate Node process that takes the lock and keeps it until it is killed. */
async function holder(file: string) {
  const lockModule = new URL("./lock.ts", import.meta.url).href;
  const child = spawn(process.execPath, ["--input-type=module", "-e", `const { tryLock } = await import(${JSON.stringify(lockModule)}); console.log(tryLock(${JSON.stringify(file)}) ? "held" : "refused"); setInterval(() => {}, 1000);`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const answer = await new Promise<string>((resolve) => child.stdout.setEncoding("utf8").once("data", (d: string) => resolve(d.trim())));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return { answer, kill: async () => (child.kill("SIGKILL"), exited) };
}

describe("tryLock", () => {
  it("keeps the lock until release() or the end of the process, even when nothing refers to it any more", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "steeple-lock-")), "db.lock");
    const lockModule = new URL("./lock.ts", import.meta.url).href;
    // The holder drops its only reference to the lock and collects garbage before it answers.
    const script = `const { tryLock } = await import(${JSON.stringify(lockModule)}); const took = tryLock(${JSON.stringify(file)}) !== null; globalThis.gc(); console.log(took ? "held" : "refused"); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ["--expose-gc", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    try {
      expect(await new Promise<string>((resolve) => child.stdout.setEncoding("utf8").once("data", (d: string) => resolve(d.trim())))).toBe("held");
      expect(tryLock(file)).toBeNull();
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
  });


  it("gives a file's lock to one process at a time, and the operating system frees it when the holder is killed", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "steeple-lock-")), "db.lock");
    const other = await holder(file);
    expect(other.answer).toBe("held");
    expect(tryLock(file)).toBeNull();
    await other.kill();
    const mine = tryLock(file);
    expect(mine).not.toBeNull();
    // Held by this process now: another process is refused, and after release it gets it.
    const refused = await holder(file);
    expect(refused.answer).toBe("refused");
    await refused.kill();
    mine!.release();
    const again = await holder(file);
    expect(again.answer).toBe("held");
    await again.kill();
  });
});
