/**
 * The visitor's side of registration (issue 34, item 2): what the event page shows (each date's
 * availability in counts, never names; the form's questions) and the form's submission, from the page
 * (a plain HTML form, no JavaScript needed) or the JSON API alike: its shape, the honeypot, the rate
 * limit and the captcha, then the registration itself. Without a captcha answer (a browser that ran no
 * JavaScript cannot give one) the page's form still registers, held until its e-mail is confirmed.
 */
import type { z } from "zod";
import { type Availability, type Question, availabilityWords, takesRegistrations } from "../../shared/registrations.ts";
import { HONEYPOT_FIELD } from "../../shared/form-rules.ts";
import { type RegistrationInput, registrationSchema } from "../../shared/schemas/registrations.ts";
import { fieldErrors } from "../../shared/schemas/auth.ts";
import type { Refusal } from "../admin/outcome.ts";
import type { Captcha } from "../captcha/captcha.ts";
import type { Clock } from "../clock/clock.ts";
import type { Series } from "../events/occurrences.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import type { EventContexts } from "./context.ts";
import { availability, offeredDates } from "./dates.ts";
import { whenWords } from "./mails.ts";
import { NO_SUCH_EVENT, type Registered } from "./register.ts";
import type { StaffReads } from "./staff.ts";

/** Per address, across events: a family registering for several events fits; a robot does not. */
export const REGISTRATION_RATE = { limit: 10, windowMs: 60 * 60_000 };

/** The coming dates the event page offers (a weekly event: the next two months or so). */
const PUBLIC_DATES = 8;

/** What the event page shows of registration. */
export type PublicRegistration = {
  dates: Array<{ date: string; when: string; availability: Availability; words: string; takes: boolean }>;
  questions: Question[];
  maxAdults: number;
  maxChildren: number;
  /** Whether any date takes a registration (places or the waitlist) now. */
  open: boolean;
};

export type Submitted = { ok: true; value: Registered } | Refusal | { ok: false; status: 429; error: string; retryAfterSeconds: number };

export function createPublicSide({
  clock,
  contexts,
  reads,
  register,
  captcha,
  limiter,
  today,
}: {
  clock: Clock;
  contexts: EventContexts;
  reads: Pick<StaffReads, "countsOf">;
  register: (context: NonNullable<Awaited<ReturnType<EventContexts["bySlug"]>>>, input: RegistrationInput, options: { via: "web"; checked: boolean; actor: null }) => Promise<{ ok: true; value: Registered } | Refusal>;
  captcha: Pick<Captcha, "verify">;
  limiter: Pick<RateLimiter, "hit">;
  today: () => string;
}) {
  return {
    /** The registration part of a published event's page, or null when it takes none. */
    async forPage(series: Series): Promise<PublicRegistration | null> {
      if (series.eventId === null) return null;
      const context = await contexts.byId(series.eventId);
      const form = context?.form;
      if (!form || !form.enabled) return null;
      const now = clock.now();
      const counts = await reads.countsOf([series.eventId]);
      const dates = offeredDates(context.series, form, today(), now, PUBLIC_DATES).map((facts) => {
        const stands = availability({ form, facts, now, placesTaken: counts.get(`${series.eventId} ${facts.originalDate}`)?.people ?? 0 });
        return { date: facts.originalDate, when: whenWords(facts), availability: stands, words: availabilityWords(stands), takes: takesRegistrations(stands) };
      });
      if (dates.length === 0) return null;
      return { dates, questions: form.questions, maxAdults: form.maxAdults, maxChildren: form.maxChildren, open: dates.some((d) => d.takes) };
    },

    /**
     * A visitor's registration: `raw` as the page's form or the JSON API sent it. `slug` is the page's
     * event (the API names it in the body). `withoutCaptcha`: the page's form may come without one.
     */
    async submit({ raw, slug, address, withoutCaptcha }: { raw: unknown; slug?: string; address: string; withoutCaptcha: boolean }): Promise<Submitted & { input?: z.infer<typeof registrationSchema> }> {
      const parsed = registrationSchema.safeParse(raw);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        return { ok: false, status: 400, error: Object.values(fields)[0] ?? "Please check the form.", fields };
      }
      const input = parsed.data;
      // A filled honeypot is a robot: it hears what a person without JavaScript would, and nothing is kept.
      if (input[HONEYPOT_FIELD]?.trim()) return { ok: true, value: { outcome: "check-email" }, input };
      const limit = await limiter.hit(`form:registration:${address}`, REGISTRATION_RATE);
      if (!limit.allowed) {
        return { ok: false, status: 429, error: `You have sent several registrations in a short time. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`, retryAfterSeconds: limit.retryAfterSeconds };
      }
      const token = input.recaptchaToken?.trim();
      let checked = false;
      if (token || !withoutCaptcha) {
        const verdict = await captcha.verify(token, address);
        if (!verdict.ok) return { ok: false, status: 400, error: verdict.error, fields: { recaptchaToken: verdict.error } };
        checked = true;
      }
      const context = await contexts.bySlug(slug ?? input.event ?? "");
      if (!context) return { ...NO_SUCH_EVENT, fields: { event: NO_SUCH_EVENT.error } };
      return { ...(await register(context, input, { via: "web", checked, actor: null })), input };
    },
  };
}
