/**
 * Warnings to the site administrators when backups go wrong: a backup failed (with the reason), or
 * no good backup for 36 hours. Each is e-mailed once, through the mail queue, to every active
 * siteadmin with an address: the key of the warning (what it is about, since which good backup) is
 * written in operator_alerts first, so two instances checking at once send it once.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import type { Mailer } from "../mail/mailer.ts";
import { operatorAlerts, users } from "../db/schema.ts";
import type { BackupStatus } from "./backups.ts";

export function createBackupAlerts({ db, clock, mailer, siteName, publicUrl, where }: { db: Db; clock: Clock; mailer: Mailer; siteName: () => Promise<string>; publicUrl: string; where: string }) {
  /** Writes the warning's key; true when this call wrote it (nobody had sent it yet). */
  async function firstTime(key: string): Promise<boolean> {
    const written = await db.insert(operatorAlerts).values({ key, sentAt: clock.now() }).onConflictDoNothing().returning({ key: operatorAlerts.key });
    return written.length > 0;
  }

  async function tell(subject: string, body: string) {
    const admins = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "siteadmin"), eq(users.disabled, false), isNotNull(users.email)));
    const site = await siteName();
    for (const { email } of admins) {
      await mailer.queue(
        { to: email!, subject: `${site} website: ${subject}`, text: `${body}\n\nBackups are kept in ${where}. The dashboard (${publicUrl}/admin/dashboard) shows the last good one.\n` },
        { purpose: "operator" },
      );
    }
    return admins.length;
  }

  return {
    /** Sends what `status` calls for and was not sent yet; resolves to the warnings sent. */
    async check(status: BackupStatus): Promise<string[]> {
      const sent: string[] = [];
      const since = status.lastGood?.id ?? 0;
      const last = status.lastGood ? `The last good backup was made ${status.lastGood.at.toISOString().slice(0, 16).replace("T", " ")} UTC.` : "There is no good backup yet.";
      if (status.failure && (await firstTime(`backup-failed:${since}`))) {
        await tell("a backup failed", `The backup ${status.failure.name} failed: ${status.failure.error}.\n\n${last}`);
        sent.push("failed");
      }
      if (status.stale && (await firstTime(`backup-stale:${since}`))) {
        await tell("no backup for 36 hours", `No backup of the website has succeeded for more than 36 hours. ${last}\n\nCheck the server's log for "backup failed", and the free space where backups are kept.`);
        sent.push("stale");
      }
      return sent;
    },
  };
}

export type BackupAlerts = ReturnType<typeof createBackupAlerts>;
