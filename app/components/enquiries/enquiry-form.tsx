/**
 * The childcare enquiry form (issue 35) as the server renders it. It posts as an ordinary form, so it
 * works without JavaScript (then the enquiry waits for the parent to confirm it from the e-mail);
 * app/islands/enquiry.ts puts the site's captcha in its spot. What was typed comes back on an error.
 */
import { Field, SelectField, TextAreaField } from "../fields.tsx";
import { Honeypot } from "../forms/form-parts.tsx";
import { WEEKDAYS, WEEKDAY_LABELS } from "../../../shared/enquiries.ts";
import { HEARD_FROM, OTHER_MAILINGS_WORDING, dayField } from "../../../shared/schemas/enquiries.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";

export type EnquiryFormFacts = { months: { month: string; label: string }[] };

type Answer = { error?: string; fields?: Record<string, string>; values?: Record<string, string> } | undefined;

export function EnquiryForm({ facts, answer }: { facts: EnquiryFormFacts; answer: Answer }) {
  const { apiKey, captcha } = useSiteSettings();
  const values = answer?.values ?? {};
  const fields = answer?.fields ?? {};
  const value = (name: string) => values[name] ?? "";
  return (
    <form method="post" noValidate className="space-y-5" aria-label="Ask about a place" data-enquiry-form="" data-api-key={apiKey} data-captcha={JSON.stringify(captcha)}>
      {answer?.error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
          {answer.error}
        </p>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">About you</legend>
        <Field label="Your name" name="parentName" autoComplete="name" maxLength={100} defaultValue={value("parentName")} error={fields.parentName} />
        <Field label="E-mail" name="email" type="email" autoComplete="email" maxLength={254} defaultValue={value("email")} error={fields.email} />
        <Field label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" defaultValue={value("phone")} error={fields.phone} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">About your child</legend>
        <Field label="Child's first name" name="childName" autoComplete="off" maxLength={60} hint="The first name only is enough." defaultValue={value("childName")} error={fields.childName} />
        <fieldset>
          <legend className="font-medium text-slate-900">Is your child born yet?</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            <label className="inline-flex min-h-6 items-center gap-2">
              <input type="radio" name="dateKind" value="born" defaultChecked={value("dateKind") !== "expected"} /> Yes: date of birth
            </label>
            <label className="inline-flex min-h-6 items-center gap-2">
              <input type="radio" name="dateKind" value="expected" defaultChecked={value("dateKind") === "expected"} /> Not yet: expected due date
            </label>
          </div>
        </fieldset>
        <Field label="Date of birth or due date" name="childDate" type="date" defaultValue={value("childDate")} error={fields.childDate} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">The care you would like</legend>
        <SelectField label="Start month" name="startMonth" defaultValue={value("startMonth")} error={fields.startMonth} options={[{ value: "", label: "Choose a month" }, ...facts.months.map((m) => ({ value: m.month, label: m.label }))]} />
        <fieldset aria-describedby={fields.days ? "days-error" : undefined}>
          <legend className="font-medium text-slate-900">Days of the week</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
            {WEEKDAYS.map((day) => (
              <label key={day} className="inline-flex min-h-6 items-center gap-2">
                <input type="checkbox" name={dayField(day)} defaultChecked={value(dayField(day)) === "on"} /> {WEEKDAY_LABELS[day]}
              </label>
            ))}
          </div>
          {fields.days ? (
            <p id="days-error" className="mt-1 text-sm font-medium text-red-700">
              {fields.days}
            </p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend className="font-medium text-slate-900">Does a brother or sister already attend?</legend>
          <div className="mt-1 flex gap-6">
            <label className="inline-flex min-h-6 items-center gap-2">
              <input type="radio" name="sibling" value="yes" defaultChecked={value("sibling") === "yes"} /> Yes
            </label>
            <label className="inline-flex min-h-6 items-center gap-2">
              <input type="radio" name="sibling" value="no" defaultChecked={value("sibling") !== "yes"} /> No
            </label>
          </div>
        </fieldset>
        <SelectField label="How did you hear about us? (optional)" name="heardFrom" defaultValue={value("heardFrom")} error={fields.heardFrom} options={[{ value: "", label: "Choose one" }, ...HEARD_FROM.map((h) => ({ value: h, label: h }))]} />
        <TextAreaField label="Anything else we should know? (optional)" name="note" rows={3} maxLength={2000} hint="Please do not include health, custody or immunisation details: we ask for those only once your child has a place." defaultValue={value("note")} error={fields.note} />
      </fieldset>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="otherMailings" className="mt-1" defaultChecked={value("otherMailings") === "on"} />
        <span>{OTHER_MAILINGS_WORDING}</span>
      </label>
      <Honeypot />
      <input type="hidden" name="recaptchaToken" defaultValue="" />
      <div style={{ minHeight: 80 }} data-captcha-spot="">
        <p className="pt-6 text-sm text-slate-600">Without JavaScript, we e-mail you a link to confirm your enquiry before it joins the list.</p>
      </div>
      <button type="submit" className="btn">
        Send my enquiry
      </button>
    </form>
  );
}
