/**
 * Operator commands: `npm run cli -- <command>`.
 *   create-user --username U [--email E] [--name N] --role R   (reads the password from standard input)
 *   invite --email E --role R                                  (prints the invite link)
 *   reset-link --user U                                        (prints a manual-reset link)
 *   backup [FILE]                                              (into the backup set, or one archive file with every uploaded file)
 *   backups                                                    (the backup set's good backups, newest first)
 *   restore (--latest | NAME | FILE) [--key-file F]            (into an empty database and uploads folder)
 * On the embedded database only one process may open it: while the site runs, create-user, invite,
 * reset-link and backup go to it through its operator channel (control-socket.ts); restore waits
 * until it is stopped. Every command but restore and backups first upgrades the database as a start
 * of the site would (server/db/upgrade.ts).
 */
import path from "node:path";
import { openStore } from "./storage/open-store.ts";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import pino from "pino";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { type ControlAnswer, type ControlRequest, askRunningSite, connectToRunningSite } from "./control-socket.ts";
import { type Database, DatabaseInUseError, openDatabase } from "./db/client.ts";
import { UpgradeError, upgradeDatabase } from "./db/upgrade.ts";
import { ROLES, type Role } from "../shared/roles.ts";
import { type Services, createServices } from "./services.ts";
import { siteBackups } from "./backups/backups.ts";
import { CommandError, backupCommand, listCommand, restoreCommand } from "./backups/commands.ts";
import { openBackupSet } from "./backups/set.ts";
import { PASSWORD_MIN_LENGTH } from "../shared/schemas/auth.ts";
import { isCommonPassword } from "./auth/common-passwords.ts";
import { authMessages } from "./auth/outcome.ts";

export class UsageError extends CommandError {}

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

const COMMANDS = ["create-user", "invite", "reset-link", "backup", "backups", "restore"] as const;
/** What the running site does for the CLI through its operator channel. */
const THROUGH_THE_SITE = new Set(["create-user", "invite", "reset-link", "backup"]);

/** The CLI's own process: opens the database itself (the embedded one only when the site is not running). */
export async function runCli(
  argv: string[],
  { database, config, stdin = process.stdin, logger = pino({ level: "silent" }) }: { database: Database; config: Config; stdin?: NodeJS.ReadableStream; logger?: pino.Logger },
): Promise<string> {
  const store = openStore(config);
  if (argv[0] === "backups") return listCommand(openBackupSet(config), config.siteTimeZone);
  // A restore brings the database to the schema of its backup; the next start upgrades it.
  if (argv[0] === "restore") return restoreCommand(argv.slice(1), { database, config, store, set: openBackupSet(config) });
  const backups = siteBackups({ config, database, store, logger });
  await database.exclusively("migrate-and-seed", () => upgradeDatabase({ database, backups, logger }));
  const services = createServices({
    database,
    site: { publicUrl: config.publicUrl, timeZone: config.siteTimeZone },
    sessionSecret: config.sessionSecret,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox") },
    logger,
    store,
    backups,
    prayerKeepMonths: config.prayerKeepMonths,
  });
  try {
    return await runCommand(argv, { services, stdin, config });
  } finally {
    await services.mailer.close();
  }
}

/** The running site's side of the operator channel: the commands it may run for the CLI, with the site's own services. */
export async function runForOperator({ argv, stdin }: ControlRequest, { services, logger, config }: { services: Services; logger: pino.Logger; config: Config }): Promise<ControlAnswer> {
  const command = argv[0] ?? "";
  logger.info({ command }, "operator command");
  if (!THROUGH_THE_SITE.has(command)) return { ok: false, error: `The site does not run ${command} for the CLI.`, usage: true };
  try {
    return { ok: true, output: await runCommand(argv, { services, stdin: Readable.from([stdin]), config }) };
  } catch (error) {
    if (error instanceof CommandError) return { ok: false, error: error.message, usage: true };
    logger.error({ err: error, command }, "operator command failed");
    return { ok: false, error: error instanceof Error ? error.message : String(error), usage: false };
  }
}

/** The account commands and backup, which the running site also does for the CLI. */
async function runCommand(argv: string[], { services, stdin, config }: { services: Services; stdin: NodeJS.ReadableStream; config: Config }): Promise<string> {
  const [command, ...rest] = argv;
  if (command === "backup" && services.backups) return backupCommand(rest, { backups: services.backups, config });
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
async function throughRunningSite(argv: string[], config: Config): Promise<ControlAnswer | null> {
  if (config.databaseUrl) return null;
  const command = argv[0];
  if (!(COMMANDS as readonly string[]).includes(command ?? "")) throw new UsageError(unknownCommand(command));
  const site = await connectToRunningSite(config.dataDir);
  if (!site) return null;
  if (!THROUGH_THE_SITE.has(command!)) {
    site.end();
    throw new InUseError(`The site is running on the embedded database in ${config.dataDir}; stop it first, then run ${command} again. (create-user, invite, reset-link and backup work while it runs.)`);
  }
  // The site runs in its own folder: a backup file is named as the operator meant it, from here.
  const args = command === "backup" && argv[1] && !argv[1].startsWith("-") ? [command, path.resolve(argv[1]), ...argv.slice(2)] : argv;
  // Only create-user reads standard input (the password); the others must not wait for it.
  return askRunningSite(site, { argv: args, stdin: command === "create-user" ? await readAll(process.stdin) : "" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    const argv = process.argv.slice(2);
    // Listing the backup set needs no database.
    const answer = argv[0] === "backups" ? { ok: true as const, output: await listCommand(openBackupSet(config), config.siteTimeZone) } : await throughRunningSite(argv, config);
    if (answer) {
      if (!answer.ok) throw answer.usage ? new UsageError(answer.error) : new Error(answer.error);
      console.log(answer.output);
    } else {
      database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
      console.log(await runCli(argv, { database, config }));
      await database.close();
    }
  } catch (error) {
    await database?.close();
    if (error instanceof CommandError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof DatabaseInUseError) {
      console.error(`${error.message.replace(/\.$/, "")} (the site, or another command). Try again when it has finished, or stop the site first.`);
      process.exit(75);
    }
    if (error instanceof UpgradeError) {
      console.error(error.message);
      process.exit(65);
    }
    if (error instanceof InUseError) {
      console.error(error.message);
      process.exit(75);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
