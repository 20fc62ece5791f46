/**
 * Operator commands: `npm run cli -- <command>`.
 *   create-user --username U [--email E] [--name N] --role R   (reads the password from standard input)
 *   invite --email E --role R                                  (prints the invite link)
 *   reset-link --user U                                        (prints a manual-reset link)
 *   backup <file>                                              (a JSON copy of every table)
 *   restore <file>                                             (into an empty database)
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { ConfigError, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { ROLES, type Role } from "../shared/areas.ts";
import { createServices } from "./services.ts";
import { backupDatabase, restoreDatabase } from "./db/backup.ts";
import { PASSWORD_MIN_LENGTH } from "../shared/schemas/auth.ts";

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
  return password;
}

export async function runCli(argv: string[], { database, config, stdin = process.stdin }: { database: Database; config: ReturnType<typeof loadConfig>; stdin?: NodeJS.ReadableStream }): Promise<string> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: { username: { type: "string" }, email: { type: "string" }, name: { type: "string" }, role: { type: "string" }, user: { type: "string" } },
    allowPositionals: true,
  });
  const services = createServices({
    database,
    site: { publicUrl: config.publicUrl, timeZone: config.siteTimeZone },
    sessionSecret: config.sessionSecret,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox") },
    logger: pino({ level: "silent" }),
  });
  try {
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
      case "backup": {
        const file = positionals[0];
        if (!file) throw new UsageError("backup needs a file name");
        await writeFile(file, JSON.stringify(await backupDatabase(database.db)));
        return `Backed up to ${file}.`;
      }
      case "restore": {
        const file = positionals[0];
        if (!file) throw new UsageError("restore needs a file name");
        const rows = await restoreDatabase(database.db, JSON.parse(readFileSync(file, "utf8")));
        return `Restored ${rows} rows from ${file}.`;
      }
      default:
        throw new UsageError(`Unknown command "${command ?? ""}". Commands: create-user, invite, reset-link, backup, restore.`);
    }
  } finally {
    await services.mailer.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
    await database.migrate();
    console.log(await runCli(process.argv.slice(2), { database, config }));
    await database.close();
  } catch (error) {
    await database?.close();
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
