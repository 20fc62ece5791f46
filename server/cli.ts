/**
 * Operator commands: `npm run cli -- <command>`.
 *   create-user --username U [--email E] [--name N] --role R   (reads the password from standard input)
 *   invite --email E --role R                                  (prints the invite link)
 *   reset-link --user U                                        (prints a manual-reset link)
 *   backup <file>                                              (every table and every uploaded file, in one archive)
 *   restore <file> [--key-file F]                              (into an empty database and uploads folder)
 * On the embedded database only one process may open it: while the site runs, create-user, invite
 * and reset-link go to it through its operator channel (control-socket.ts); backup and restore wait
 * until it is stopped.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { openStore } from "./storage/open-store.ts";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import pino from "pino";
import { ConfigError, loadConfig, siteBackupKey } from "./config.ts";
import { type ControlAnswer, type ControlRequest, askRunningSite, connectToRunningSite } from "./control-socket.ts";
import { type Database, DatabaseInUseError, openDatabase } from "./db/client.ts";
import { ROLES, type Role } from "../shared/areas.ts";
import { type Services, createServices } from "./services.ts";
import { BackupKeyError, readBackup, writeBackup } from "./db/backup.ts";
import { PASSWORD_MIN_LENGTH } from "../shared/schemas/auth.ts";
import { isCommonPassword } from "./auth/common-passwords.ts";
import { authMessages } from "./auth/outcome.ts";

export class UsageError extends Error {}

function role(value: string | undefined): Role {
  if (!value || !(ROLES as readonly string[]).includes(value)) throw new UsageError(`--role must be one of: ${ROLES.join(", ")}`);
  return value as Role;
}

async function readPassword(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stdin) text += chunk;
  const password = text.replace(/\r?\n$/, "");
  if (password.length < PASSWORD_MIN_LENGTH) throw new UsageError(`The password (read from standard input) must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (await isCommonPassword(password)) throw new UsageError(`The password (read from standard input) is not accepted. ${authMessages.commonPassword}`);
  return password;
}

const COMMANDS = ["create-user", "invite", "reset-link", "backup", "restore"] as const;
/** What the running site does for the CLI through its operator channel. */
const THROUGH_THE_SITE = new Set(["create-user", "invite", "reset-link"]);

/** The CLI's own process: opens the database itself (the embedded one only when the site is not running). */
export async function runCli(argv: string[], { database, config, stdin = process.stdin }: { database: Database; config: ReturnType<typeof loadConfig>; stdin?: NodeJS.ReadableStream }): Promise<string> {
  const services = createServices({
    database,
    site: { publicUrl: config.publicUrl, timeZone: config.siteTimeZone },
    sessionSecret: config.sessionSecret,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox") },
    logger: pino({ level: "silent" }),
  });
  try {
    if (argv[0] === "backup" || argv[0] === "restore") return await backupOrRestore(argv, { database, config });
    return await runCommand(argv, { services, stdin });
  } finally {
    await services.mailer.close();
  }
}

/** backup and restore: the whole site (tables and uploaded files) in one archive, with the authenticator secrets sealed by the backup key. */
async function backupOrRestore(argv: string[], { database, config }: { database: Database; config: ReturnType<typeof loadConfig> }): Promise<string> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({ args: rest, options: { "key-file": { type: "string" } }, allowPositionals: true });
  const file = positionals[0];
  if (!file) throw new UsageError(`${command} needs a file name`);
  const store = openStore(config);
  if (command === "backup") {
    const { key, where } = siteBackupKey(config);
    const made = await writeBackup({ db: database.db, file, store, sessionSecret: config.sessionSecret, backupKey: key });
    const lines = [`Backed up ${made.rows} rows and ${made.files} file${made.files === 1 ? "" : "s"} to ${file}.`];
    if (made.sealed) {
      lines.push(
        `The two-step (authenticator) secrets in it are sealed with the backup key in ${where}.`,
        "Keep a copy of that key somewhere safe, apart from your backups: restoring into a new folder needs it (restore --key-file FILE, or BACKUP_KEY), or everyone who uses an authenticator app must set it up again.",
      );
    }
    return lines.join("\n");
  }
  const keyFile = values["key-file"];
  const backupKey = keyFile ? readFileSync(keyFile, "utf8").trim() : siteBackupKey(config).key;
  try {
    const done = await readBackup({ db: database.db, file, store, sessionSecret: config.sessionSecret, backupKey });
    return `Restored ${done.rows} rows and ${done.files} file${done.files === 1 ? "" : "s"} from ${file}.`;
  } catch (error) {
    if (error instanceof BackupKeyError) throw new UsageError(error.message);
    throw error;
  }
}

/** The running site's side of the operator channel: the commands it may run for the CLI, with the site's own services. */
export async function runForOperator({ argv, stdin }: ControlRequest, { services, logger }: { services: Services; logger: pino.Logger }): Promise<ControlAnswer> {
  const command = argv[0] ?? "";
  logger.info({ command }, "operator command");
  if (!THROUGH_THE_SITE.has(command)) return { ok: false, error: `The site does not run ${command} for the CLI.`, usage: true };
  try {
    return { ok: true, output: await runCommand(argv, { services, stdin: Readable.from([stdin]) }) };
  } catch (error) {
    if (error instanceof UsageError) return { ok: false, error: error.message, usage: true };
    logger.error({ err: error, command }, "operator command failed");
    return { ok: false, error: error instanceof Error ? error.message : String(error), usage: false };
  }
}

/** The account commands, which the running site also does for the CLI. */
async function runCommand(argv: string[], { services, stdin }: { services: Services; stdin: NodeJS.ReadableStream }): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: { username: { type: "string" }, email: { type: "string" }, name: { type: "string" }, role: { type: "string" }, user: { type: "string" } },
  });
  switch (command) {
    case "create-user": {
      if (!values.username) throw new UsageError("create-user needs --username");
      const user = await services.accounts.createUser({
        name: values.name ?? values.username,
        username: values.username,
        email: values.email ?? null,
        role: role(values.role),
        password: await readPassword(stdin),
      });
      return `Created ${user.role} "${user.username}" (id ${user.id}).`;
    }
    case "invite": {
      if (!values.email) throw new UsageError("invite needs --email");
      const { link } = await services.invites.createInvite({ email: values.email, role: role(values.role), invitedBy: null });
      return link;
    }
    case "reset-link": {
      if (!values.user) throw new UsageError("reset-link needs --user (a username or e-mail)");
      const user = await services.accounts.findUser(values.user);
      if (!user) throw new UsageError(`No user "${values.user}".`);
      return await services.resets.createManualResetLink(user.id);
    }
    default:
      throw new UsageError(unknownCommand(command));
  }
}

const unknownCommand = (command: string | undefined) => `Unknown command "${command ?? ""}". Commands: ${COMMANDS.join(", ")}.`;

/** The site or the CLI itself is using the embedded database, or the site refused a command: exit 75 (try again later). */
class InUseError extends Error {}

async function readAll(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of stdin) text += chunk;
  return text;
}

/** On the embedded database with the site running: the site's answer; otherwise null (the CLI opens the database itself). */
async function throughRunningSite(argv: string[], config: ReturnType<typeof loadConfig>): Promise<ControlAnswer | null> {
  if (config.databaseUrl) return null;
  const command = argv[0];
  if (!(COMMANDS as readonly string[]).includes(command ?? "")) throw new UsageError(unknownCommand(command));
  const site = await connectToRunningSite(config.dataDir);
  if (!site) return null;
  if (!THROUGH_THE_SITE.has(command!)) {
    site.end();
    throw new InUseError(`The site is running on the embedded database in ${config.dataDir}; stop it first, then run ${command} again. (create-user, invite and reset-link work while it runs.)`);
  }
  // Only create-user reads standard input (the password); the others must not wait for it.
  return askRunningSite(site, { argv, stdin: command === "create-user" ? await readAll(process.stdin) : "" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    const argv = process.argv.slice(2);
    const answer = await throughRunningSite(argv, config);
    if (answer) {
      if (!answer.ok) throw answer.usage ? new UsageError(answer.error) : new Error(answer.error);
      console.log(answer.output);
    } else {
      database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
      await database.migrate();
      console.log(await runCli(argv, { database, config }));
      await database.close();
    }
  } catch (error) {
    await database?.close();
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof DatabaseInUseError) {
      console.error(`${error.message.replace(/\.$/, "")} (the site, or another command). Try again when it has finished, or stop the site first.`);
      process.exit(75);
    }
    if (error instanceof InUseError) {
      console.error(error.message);
      process.exit(75);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
