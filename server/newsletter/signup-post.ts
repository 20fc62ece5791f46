import { HONEYPOT_FIELD } from "../../shared/form-rules.ts";
import { SIGNUP_FORMS, SIGNUP_SENT, type SignupForm } from "../../shared/newsletter.ts";
import { fieldErrors } from "../../shared/schemas/forms.ts";
import { signupSchema } from "../../shared/schemas/newsletter.ts";
import type { Captcha } from "../captcha/captcha.ts";
import type { RateLimiter } from "../rate-limit/rate-limit.ts";
import type { Subscriptions } from "./subscriptions.ts";

const HOUR_MS = 60 * 60_000;
/** Sign-ups from one address (IP) an hour, with the captcha solved. */
export const SIGNUP_RATE = { limit: 5, windowMs: HOUR_MS };
/** Without a captcha (a browser without JavaScript): fewer from one address, and few for the whole site. */
export const SIGNUP_RATE_WITHOUT_CAPTCHA = { limit: 2, windowMs: HOUR_MS };
export const SIGNUPS_WITHOUT_CAPTCHA_SITE_WIDE = { limit: 30, windowMs: HOUR_MS };

export type SignupAnswer = { form: SignupForm; ok: boolean; status: number; message: string; fields?: Record<string, string>; values?: { email: string; name: string; list: string[] } };

const TRY_LATER = "Many sign-ups came from here in a short time. Please wait an hour and try again, or write to the church office.";

/**
 * A sign-up box's form post (issue 37): the fields through the shared schema, the honeypot, the limits,
 * the site's captcha, then the double opt-in request. A browser without JavaScript cannot solve the
 * captcha, so its sign-up passes tighter limits instead (decision 0027); either way only one
 * confirmation e-mail goes out, and at most three a day to one address.
 */
export async function signupFromForm(
  form: FormData,
  { subscriptions, limiter, captcha, address }: { subscriptions: Subscriptions; limiter: RateLimiter; captcha: Pick<Captcha, "verify">; address: string },
): Promise<SignupAnswer> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const which = (Object.keys(SIGNUP_FORMS) as SignupForm[]).find((key) => key === text("form")) ?? "page";
  const values = { email: text("email").slice(0, 300), name: text("name").slice(0, 300), list: form.getAll("list").filter((v): v is string => typeof v === "string").slice(0, 20) };
  const failed = (status: number, message: string, fields?: Record<string, string>): SignupAnswer => ({ form: which, ok: false, status, message, fields, values });
  // The captcha widget adds a field of the same name: the first one with a value counts.
  const token = form.getAll("recaptchaToken").find((v): v is string => typeof v === "string" && v !== "") ?? undefined;
  const parsed = signupSchema.safeParse({ ...values, form: which, recaptchaToken: token, [HONEYPOT_FIELD]: text(HONEYPOT_FIELD) });
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return failed(400, Object.values(fields)[0] ?? "Please check the form.", fields);
  }
  const sent: SignupAnswer = { form: which, ok: true, status: 200, message: SIGNUP_SENT };
  if (parsed.data[HONEYPOT_FIELD]?.trim()) return sent;
  const limits = token ? [limiter.hit(`form:newsletter:${address}`, SIGNUP_RATE)] : [limiter.hit(`form:newsletter-plain:${address}`, SIGNUP_RATE_WITHOUT_CAPTCHA), limiter.hit("form:newsletter-plain", SIGNUPS_WITHOUT_CAPTCHA_SITE_WIDE)];
  if ((await Promise.all(limits)).some((limit) => !limit.allowed)) return failed(429, TRY_LATER);
  if (token) {
    const checked = await captcha.verify(token, address);
    if (!checked.ok) return failed(400, checked.error, { recaptchaToken: checked.error });
  }
  const outcome = await subscriptions.requestSignup({ email: parsed.data.email, name: parsed.data.name, listKeys: parsed.data.list, form: which });
  return outcome.ok ? sent : failed(outcome.status, outcome.error, outcome.fields);
}
