import { useId } from "react";
import { LIMITS, formMessages } from "../../../shared/form-rules.ts";
import { LIMITS as PRAYER_LIMITS, PRAYER_VISIBILITIES, VISIBILITY_LABELS } from "../../../shared/prayer.ts";
import { Field, FormFooter, Honeypot, PublicForm } from "./form-parts.tsx";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

/** What each choice means, under its label. */
const VISIBILITY_HINTS = {
  pastors: "Only our pastors read it.",
  team: "Our prayer team prays for it. They see your first name and your request, never your contact details.",
  wall: "The prayer team, and a short public version on the prayer wall once a member of staff has read it.",
} as const;

/**
 * The spec's prayer form (name, contact, request, captcha) with issue 36's choices beside it: who sees
 * the request (pastors only unless the person chooses more), the short public version for the prayer
 * wall, and "Please contact me". The choices are `data-extra` fields: sent with the form, never needed
 * for the captcha to appear (app/islands/forms.ts).
 */
export function PrayerRequestForm() {
  const id = useId();
  return (
    <PublicForm kind="prayer" endpoint="/api/prayer-request" label="Prayer request">
      <Field label="Name" name="name" autoComplete="name" maxLength={LIMITS.name} />
      <Field label="Email or phone" name="contact" maxLength={LIMITS.contact} />
      <Field label="Prayer request" name="message" multiline maxLength={LIMITS.message} />
      <fieldset>
        <legend className="font-medium text-slate-800">Who may see your request?</legend>
        <div className="mt-2 space-y-3">
          {/* Each hint describes its choice without being part of its name: the visitor's "Name" field stays the only one so called. */}
          {PRAYER_VISIBILITIES.map((visibility) => (
            <div key={visibility} className="flex items-start gap-3">
              <input
                id={`${id}-${visibility}`}
                type="radio"
                name="visibility"
                value={visibility}
                defaultChecked={visibility === "pastors"}
                aria-describedby={`${id}-${visibility}-hint`}
                className="mt-1 h-5 w-5 shrink-0"
                data-extra=""
              />
              <div>
                <label htmlFor={`${id}-${visibility}`} className="font-medium">
                  {VISIBILITY_LABELS[visibility]}
                </label>
                <p id={`${id}-${visibility}-hint`} className="text-sm text-slate-700">
                  {VISIBILITY_HINTS[visibility]}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <div data-wall-fields="" hidden className="space-y-4 rounded-md border border-slate-300 bg-slate-50 p-4">
        <p className="text-sm text-slate-700">
          The prayer wall shows this short version, not your request above. Please leave out anything that would let a stranger find you: no surname, e-mail address or phone number.
        </p>
        <div>
          <label htmlFor={`${id}-wall-name`} className="block font-medium text-slate-800">
            Shown on the wall as
          </label>
          <p id={`${id}-wall-name-hint`} className="text-sm text-slate-700">
            A first name, or leave it empty for “Anonymous”.
          </p>
          <input
            id={`${id}-wall-name`}
            name="wallName"
            type="text"
            maxLength={PRAYER_LIMITS.wallName}
            className={inputClass}
            defaultValue=""
            data-extra=""
            autoComplete="given-name"
            aria-describedby={`${id}-wall-name-hint`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-wall-text`} className="block font-medium text-slate-800">
            Short version for the prayer wall
          </label>
          <textarea id={`${id}-wall-text`} name="wallText" rows={3} maxLength={PRAYER_LIMITS.wallText} className={inputClass} defaultValue="" data-extra="" />
        </div>
      </div>
      <div className="flex items-start gap-3">
        <input id={`${id}-contact-me`} type="checkbox" name="contactMe" value="true" aria-describedby={`${id}-contact-me-hint`} className="mt-1 h-5 w-5 shrink-0" data-extra="" />
        <div>
          <label htmlFor={`${id}-contact-me`} className="font-medium">
            Please contact me
          </label>
          <p id={`${id}-contact-me-hint`} className="text-sm text-slate-700">
            A pastor will get in touch with you.
          </p>
        </div>
      </div>
      <Honeypot />
      <FormFooter idleLabel="Submit Prayer Request" sendingLabel={formMessages.prayer.sending} />
    </PublicForm>
  );
}
