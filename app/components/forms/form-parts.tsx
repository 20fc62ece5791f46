import { useId } from "react";
import { Captcha } from "./captcha.tsx";
import { HONEYPOT_FIELD } from "../../lib/forms.ts";
import type { CaptchaSettings } from "../../lib/site-settings.ts";
import type { FormStatus } from "./use-public-form.ts";

/** What FormFooter needs of a form from usePublicForm. */
type FooterForm = {
  filled: boolean;
  sending: boolean;
  canSubmit: boolean;
  status: FormStatus;
  captcha: { settings: CaptchaSettings; apiKey: string; onToken: (token: string | null) => void; resetKey: number };
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

export function Field({
  label,
  name,
  value,
  onChange,
  error,
  type = "text",
  multiline = false,
  autoComplete,
  inputMode,
  maxLength,
  dark = false,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  maxLength?: number;
  dark?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: inputClass,
    maxLength,
  };
  return (
    <div>
      <label htmlFor={id} className={`block font-medium ${dark ? "text-white" : "text-slate-800"}`}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={errorId} className={`mt-1 text-sm ${dark ? "text-red-200" : "text-red-800"}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field people never see or reach; robots fill it. */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}

/** The captcha spot (80 px tall from the start), the submit button and the live status message. */
export function FormFooter({
  form,
  idleLabel,
  sendingLabel,
  dark = false,
}: {
  form: FooterForm;
  idleLabel: string;
  sendingLabel: string;
  dark?: boolean;
}) {
  return (
    <>
      <div style={{ minHeight: 80 }}>
        {form.filled ? <Captcha {...form.captcha} /> : <p className={`pt-6 text-sm ${dark ? "text-brand-100" : "text-slate-600"}`}>Fill in every field to continue.</p>}
      </div>
      <button type="submit" className={dark ? "btn bg-white text-brand-900 hover:bg-brand-50" : "btn"} disabled={!form.canSubmit}>
        {form.sending ? sendingLabel : idleLabel}
      </button>
      <StatusMessage status={form.status} dark={dark} />
    </>
  );
}

function StatusMessage({ status, dark }: { status: FormStatus; dark: boolean }) {
  // Both regions are always in the page so screen readers announce what is put into them.
  return (
    <>
      <p role="status" className={`mt-3 font-semibold ${dark ? "text-green-200" : "text-green-800"}`}>
        {status.kind === "success" ? status.message : ""}
      </p>
      <p role="alert" className={`font-semibold ${dark ? "text-red-200" : "text-red-800"}`}>
        {status.kind === "failure" ? status.message : ""}
      </p>
    </>
  );
}
