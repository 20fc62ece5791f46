/**
 * Every e-mail to a registrant (issue 34), in the one layout of mail to people (server/mail/layout.ts):
 * the details, an .ics for the calendar where the entry changes, and a fresh private link to change or
 * cancel. Each is queued inside the change's transaction, so it exists exactly when the change does,
 * and remembered with its registration (registration_mails), so staff see one that was not delivered.
 */
import { dayHeading, timeOfDay } from "../../shared/events.ts";
import { partyWords } from "../../shared/registrations.ts";
import type { Tx } from "../admin/change.ts";
import { registrationMails } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderPersonMail } from "../mail/layout.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import type { DateFacts } from "./dates.ts";
import { registrationIcs, registrationUid } from "./ics.ts";
import type { RegistrationRow } from "./placing.ts";

/** What an e-mail is about. */
export type MailKind =
  | "registered"
  | "existing"
  | "promoted"
  | "reminder"
  | "changed"
  | "cancelled"
  | "staff-cancelled"
  | "moved"
  | "date-cancelled"
  | "date-moved"
  | "date-restored"
  | "check";

/** The private links of registrations: the one that manages a registration, and the one-time e-mail check. */
export const MANAGE = "registration";
export const CHECK = "registration-check";
const DAY_MS = 24 * 60 * 60_000;
const CHECK_TTL_MS = DAY_MS;

export type MailEvent = { title: string; href: string; place: string; confirmationMessage: string };
export type Church = { name: string; address: string; email: string };

/** "Monday, June 14, 2027, 9:00 AM to 12:00 PM". */
export const whenWords = (facts: DateFacts) => `${dayHeading(facts.startLocal.slice(0, 10), true)}, ${timeOfDay(facts)}`;

type Words = { subject: string; heading: string; paragraphs: string[]; calendar: "PUBLISH" | "CANCEL" | null; link: "manage" | "check" | null };

/** Who a mail is about, as its words need them. */
type MailPerson = Pick<RegistrationRow, "name" | "status" | "adults" | "children">;

function wordsFor(kind: MailKind, { event, registration, position, facts }: { event: MailEvent; registration: MailPerson; position: number | string | null; facts: DateFacts }): Words {
  const on = `${event.title} on ${dayHeading(facts.startLocal.slice(0, 10))}`;
  const waiting = registration.status === "waitlisted";
  const place = waiting ? `You are number ${position ?? 1} on the waitlist. If a place opens for your party, we will e-mail you at once.` : "Your places are kept for you.";
  const manageLine = "Use the button below to change the number of people or your answers, or to cancel.";
  switch (kind) {
    case "registered":
      return waiting
        ? { subject: `On the waitlist: ${on}`, heading: "You are on the waitlist", paragraphs: [`Thank you, ${registration.name}. ${event.title} is full for now.`, place, manageLine], calendar: "PUBLISH", link: "manage" }
        : { subject: `You are registered: ${on}`, heading: "You are registered", paragraphs: [`Thank you, ${registration.name}. ${place}`, ...(event.confirmationMessage ? [event.confirmationMessage] : []), manageLine], calendar: "PUBLISH", link: "manage" };
    case "existing":
      return { subject: `Your registration: ${on}`, heading: "You were already registered", paragraphs: [`This e-mail address is already registered for ${on}, so nothing new was added.`, `Here is a new link to your registration. ${manageLine}`], calendar: null, link: "manage" };
    case "promoted":
      return { subject: `A place for you: ${on}`, heading: "A place opened for you", paragraphs: [`Good news, ${registration.name}: a place opened, and your party now has it. You are registered.`, ...(event.confirmationMessage ? [event.confirmationMessage] : []), manageLine], calendar: "PUBLISH", link: "manage" };
    case "reminder":
      return { subject: `Reminder: ${on}`, heading: `See you soon at ${event.title}`, paragraphs: [`Hello ${registration.name}, this is a reminder of your registration.`, "If you cannot come after all, please cancel with the button below, so that someone on the waitlist can have your place."], calendar: null, link: "manage" };
    case "changed":
      return { subject: `Your registration is changed: ${on}`, heading: "Your registration is changed", paragraphs: [`Your registration now reads as below.${waiting ? ` ${place}` : ""}`, manageLine], calendar: null, link: "manage" };
    case "cancelled":
      return { subject: `Cancelled: your registration for ${on}`, heading: "Your registration is cancelled", paragraphs: [`Your registration for ${on} is cancelled, as you asked. The calendar entry is removed with the attached file.`, "You are welcome to register again on the event's page while places last."], calendar: "CANCEL", link: null };
    case "staff-cancelled":
      return { subject: `Cancelled: your registration for ${on}`, heading: "Your registration is cancelled", paragraphs: [`The church office has cancelled your registration for ${on}. If this is unexpected, please reply or call the office.`], calendar: "CANCEL", link: null };
    case "moved":
      return { subject: `Your registration is moved: ${event.title}`, heading: "Your registration is moved to another date", paragraphs: [`The church office moved your registration to ${whenWords(facts)}.`, place, manageLine], calendar: "PUBLISH", link: "manage" };
    case "date-cancelled":
      return { subject: `Cancelled: ${on}`, heading: `${event.title} is cancelled on this date`, paragraphs: [`We are sorry: ${on} is cancelled.${facts.note ? ` ${facts.note}` : ""}`, "Your registration is kept, marked as on a cancelled date. The attached file removes it from your calendar."], calendar: "CANCEL", link: "manage" };
    case "date-moved":
      return { subject: `New time: ${event.title}`, heading: `${event.title} has a new time`, paragraphs: [`The date you registered for now takes place on ${whenWords(facts)}.${facts.note ? ` ${facts.note}` : ""}`, "Your registration moves with it. The attached file updates your calendar.", manageLine], calendar: "PUBLISH", link: "manage" };
    case "date-restored":
      return { subject: `Back on: ${on}`, heading: `${event.title} takes place after all`, paragraphs: [`${on} takes place as first planned, and your registration stands. The attached file puts it back in your calendar.`, manageLine], calendar: "PUBLISH", link: "manage" };
    case "check":
      return { subject: `Please confirm your registration: ${on}`, heading: "Please confirm your registration", paragraphs: [`Someone, we hope you, asked to register ${PARTY_MARK} for ${on} with this e-mail address.`, "To keep spam out, your registration takes its place (or its place on the waitlist) once you confirm it with the button below, within a day. If it was not you, do nothing."], calendar: null, link: "check" };
  }
}

/** What `compose` stands in for until the locked change knows it: the private link's token and the place in line. */
const TOKEN_MARK = "PRIVATELINKTOKEN";
const POSITION_MARK = "WAITLISTPOSITION";
/** And who it is for: one rendering serves every registrant of a date. */
const NAME_MARK = "REGISTRANTNAME";
const PARTY_MARK = "REGISTRANTPARTY";
/** Renderings kept for reuse (by what their words depend on); a busy day has a few dozen. */
const KEPT_RENDERINGS = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type MailArgs = { kind: MailKind; registration: RegistrationRow; event: MailEvent; facts: DateFacts; church: Church; position?: number | null };
type ComposeArgs = Omit<MailArgs, "registration"> & { registration: MailPerson };

/** A mail rendered (the slow part: about 80 ms of React Email) with its link and place in line still to fill in. */
export type ComposedMail = { kind: MailKind; words: Words; text: string; html: string; startLocal: string };

export function createRegistrationMails({ mailer, links, publicUrl, now }: { mailer: Mailer; links: PrivateLinks; publicUrl: string; now: () => Date }) {
  const host = new URL(publicUrl).host;

  const renderings = new Map<string, Promise<ComposedMail>>();

  /**
   * Renders a mail; the registrant's name and party, the link's token and the place in line are
   * placeholders that `send` fills in, so one rendering (about 80 ms of React Email) serves every
   * registrant of a date with the same words.
   */
  function compose({ kind, registration, event, facts, church }: ComposeArgs): Promise<ComposedMail> {
    const key = JSON.stringify([kind, registration.status, event, church, facts]);
    const kept = renderings.get(key);
    if (kept) return kept;
    if (renderings.size >= KEPT_RENDERINGS) renderings.clear();
    const made = render({ kind, status: registration.status, event, facts, church });
    renderings.set(key, made);
    made.catch(() => renderings.delete(key));
    return made;
  }

  async function render({ kind, status, event, facts, church }: { kind: MailKind; status: RegistrationRow["status"]; event: MailEvent; facts: DateFacts; church: Church }): Promise<ComposedMail> {
    const words = wordsFor(kind, { event, registration: { name: NAME_MARK, status, adults: 0, children: 0 }, position: POSITION_MARK, facts });
    const action =
      words.link === "manage"
        ? { label: "Change or cancel", url: `${publicUrl}/registration?token=${TOKEN_MARK}` }
        : words.link === "check"
          ? { label: "Confirm my registration", url: `${publicUrl}/registration/confirm?token=${TOKEN_MARK}` }
          : undefined;
    const details: [string, string][] = [
      ["Event", event.title],
      ["When", whenWords(facts)],
      ["Where", event.place],
      ["Party", PARTY_MARK],
      ...(kind === "check" ? [] : ([["Status", status === "waitlisted" ? `Waitlist, number ${POSITION_MARK}` : status === "cancelled" ? "Cancelled" : "Confirmed"]] as [string, string][])),
    ];
    const mail = await renderPersonMail({
      churchName: church.name,
      postalAddress: church.address,
      heading: words.heading,
      preview: words.paragraphs[0],
      paragraphs: words.paragraphs,
      details,
      action,
      footer: `You get this e-mail because of a registration for ${event.title} on the ${church.name} website (${publicUrl}${event.href}).`,
    });
    return { kind, words, text: mail.text, html: mail.html, startLocal: facts.startLocal };
  }

  return {
    /** Renders a mail ahead of the change that sends it, so the date's lock is not held while React Email renders. */
    compose,

    /**
     * Queues one e-mail about `registration` in the transaction `tx` (the caller wakes the mailer after
     * the commit). A registration without an e-mail address (taken by phone) gets none. `composed`: the
     * mail rendered before the change took its lock (register.ts), used when it still fits.
     */
    async send(tx: Tx, args: MailArgs, composed?: ComposedMail | null): Promise<void> {
      const { kind, registration, event, facts, church, position = null } = args;
      if (!registration.email) return;
      // Composed for another time (the date moved meanwhile): composed again, with the lock held.
      const mail = composed && composed.kind === kind && composed.startLocal === facts.startLocal ? composed : await compose(args);
      const { words } = mail;
      let token = "";
      if (words.link === "manage") {
        // Valid until a month after the date, and at least two days.
        const ttlMs = Math.max(facts.startsAt.getTime() + 30 * DAY_MS - now().getTime(), 2 * DAY_MS);
        token = await links.issue({ purpose: MANAGE, subject: `registration:${registration.id}`, email: registration.email, ttlMs, tx });
      } else if (words.link === "check") {
        token = await links.issue({ purpose: CHECK, subject: `registration:${registration.id}`, email: registration.email, ttlMs: CHECK_TTL_MS, tx });
      }
      const fill = (text: string, escape: (t: string) => string = (t) => t) =>
        text.replaceAll(TOKEN_MARK, token).replaceAll(POSITION_MARK, String(position ?? 1)).replaceAll(NAME_MARK, escape(registration.name)).replaceAll(PARTY_MARK, partyWords(registration));
      const ics = words.calendar
        ? registrationIcs({
            uid: registrationUid(registration.id, host),
            sequence: registration.sequence,
            method: words.calendar,
            status: words.calendar === "CANCEL" ? "CANCELLED" : registration.status === "waitlisted" ? "TENTATIVE" : "CONFIRMED",
            title: event.title,
            facts,
            location: event.place,
            url: `${publicUrl}${event.href}`,
            description: `${partyWords(registration)}. ${registration.status === "waitlisted" ? "On the waitlist." : "Registered."}`,
            organizer: { name: church.name, email: church.email },
            stamp: now(),
          })
        : null;
      const mailId = await mailer.queue(
        {
          to: registration.email,
          subject: fill(words.subject),
          text: fill(mail.text),
          html: fill(mail.html, escapeHtml),
          attachments: ics ? [{ filename: "registration.ics", contentType: `text/calendar; charset=utf-8; method=${words.calendar}`, content: ics }] : null,
        },
        { tx, purpose: "person" },
      );
      await tx.insert(registrationMails).values({ registrationId: registration.id, mailId, kind });
    },
  };
}

export type RegistrationMails = ReturnType<typeof createRegistrationMails>;
