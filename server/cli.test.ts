import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, UsageError } from "./cli.ts";
import { loadConfig } from "./config.ts";
import * as schema from "./db/schema.ts";
import { freshDatabase } from "./testing/database.ts";

describe("operator CLI", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-cli-"));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://church.example" });
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const run = (args: string[], input = "") => runCli(args, { database, config, stdin: Readable.from([input]) });

  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database.drop());

  it("creates the first siteadmin with the password from standard input", async () => {
    expect(await run(["create-user", "--username", "Pastor", "--email", "pastor@example.org", "--name", "Pastor Dan", "--role", "siteadmin"], "a-long-password\n")).toMatch(
      /Created siteadmin "pastor"/,
    );
    const [user] = await database.db.select().from(schema.users);
    expect(user).toMatchObject({ username: "pastor", email: "pastor@example.org", role: "siteadmin", name: "Pastor Dan" });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a short password, an unknown role and a missing option", async () => {
    await expect(run(["create-user", "--username", "x", "--role", "siteadmin"], "short")).rejects.toThrow(UsageError);
    await expect(run(["create-user", "--username", "x", "--role", "pope"], "a-long-password")).rejects.toThrow(/--role must be one of/);
    await expect(run(["invite", "--role", "admin"])).rejects.toThrow(/--email/);
    await expect(run(["frobnicate"])).rejects.toThrow(/Unknown command/);
  });

  it("prints an invite link and a manual-reset link on PUBLIC_URL", async () => {
    expect(await run(["invite", "--email", "new@example.org", "--role", "church"])).toMatch(/^https:\/\/church\.example\/register\?invite=[\w-]+&email=new%40example\.org$/);
    expect(await run(["reset-link", "--user", "pastor"])).toMatch(/^https:\/\/church\.example\/manual-reset\?token=[\w-]+$/);
    await expect(run(["reset-link", "--user", "ghost"])).rejects.toThrow(/No user/);
  });

  it("backs up and restores into an empty database", async () => {
    await database.db.insert(schema.announcements).values({ subject: "Kept", announcement: "<p>x</p>" });
    const file = path.join(dataDir, "backup.json");
    await run(["backup", file]);
    const empty = await freshDatabase("pglite");
    try {
      expect(await runCli(["restore", file], { database: empty, config, stdin: Readable.from([""]) })).toMatch(/Restored \d+ rows/);
      const [a] = await empty.db.select().from(schema.announcements);
      expect(a).toMatchObject({ subject: "Kept" });
      expect(a!.submittedAt).toBeInstanceOf(Date);
      // Sequences continue after the restored ids.
      const [next] = await empty.db.insert(schema.announcements).values({ subject: "New", announcement: "" }).returning();
      expect(next!.id).toBeGreaterThan(a!.id);
      await expect(runCli(["restore", file], { database: empty, config, stdin: Readable.from([""]) })).rejects.toThrow(/empty database/);
    } finally {
      await empty.drop();
    }
  });

  // Starting npm and Node takes many seconds on a busy machine.
  it("runs as `npm run cli` with a clear usage error and exit code 2", { timeout: 90_000 }, () => {
    const result = spawnSync("npm", ["run", "--silent", "cli", "--", "invite"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "steeple-cli-run-")) },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("invite needs --email");
  });
});
