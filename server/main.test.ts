import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "./auth/passwords.ts";
import { openDatabase } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import { type ServerProcess, ensureBuild, serveEnvironment, serveOptions, startServerProcess } from "./testing/server-process.ts";

const root = path.resolve(import.meta.dirname, "..");
const API_KEY = "main-test-api-key-0123456789";

type Run = { code: number | null; stdout: string; stderr: string };

/** `node server/cli.ts ...` as an operator runs it (npm run cli), with a deadline: without a lock it may hang inside PGlite. */
function cli(dataDir: string, args: string[], input = ""): Promise<Run> {
  const child = spawn(process.execPath, ["server/cli.ts", ...args], { cwd: root, env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir }, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  child.stdin.end(input);
  const deadline = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(deadline);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** Issue 14, item 11: the site and the operator commands on one embedded database folder. */
describe("the running site and the operator CLI on one embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-main-"));
  const env = { DATA_DIR: dataDir, PUBLIC_URL: "https://church.example", API_KEY };
  const leftover = `0123456789abcdef-0123abcd0123.${hostname().replace(/[^A-Za-z0-9-]/g, "_")}.${process.pid}.part`;
  let server: ServerProcess;

  const signIn = (identifier: string, password: string) =>
    fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "x-api-key": API_KEY, "content-type": "application/json" }, body: JSON.stringify({ identifier, password }) });

  beforeAll(async () => {
    ensureBuild();
    // What an upload interrupted by a crash left behind (item 10): the next start removes it.
    await mkdir(path.join(dataDir, "uploads", ".staging"), { recursive: true });
    await writeFile(path.join(dataDir, "uploads", ".staging", leftover), "half a video");
    server = await startServerProcess(env);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("runs create-user, invite and reset-link through the running site, which then signs the new user in", { timeout: 120_000 }, async () => {
    const logged = server.logs.length;
    const created = await cli(dataDir, ["create-user", "--username", "pastor", "--email", "pastor@example.org", "--name", "Pastor Dan", "--role", "siteadmin"], "a long password\n");
    expect(created).toEqual({ code: 0, stdout: expect.stringMatching(/^Created siteadmin "pastor" \(id \d+\)\.\n$/), stderr: "" });
    expect((await signIn("pastor", "a long password")).status).toBe(200);

    const invite = await cli(dataDir, ["invite", "--email", "secretary@example.org", "--role", "church"]);
    expect(invite).toEqual({ code: 0, stdout: expect.stringMatching(/^https:\/\/church\.example\/register\?invite=[\w-]+&email=secretary%40example\.org\n$/), stderr: "" });
    const reset = await cli(dataDir, ["reset-link", "--user", "pastor"]);
    expect(reset).toEqual({ code: 0, stdout: expect.stringMatching(/^https:\/\/church\.example\/manual-reset\?token=[\w-]+\n$/), stderr: "" });
    // A mistake is reported like a local one.
    expect(await cli(dataDir, ["reset-link", "--user", "ghost"])).toEqual({ code: 2, stdout: "", stderr: 'No user "ghost".\n' });

    expect(server.logs.slice(logged).filter((l) => l.msg === "operator command").map((l) => l.command)).toEqual(["create-user", "invite", "reset-link", "reset-link"]);
    // The channel is the site user's alone: a socket file in a private folder, no port.
    const socket = statSync(path.join(dataDir, "run", "control.sock"));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "run")).mode & 0o777).toBe(0o700);
    expect(server.running()).toBe(true);
    expect((await signIn("pastor", "a long password")).status).toBe(200);
  });

  it("backs up through the running site into the backup set, refuses restore while it runs, and the site keeps working", { timeout: 120_000 }, async () => {
    const backup = await cli(dataDir, ["backup"]);
    expect(backup).toEqual({ code: 0, stdout: expect.stringMatching(/^Backed up \d+ rows and 0 files \(0 new\) to \d{8}T\d{6}Z-manual in .*backups, .*, read back and checked\.\n/), stderr: "" });
    const listed = await cli(dataDir, ["backups"]);
    expect(listed.stdout).toMatch(/ {2}manual .* checked {2}\d{8}T\d{6}Z-manual {2}\(Steeple /);
    const restore = await cli(dataDir, ["restore", "--latest"]);
    expect(restore.code).toBe(75);
    expect(restore.stderr).toBe(`The site is running on the embedded database in ${dataDir}; stop it first, then run restore again. (create-user, invite, reset-link and backup work while it runs.)\n`);
    expect(server.running()).toBe(true);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("refuses to start a second server on the same DATA_DIR, with a plain sentence, and the first keeps signing in", { timeout: 120_000 }, async () => {
    expect((await cli(dataDir, ["create-user", "--username", "organist", "--name", "Organist Joy", "--role", "church"], "a long password\n")).code).toBe(0);
    const second = spawn(process.execPath, [...serveOptions, "server/main.ts"], { cwd: root, env: { ...serveEnvironment, PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    second.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const deadline = setTimeout(() => second.kill("SIGKILL"), 60_000);
    const code = await new Promise((resolve) => second.on("exit", resolve));
    clearTimeout(deadline);
    expect(stderr).toBe(
      `Another process is using the embedded database in ${path.join(dataDir, "db")}: the site is already running, or an operator command is. Stop it first; to run several instances, use PostgreSQL (DATABASE_URL).\n`,
    );
    expect(code).toBe(75);
    expect(server.running()).toBe(true);
    expect((await signIn("organist", "a long password")).status).toBe(200);
  });

  it("removed at start what an interrupted upload left behind", () => {
    expect(readdirSync(path.join(dataDir, "uploads", ".staging"))).not.toContain(leftover);
  });
});

describe("the server entry", () => {
  /** Which build of React's server renderer a process gets after loading the server entry (as `npm start` and `node server/main.ts` do). */
  function reactBuildAfterEntry(env: Record<string, string>) {
    const script = `import path from "node:path";
      import { createRequire } from "node:module";
      await import("./server/main.ts");
      const require = createRequire(import.meta.url);
      require("react-dom/server");
      console.log(Object.keys(require.cache).filter((file) => /react-dom-server\\.node\\./.test(file)).map((file) => path.basename(file)).join(" "));`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: root, env: { PATH: process.env.PATH ?? "", ...env } });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    return new Promise<string>((resolve) => child.on("exit", () => resolve(stdout.trim())));
  }

  it("renders with React's production build when NODE_ENV is not set, and keeps a NODE_ENV the operator set", { timeout: 60_000 }, async () => {
    const [unset, development] = await Promise.all([reactBuildAfterEntry({}), reactBuildAfterEntry({ NODE_ENV: "development" })]);
    expect(unset).toBe("react-dom-server.node.production.js");
    expect(development).toBe("react-dom-server.node.development.js");
  });

  it("sends browsers React's production build, also when a test run made the build (Vitest sets NODE_ENV=test)", { timeout: 10 * 60_000 }, () => {
    ensureBuild();
    const assets = path.join(root, "build/client/assets");
    // A message only React's development build carries: with it, every sign-in page logged a hydration error.
    const development = readdirSync(assets).filter((file) => file.endsWith(".js") && readFileSync(path.join(assets, file), "utf8").includes("A tree hydrated but some attributes"));
    expect(development).toEqual([]);
  });
});

/** Issue 29 item 6: a site whose backup codes were stored as their SHA-256 before they were kept like passwords. */
describe("an existing site's backup codes", () => {
  it("are moved to argon2id when the site starts, and still sign in, once each", { timeout: 180_000 }, async () => {
    ensureBuild();
    const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-legacy-codes-"));
    const codes = ["K7QM-4XD2-P9", "H3RT-ZZ8W-QA", "M2NB-7CVX-LK"];
    const legacyHash = (code: string) => createHash("sha256").update(code.replace(/-/g, "")).digest("hex");
    const old = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    await old.migrate();
    const [user] = await old.db
      .insert(schema.users)
      .values({ name: "Elder Ruth", username: "elder", email: "elder@example.org", passwordHash: await hashPassword("elder-ruth-77"), role: "church", twoFactorMethod: "email" })
      .returning();
    await old.db.insert(schema.backupCodes).values(codes.map((code) => ({ userId: user!.id, codeHash: legacyHash(code) })));
    await old.close();

    const server = await startServerProcess({ DATA_DIR: dataDir, PUBLIC_URL: "https://church.example", API_KEY });
    const signInWith = async (backupCode: string) => {
      const headers = { "x-api-key": API_KEY, "content-type": "application/json" };
      const first = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ identifier: "elder", password: "elder-ruth-77" }) });
      expect(first.status).toBe(206);
      const { userId } = (await first.json()) as { userId: string };
      const cookie = first.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
      return (await fetch(`${server.url}/api/auth/verify-login-2fa`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ userId, backupCode }) })).status;
    };
    try {
      expect((await server.waitForLog((l) => l.msg === "moved backup codes from SHA-256 to argon2id", "moved backup codes")).moved).toBe(3);
      expect(await signInWith(codes[0]!.toLowerCase())).toBe(200);
      expect(await signInWith(codes[0]!)).toBe(401);
    } finally {
      await server.stop();
    }
    const after = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const rows = await after.db.select().from(schema.backupCodes).where(eq(schema.backupCodes.userId, user!.id));
      expect(rows.map((row) => row.codeHash)).toEqual(codes.map(() => expect.stringMatching(/^\$argon2id\$/)));
      expect(rows.map((row) => row.lookup).sort()).toEqual(codes.map((code) => legacyHash(code).slice(0, 2)).sort());
    } finally {
      await after.close();
    }
  });
});
