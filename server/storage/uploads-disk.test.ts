import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "../../shared/upload-rules.ts";
import * as schema from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase } from "../testing/database.ts";
import { httpAppForSuite } from "../testing/http.ts";
import { capturingLogger } from "../testing/log.ts";
import { signedInUser } from "../testing/sessions.ts";
import { chunked, mp4, png } from "../testing/files.ts";
import { diskStore } from "./store.ts";
import { createUploads } from "./uploads.ts";

/** Issue 14, item 10: what an interrupted upload leaves behind, and a full disk. */

/** A pid that surely belongs to no running process: one of a process that has just ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

/** The host name as the pipeline writes it into a .part file's name. */
const host = hostname().replace(/[^A-Za-z0-9-]/g, "_");

describe("the start-up sweep of uploads/.staging", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const log = capturingLogger();
  let uploadsDir: string;
  let uploads: ReturnType<typeof createUploads>;
  let userId: number;
  const stagingDir = () => path.join(uploadsDir, ".staging");
  const staging = () => readdirSync(stagingDir()).sort();

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    const [user] = await database.db.insert(schema.users).values({ name: "Alice", username: "alice", passwordHash: "x", role: "church" }).returning();
    userId = user!.id;
  });
  afterAll(() => database.drop());

  async function freshFolder() {
    uploadsDir = mkdtempSync(path.join(tmpdir(), "steeple-sweep-"));
    uploads = createUploads({ db: database.db, clock: fixedClock(new Date().toISOString()), store: diskStore(uploadsDir), logger: log.logger });
    await mkdir(stagingDir(), { recursive: true });
  }

  it("removes every interrupted upload and every file no staged upload names, however fresh, when this process is the folder's only user", async () => {
    await freshFolder();
    const live = await uploads.stage({ kind: "image", body: chunked(await png(40, 40)), originalName: "kept.png", userId });
    expect(live.ok).toBe(true);
    const [row] = await database.db.select().from(schema.stagedUploads).where(eq(schema.stagedUploads.originalName, "kept.png"));
    await writeFile(path.join(stagingDir(), `0123456789abcdef-0123abcd0123.${host}.${await deadPid()}.part`), "half a file");
    await writeFile(path.join(stagingDir(), "written-before-1.2.part"), "older naming");
    await writeFile(path.join(stagingDir(), "fedcba9876543210-3210dcba3210"), "renamed, but its row was never written");

    await uploads.sweep({ atStart: "sole-user" });
    expect(staging()).toEqual([row!.stagingName]);
  });

  it("on a folder other instances may share, removes the .part files of this machine's ended processes and keeps a running one's", async () => {
    await freshFolder();
    const ended = `0123456789abcdef-0123abcd0123.${host}.${await deadPid()}.part`;
    const mineBeforeRestart = `1123456789abcdef-0123abcd0123.${host}.${process.pid}.part`;
    // process.ppid: the test runner, which is running.
    const running = `2123456789abcdef-0123abcd0123.${host}.${process.ppid}.part`;
    const otherMachine = `3123456789abcdef-0123abcd0123.web-2.${process.pid}.part`;
    for (const name of [ended, mineBeforeRestart, running, otherMachine]) await writeFile(path.join(stagingDir(), name), "x");
    const oldOtherMachine = `4123456789abcdef-0123abcd0123.web-2.77.part`;
    await writeFile(path.join(stagingDir(), oldOtherMachine), "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(path.join(stagingDir(), oldOtherMachine), twoHoursAgo, twoHoursAgo);

    await uploads.sweep({ atStart: "shared" });
    expect(staging()).toEqual([running, otherMachine].sort());
  });

  it("names each .part file after the machine and process writing it", async () => {
    await freshFolder();
    let seen: string[] = [];
    async function* body() {
      yield mp4(4096);
      seen = staging();
    }
    const staged = await uploads.stage({ kind: "video", body: body(), originalName: "v.mp4", userId });
    expect(staged.ok).toBe(true);
    expect(seen).toEqual([expect.stringMatching(new RegExp(`^[0-9a-f-]+\\.${host}\\.${process.pid}\\.part$`))]);
  });
});

/** A real small disk: a tmpfs mounted on `dir` (needs root, as in CI). */
const mountTmpfs = (dir: string, size: string) => execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "ignore" });

const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const dir = mkdtempSync(path.join(tmpdir(), "steeple-probe-"));
  try {
    mountTmpfs(dir, "1m");
    execFileSync("umount", [dir]);
    return true;
  } catch {
    return false;
  }
})();
if (!canMount) console.warn("uploads-disk.test.ts: the full-disk test needs root and `mount -t tmpfs`; skipped here (CI runs it as root).");

describe.skipIf(!canMount)("a full disk during an upload (a real 2 MB tmpfs)", () => {
  const log = capturingLogger();
  const suite = httpAppForSuite({ logger: log.logger });

  // The uploads folder itself becomes the small disk.
  beforeAll(() => mountTmpfs(suite.app.uploadsDir, "2m"));
  afterAll(() => execFileSync("umount", [suite.app.uploadsDir]));

  it("answers 507 saying the server is out of space, logs it as an error, and leaves nothing behind", async () => {
    const admin = await signedInUser(suite.database.db, { role: "admin", sessionSecret: suite.app.services.sessionSecret });
    const video = mp4(4 * 1024 * 1024);
    const res = await suite.app.http.request("/api/admin/uploads?kind=video&area=past-sessions", {
      method: "POST",
      headers: { ...admin.headers, "x-api-key": suite.app.config.apiKey, "content-type": "application/octet-stream", "x-file-name": "sermon.mp4" },
      body: video,
    });
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ error: uploadMessages.outOfSpace });
    expect(uploadMessages.outOfSpace).toBe("The server is out of disk space; the file was not saved. Please tell your site administrator.");
    expect(log.at("error").filter((l) => l.msg !== "request")).toEqual([expect.objectContaining({ msg: expect.stringMatching(/out of disk space/), kind: "video" })]);
    expect(log.lines.filter((l) => /interrupted/.test(l.msg))).toEqual([]);
    const stagingDir = path.join(suite.app.uploadsDir, ".staging");
    expect(existsSync(stagingDir) ? readdirSync(stagingDir) : []).toEqual([]);
  });
});
