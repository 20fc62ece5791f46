import type { Change } from "../admin/change.ts";
import type { Captcha } from "../captcha/captcha.ts";
import type { Clock } from "../clock/clock.ts";
import type { Snapshot } from "../content/snapshot.ts";
import type { Db } from "../db/db.ts";
import type { SeriesReader } from "../events/series.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import { createRegistrationChanges } from "./changes.ts";
import { createEventContext } from "./context.ts";
import { createEventHooks } from "./event-hooks.ts";
import { createRegistrationMails } from "./mails.ts";
import { createManage } from "./manage.ts";
import { createPersonalData } from "./personal-data.ts";
import { createPublicSide } from "./public-side.ts";
import { type RegistrationDeps, createRegister } from "./register.ts";
import { createReminders } from "./reminders.ts";
import { createSettings } from "./settings.ts";
import { createStaffReads } from "./staff.ts";

/** How registrations are kept: the reminder's hours before a date, and the months personal data stays after it. */
export type RegistrationOptions = { reminderHours: number; keepMonths: number };

/**
 * Sign-ups for events (issue 34) as one service made of parts by job: the visitor's side (the event
 * page's availability, the form's submission, the private link), places decided under the date's lock,
 * the staff's settings, lists and changes, the reminder job, what it keeps of people and for how long,
 * and what the events calendar asks when a date changes.
 */
export function createRegistrations({
  db,
  clock,
  change,
  mailer,
  links,
  reader,
  snapshot,
  publicUrl,
  captcha,
  limiter,
  today,
  options,
}: {
  db: Db;
  clock: Clock;
  change: Change;
  mailer: Mailer;
  links: PrivateLinks;
  reader: SeriesReader;
  snapshot: () => Promise<Snapshot>;
  publicUrl: string;
  captcha: Pick<Captcha, "verify">;
  limiter: Pick<RateLimiter, "hit">;
  today: () => string;
  options: RegistrationOptions;
}) {
  const contexts = createEventContext({ db, reader, snapshot });
  const mails = createRegistrationMails({ mailer, links, publicUrl, now: () => clock.now() });
  const deps: RegistrationDeps = { db, clock, change, mailer, mails, contexts, links };
  const registering = createRegister(deps);
  const changes = createRegistrationChanges(deps);
  const reads = createStaffReads({ ...deps, today });
  const settings = createSettings({ ...deps, today });
  const personalData = createPersonalData({ ...deps, today, keepMonths: options.keepMonths });
  return {
    options,
    contexts,
    /** The visitor's side: the event page's part and the form's submission (page and JSON API alike). */
    ...createPublicSide({ clock, contexts, reads, register: registering.register, captcha, limiter, today }),
    /** A registration sent without the captcha, confirmed from its e-mail. */
    confirmCheck: registering.confirmCheck,
    /** The registrant's private link. */
    manage: createManage({ db, clock, links, contexts, changes }),
    /** Staff: an event's registration form. */
    settings,
    /** Staff: lists, counts and the CSV. */
    reads,
    /** A registration for an event: a visitor's (after the captcha, or waiting for its e-mail check) or one taken by phone. */
    register: registering.register,
    /** Staff: promote, cancel, move, send again, check in. */
    changes,
    reminders: createReminders({ ...deps, today, hours: options.reminderHours }),
    personalData,
    /** What the events calendar asks when a date changes or an event goes. */
    eventHooks: createEventHooks(deps),
  };
}

export type Registrations = ReturnType<typeof createRegistrations>;
