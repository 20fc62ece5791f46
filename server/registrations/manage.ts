/**
 * The registrant's private link (issue 34): it opens their registration, where they change the party
 * or the answers, or cancel. A wrong, old or unknown token opens nothing and is answered with the same
 * words (design, "People who act").
 */
import { ACTIVE, type Answers, type Question, type RegistrationStatus } from "../../shared/registrations.ts";
import type { Refusal } from "../admin/outcome.ts";
import type { Clock } from "../clock/clock.ts";
import type { PrivateLinks } from "../people/private-links.ts";
import type { RegistrationChanges } from "./changes.ts";
import type { EventContexts } from "./context.ts";
import { dateFacts } from "./dates.ts";
import { MANAGE, whenWords } from "./mails.ts";
import { waitlistPosition } from "./placing.ts";
import type { Db } from "../db/db.ts";

/** Every bad token gets these words: nothing tells a guess from an old link. */
export const LINK_FAILED: Refusal = {
  ok: false,
  status: 404,
  error: "This link does not open a registration. It may be old, or mistyped. Use the link in the latest e-mail about your registration, or register again with the same e-mail address to get a fresh link.",
};

/** The registration as its own page shows it to the registrant. */
export type ManagedRegistration = {
  id: number;
  title: string;
  href: string;
  when: string;
  place: string;
  status: RegistrationStatus;
  /** A date cancelled or moved by the church since. */
  dateStatus: "scheduled" | "cancelled" | "moved" | "removed";
  position: number | null;
  name: string;
  adults: number;
  children: number;
  answers: Answers;
  questions: Question[];
  maxAdults: number;
  maxChildren: number;
  /** Whether it can still be changed or cancelled (active, the date not begun). */
  changeable: boolean;
};

export function createManage({ db, clock, links, contexts, changes }: { db: Db; clock: Clock; links: PrivateLinks; contexts: EventContexts; changes: RegistrationChanges }) {
  /** The registration a live link opens, or null. */
  async function opened(token: string) {
    const link = await links.open(token, MANAGE);
    const id = link ? Number(link.subject.replace(/^registration:/, "")) : NaN;
    if (!Number.isSafeInteger(id)) return null;
    const found = await contexts.registrationById(id);
    // The link was sent to the address the registration has: an erased one opens nothing.
    return found && found.registration.email === link!.email ? found : null;
  }

  return {
    async open(token: string): Promise<{ ok: true; value: ManagedRegistration } | Refusal> {
      const found = await opened(token);
      if (!found) return LINK_FAILED;
      const { context, originalDate, registration } = found;
      const facts = dateFacts(context.series, originalDate);
      const form = context.form;
      if (!facts || !form) return LINK_FAILED;
      const active = (ACTIVE as readonly string[]).includes(registration.status) && registration.status !== "attended";
      return {
        ok: true,
        value: {
          id: registration.id,
          title: context.series.title,
          href: context.series.href,
          when: whenWords(facts),
          place: context.mailEvent.place,
          status: registration.status,
          dateStatus: facts.status,
          position: registration.status === "waitlisted" ? await waitlistPosition(db, registration) : null,
          name: registration.name,
          adults: registration.adults,
          children: registration.children,
          answers: registration.answers,
          questions: form.questions,
          maxAdults: form.maxAdults,
          maxChildren: form.maxChildren,
          changeable: active && facts.status !== "cancelled" && facts.status !== "removed" && facts.startsAt > clock.now(),
        },
      };
    },

    async change(token: string, input: { adults: number; children: number; answers: Answers }) {
      const found = await opened(token);
      return found ? changes.changeParty(found.registration.id, input) : LINK_FAILED;
    },

    async cancel(token: string) {
      const found = await opened(token);
      return found ? changes.cancel(found.registration.id, null, "registrant") : LINK_FAILED;
    },
  };
}

export type Manage = ReturnType<typeof createManage>;
