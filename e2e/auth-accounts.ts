/**
 * Creates the sign-in test accounts in the e2e database before the server opens it (embedded PGlite
 * allows only one process per data folder), then records them in DATA_DIR/e2e-auth-accounts.json for the tests.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generate } from "otplib";
import pino from "pino";
import type { Config } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { createServices } from "../server/services.ts";
import { AUTH_DATA_NAME, type AuthData, type E2eAccount, type E2eRole } from "./auth-data.ts";

const account = (role: E2eRole, username: string, name: string, email: string | null = null): E2eAccount => ({
  username,
  name,
  email,
  role,
  password: `${username}-pass-7`,
});

export async function createAuthAccounts(config: Config): Promise<void> {
  if (config.databaseUrl) throw new Error("e2e accounts are only created in the embedded database");
  const database = await openDatabase({ pgliteDir: path.join(config.dataDir, "db") });
  try {
    await database.migrate();
    const services = createServices({
      database,
      site: { publicUrl: config.publicUrl, timeZone: config.siteTimeZone },
      sessionSecret: config.sessionSecret,
      mail: { smtpUrl: undefined, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox") },
      logger: pino({ level: "silent" }),
    });
    const { accounts, invites, resets } = services;
    const data: AuthData = {
      roles: {
        siteadmin: account("siteadmin", "e2e-siteadmin", "Grace Porter"),
        admin: account("admin", "e2e-admin", "Marcus Bell"),
        church: account("church", "e2e-church", "Tom Ellis"),
        childcare: account("childcare", "e2e-childcare", "Dana Reyes"),
      },
      forgot: account("church", "e2e-forgot", "Lydia Shaw", "lydia.shaw@e2e.test"),
      manual: { ...account("childcare", "e2e-manual", "Owen Price"), resetPath: "" },
      invite: { path: "", email: "new.staff@e2e.test", role: "church" },
      noJavaScript: {
        app: { ...account("church", "e2e-nojs-app", "Ruth Alden"), secret: "" },
        backup: { ...account("siteadmin", "e2e-nojs-backup", "Silas Moore"), backupCodes: [] },
        restart: account("church", "e2e-nojs-restart", "Joel Baker"),
        profile: account("childcare", "e2e-nojs-profile", "Hannah Lee"),
        forgot: account("church", "e2e-nojs-forgot", "Abel Grant", "abel.grant@e2e.test"),
        manual: { ...account("admin", "e2e-nojs-manual", "Esther Cole"), resetPath: "" },
        invite: { path: "", email: "no.script@e2e.test", role: "childcare" },
      },
    };
    const plain = data.noJavaScript;
    for (const user of [...Object.values(data.roles), data.forgot, data.manual, plain.app, plain.backup, plain.restart, plain.profile, plain.forgot, plain.manual]) {
      await accounts.createUser({ name: user.name, username: user.username, email: user.email, password: user.password, role: user.role });
    }
    const relative = (link: string) => {
      const url = new URL(link);
      return url.pathname + url.search;
    };
    const resetPath = async (username: string) => relative(await resets.createManualResetLink((await accounts.findUser(username))!.id));
    data.manual.resetPath = await resetPath(data.manual.username);
    plain.manual.resetPath = await resetPath(plain.manual.username);
    data.invite.path = relative((await invites.createInvite({ email: data.invite.email, role: data.invite.role, invitedBy: null })).link);
    plain.invite.path = relative((await invites.createInvite({ email: plain.invite.email, role: plain.invite.role, invitedBy: null })).link);
    /** Turns on an authenticator app as a person would, with a code from the secret. */
    const withApp = async (username: string) => {
      const { id } = (await accounts.findUser(username))!;
      const { secret } = await services.twoFactor.startTotpEnrolment(id);
      const confirmed = await services.twoFactor.confirmTotpEnrolment(id, await generate({ secret }));
      if (!confirmed.ok) throw new Error(confirmed.error);
      return { secret, backupCodes: confirmed.backupCodes };
    };
    plain.app.secret = (await withApp(plain.app.username)).secret;
    plain.backup.backupCodes = (await withApp(plain.backup.username)).backupCodes;
    await withApp(plain.restart.username);
    await services.mailer.close();
    writeFileSync(path.join(config.dataDir, AUTH_DATA_NAME), JSON.stringify(data, null, 2));
  } finally {
    await database.close();
  }
}
