import { useId } from "react";
import { LIMITS } from "../../../shared/form-rules.ts";
import { SIGNUP_WORDING, type SignupForm } from "../../../shared/newsletter.ts";
import type { SignupAnswer } from "../../../server/newsletter/signup-post.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";
import { Honeypot } from "../forms/form-parts.tsx";

export type SignupList = { key: string; name: string; description: string };

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

/**
 * The newsletter's sign-up box (home page, footer, /newsletter; issue 37): a plain form posted to
 * /newsletter, so it works without JavaScript. app/islands/newsletter.ts adds the site's captcha once
 * the address is typed; the server asks for it whenever the browser could run it (decision 0027).
 */
export function NewsletterSignup({ lists, form, dark = false, answer }: { lists: SignupList[]; form: SignupForm; dark?: boolean; answer?: SignupAnswer | null }) {
  const id = useId();
  const { apiKey, captcha } = useSiteSettings();
  const mine = answer?.form === form ? answer : null;
  const typed = mine && !mine.ok ? mine.values : undefined;
  const ticked = typed?.list ?? (lists[0] ? [lists[0].key] : []);
  const label = dark ? "text-white" : "text-slate-800";
  const muted = dark ? "text-brand-100" : "text-slate-600";
  const error = (name: string) => mine?.fields?.[name];
  if (!lists.length) return <p className={muted}>The newsletter has no lists open for sign-up at the moment.</p>;
  return (
    <form method="post" action="/newsletter" className="relative space-y-4" aria-label="Subscribe to the newsletter" data-newsletter-form="" data-api-key={apiKey} data-captcha={JSON.stringify(captcha)}>
      <input type="hidden" name="form" value={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-email`} className={`block font-medium ${label}`}>
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.email}
            defaultValue={typed?.email ?? ""}
            className={inputClass}
            aria-invalid={error("email") ? true : undefined}
            aria-describedby={error("email") ? `${id}-email-error` : undefined}
          />
          {error("email") ? <p id={`${id}-email-error`} className={`mt-1 text-sm ${dark ? "text-red-200" : "text-red-800"}`}>{error("email")}</p> : null}
        </div>
        <div>
          <label htmlFor={`${id}-name`} className={`block font-medium ${label}`}>
            Name <span className={`font-normal ${muted}`}>(optional)</span>
          </label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" maxLength={LIMITS.name} defaultValue={typed?.name ?? ""} className={inputClass} />
        </div>
      </div>
      <fieldset aria-describedby={error("list") ? `${id}-list-error` : undefined}>
        <legend className={`font-medium ${label}`}>Lists</legend>
        <div className="mt-1 space-y-2">
          {lists.map((list) => (
            <label key={list.key} className={`flex items-start gap-2 ${label}`}>
              <input type="checkbox" name="list" value={list.key} defaultChecked={ticked.includes(list.key)} className="mt-1 h-5 w-5 shrink-0" />
              <span>
                <span className="font-semibold">{list.name}</span>
                {list.description ? <span className={`block text-sm ${muted}`}>{list.description}</span> : null}
              </span>
            </label>
          ))}
        </div>
        {error("list") ? <p id={`${id}-list-error`} className={`mt-1 text-sm ${dark ? "text-red-200" : "text-red-800"}`}>{error("list")}</p> : null}
      </fieldset>
      <p className={`text-sm ${muted}`}>{SIGNUP_WORDING}</p>
      <Honeypot />
      <input type="hidden" name="recaptchaToken" value="" data-captcha-token="" />
      <div data-captcha-spot="" />
      <button type="submit" className={dark ? "btn bg-white text-brand-900 hover:bg-brand-50" : "btn"}>
        Subscribe
      </button>
      <p role="status" className={`font-semibold ${dark ? "text-green-200" : "text-green-800"}`}>
        {mine?.ok ? mine.message : ""}
      </p>
      <p role="alert" className={`font-semibold ${dark ? "text-red-200" : "text-red-800"}`}>
        {mine && !mine.ok ? mine.message : ""}
      </p>
    </form>
  );
}
