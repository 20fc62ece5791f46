import { useId } from "react";
import { HONEYPOT_FIELD } from "../../../shared/form-rules.ts";
import { useSiteSettings } from "../../lib/site-settings.ts";
import type { FormKind } from "../../../shared/form-rules.ts";

/**
 * The public forms (spec sections 4, 5 and 8) as the server renders them: empty, the captcha spot
 * holding its 80 px, submit disabled. app/islands/forms.ts gives them their behaviour: the captcha
 * appears once every field is filled, submit needs it solved, the form is checked with its Zod schema
 * and sent as JSON to /api with the x-api-key header.
 */
export function PublicForm({
  kind,
  endpoint,
  label,
  dark = false,
  children,
}: {
  kind: FormKind;
  endpoint: string;
  label: string;
  dark?: boolean;
  children: React.ReactNode;
}) {
  const { apiKey, captcha } = useSiteSettings();
  return (
    <form
      noValidate
      className="relative space-y-4"
      aria-label={label}
      data-public-form={kind}
      data-endpoint={endpoint}
      data-api-key={apiKey}
      data-captcha={JSON.stringify(captcha)}
      data-dark={dark ? "true" : undefined}
    >
      {children}
    </form>
  );
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

/** A labelled field; `format` names the browser-side input formatting (app/lib/forms.ts). */
export function Field({
  label,
  name,
  type = "text",
  multiline = false,
  autoComplete,
  inputMode,
  maxLength,
  format,
  dark = false,
}: {
  label: string;
  name: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  maxLength?: number;
  format?: "phone" | "zip";
  dark?: boolean;
}) {
  const id = useId();
  const common = { id, name, required: true, className: inputClass, maxLength, "data-field": "", "data-format": format };
  return (
    <div>
      <label htmlFor={id} className={`block font-medium ${dark ? "text-white" : "text-slate-800"}`}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={4} defaultValue="" /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} defaultValue="" />}
    </div>
  );
}

/** A field people never see or reach; robots fill it. */
export function Honeypot() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The captcha spot (80 px tall from the start), the submit button and the two live message regions. */
export function FormFooter({ idleLabel, sendingLabel, dark = false }: { idleLabel: string; sendingLabel: string; dark?: boolean }) {
  return (
    <>
      <div style={{ minHeight: 80 }} data-captcha-spot="">
        <p className={`pt-6 text-sm ${dark ? "text-brand-100" : "text-slate-600"}`}>Fill in every field to continue.</p>
      </div>
      <button type="submit" className={dark ? "btn bg-white text-brand-900 hover:bg-brand-50" : "btn"} disabled data-sending-label={sendingLabel}>
        {idleLabel}
      </button>
      {/* Both regions are always in the page so screen readers announce what is put into them. */}
      <p role="status" className={`mt-3 font-semibold ${dark ? "text-green-200" : "text-green-800"}`} />
      <p role="alert" className={`font-semibold ${dark ? "text-red-200" : "text-red-800"}`} />
    </>
  );
}
