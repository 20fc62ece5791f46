import { useId } from "react";
import { type Availability, LIMITS, type Question, answerField } from "../../shared/registrations.ts";
import { useSiteSettings } from "../lib/site-settings.ts";
import { Honeypot } from "./forms/form-parts.tsx";

/** What the event page and the register page know of an event's registration (server/registrations/public-side.ts). */
export type PublicRegistrationView = {
  dates: Array<{ date: string; when: string; availability: Availability; words: string; takes: boolean }>;
  questions: Question[];
  maxAdults: number;
  maxChildren: number;
  open: boolean;
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

/** Each date's standing in counts only: "12 places left", "Full: join the waitlist", "Registration opens Mon 1 Mar", "Registration closed". */
export function AvailabilityList({ view }: { view: PublicRegistrationView }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Places">
      {view.dates.map((d) => (
        <li key={d.date} className="flex flex-wrap justify-between gap-x-3 p-3" data-registration-date={d.date}>
          <span>{d.when}</span>
          <strong className={d.availability.state === "open" ? "text-green-800" : d.availability.state === "full" ? "text-amber-900" : "text-slate-700"}>{d.words}</strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * The registration form: a plain HTML form that posts to `action` (the event's register page), so it
 * works without JavaScript. app/islands/registration.ts adds the site's captcha when the visitor starts.
 */
export function RegistrationForm({ view, action, values = {}, fields = {} }: { view: PublicRegistrationView; action: string; values?: Record<string, string | string[]>; fields?: Record<string, string> }) {
  const id = useId();
  const { apiKey, captcha } = useSiteSettings();
  const open = view.dates.filter((d) => d.takes);
  const value = (name: string) => {
    const v = values[name];
    return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
  };
  const chosen = (name: string) => {
    const v = values[name];
    return Array.isArray(v) ? v : v ? [v] : [];
  };
  const err = (name: string) => fields[name];
  const described = (name: string) => (fields[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {});
  const allFull = open.every((d) => d.availability.state === "full");
  return (
    <form method="post" action={action} className="relative mt-4 space-y-4" aria-label="Register" data-registration-form="" data-api-key={apiKey} data-captcha={JSON.stringify(captcha)}>
      {open.length === 1 ? (
        <input type="hidden" name="date" value={open[0]!.date} />
      ) : (
        <fieldset>
          <legend className="font-medium text-slate-800">Date</legend>
          <div className="mt-1 space-y-1">
            {open.map((d) => (
              <label key={d.date} className="flex min-h-6 items-center gap-2">
                <input type="radio" name="date" value={d.date} defaultChecked={value("date") === d.date} required />
                <span>
                  {d.when} <span className="text-slate-700">({d.words})</span>
                </span>
              </label>
            ))}
          </div>
          <FieldMessage id={`${id}-date-error`} message={err("date")} />
        </fieldset>
      )}
      {open.length === 1 ? <FieldMessage id={`${id}-date-error`} message={err("date")} /> : null}
      <div>
        <label htmlFor={`${id}-name`} className="block font-medium text-slate-800">
          Your name
        </label>
        <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={LIMITS.name} defaultValue={value("name")} className={inputClass} {...described("name")} />
        <FieldMessage id={`${id}-name-error`} message={err("name")} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block font-medium text-slate-800">
          E-mail address
        </label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={value("email")} className={inputClass} {...described("email")} />
        <FieldMessage id={`${id}-email-error`} message={err("email")} />
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className="block font-medium text-slate-800">
          Phone (optional)
        </label>
        <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={value("phone")} className={inputClass} {...described("phone")} />
        <FieldMessage id={`${id}-phone-error`} message={err("phone")} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        {view.maxAdults > 0 ? (
          <div>
            <label htmlFor={`${id}-adults`} className="block font-medium text-slate-800">
              Adults
            </label>
            <input id={`${id}-adults`} name="adults" type="number" inputMode="numeric" min={0} max={view.maxAdults} defaultValue={value("adults") || "1"} className={inputClass} {...described("adults")} />
            <FieldMessage id={`${id}-adults-error`} message={err("adults")} />
          </div>
        ) : (
          <input type="hidden" name="adults" value="0" />
        )}
        {view.maxChildren > 0 ? (
          <div>
            <label htmlFor={`${id}-children`} className="block font-medium text-slate-800">
              Children
            </label>
            <input id={`${id}-children`} name="children" type="number" inputMode="numeric" min={0} max={view.maxChildren} defaultValue={value("children") || "0"} className={inputClass} {...described("children")} />
            <FieldMessage id={`${id}-children-error`} message={err("children")} />
          </div>
        ) : (
          <input type="hidden" name="children" value="0" />
        )}
      </div>
      {view.questions.map((q) => (
        <QuestionField key={q.id} question={q} id={`${id}-${q.id}`} values={chosen(answerField(q.id))} error={err(answerField(q.id))} />
      ))}
      <Honeypot />
      <input type="hidden" name="recaptchaToken" defaultValue="" />
      <div data-captcha-spot="" style={{ minHeight: 80 }}>
        <p className="pt-6 text-sm text-slate-600">Without JavaScript, we e-mail you a link to confirm the registration.</p>
      </div>
      <p data-captcha-alert="" role="alert" className="font-semibold text-red-800">
        {err("recaptchaToken") ?? ""}
      </p>
      <button type="submit" className="btn">
        {allFull ? "Join the waitlist" : "Register"}
      </button>
    </form>
  );
}

function QuestionField({ question, id, values, error }: { question: Question; id: string; values: string[]; error?: string }) {
  const name = answerField(question.id);
  const label = `${question.label}${question.required ? "" : " (optional)"}`;
  const invalid = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
  if (question.kind === "short" || question.kind === "long") {
    return (
      <div>
        <label htmlFor={id} className="block font-medium text-slate-800">
          {label}
        </label>
        {question.kind === "long" ? (
          <textarea id={id} name={name} rows={4} required={question.required} defaultValue={values[0] ?? ""} className={inputClass} {...invalid} />
        ) : (
          <input id={id} name={name} required={question.required} defaultValue={values[0] ?? ""} className={inputClass} {...invalid} />
        )}
        <FieldMessage id={`${id}-error`} message={error} />
      </div>
    );
  }
  const options = question.kind === "yesno" ? [{ value: "yes", label: "Yes" }, { value: "no", label: "No" }] : question.options.map((o) => ({ value: o, label: o }));
  const type = question.kind === "several" ? "checkbox" : "radio";
  return (
    <fieldset {...invalid}>
      <legend className="font-medium text-slate-800">{label}</legend>
      <div className="mt-1 space-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex min-h-6 items-center gap-2">
            <input type={type} name={name} value={o.value} defaultChecked={values.includes(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
