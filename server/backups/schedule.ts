/**
 * The nightly backup: every instance looks once a minute whether tonight's backup is due (BACKUP_AT
 * on the church's wall clock, SITE_TIME_ZONE) and not yet claimed, and the first to claim it writes
 * it. A site that was not running at that moment takes it when it next looks, so a machine switched
 * off at night still gets its daily backup. Each look also sends the warnings the backups call for.
 */
import type { Logger } from "pino";
import { type Clock } from "../clock/clock.ts";
import { calendarDate, zonedMoment } from "../../shared/dates.ts";
import type { BackupAlerts } from "./alerts.ts";
import type { BackupOutcome, Backups } from "./backups.ts";

/** "HH:MM" (24-hour), or null when the nightly backup is off (BACKUP_AT=off). */
export type BackupAt = string | null;

/** The night whose backup is due at `now`: today's date where the church is, once BACKUP_AT has passed; else null. */
export function nightDue(now: Date, at: string, timeZone: string): string | null {
  const today = calendarDate(now, timeZone);
  return now.getTime() >= zonedMoment(`${today}T${at}`, timeZone).getTime() ? today : null;
}

export function createBackupSchedule({ backups, alerts, clock, timeZone, at, logger }: { backups: Backups; alerts: BackupAlerts; clock: Clock; timeZone: string; at: BackupAt; logger: Logger }) {
  return {
    /** One look: tonight's backup when due, then the warnings. Resolves to the backup's outcome, if one was tried. */
    async tick(): Promise<BackupOutcome | null> {
      let outcome: BackupOutcome | null = null;
      const night = at ? nightDue(clock.now(), at, timeZone) : null;
      if (night && !(await backups.hasNight(night))) {
        outcome = await backups.backUp({ reason: "nightly", night });
        if (outcome.ok === "skipped") logger.debug({ night }, "tonight's backup is another instance's");
      }
      // With the schedule off the operator backs up some other way; only a failure of ours is said.
      const status = await backups.status();
      await alerts.check(at ? status : { ...status, stale: false });
      if (outcome && outcome.ok === false) throw new Error(`backup failed: ${outcome.error}`);
      return outcome;
    },
  };
}

export type BackupSchedule = ReturnType<typeof createBackupSchedule>;
