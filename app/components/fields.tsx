/**
 * The form fields of every form (sign-in, /user and the staff area): a label, the control, an
 * optional hint and the error, the last two tied to the control for screen readers.
 */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

export const inputClass =
  "block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-700";

type Described = { label: string; error?: string; hint?: ReactNode };

/** What a control needs to be tied to its hint and error. */
export function controlProps(id: string, { hint, error }: Pick<Described, "hint" | "error">) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** The hint and the error under a control whose id is `id`. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

/** The label above a control, and the notes under it. */
function FieldFrame({ id, label, hint, error, className, children }: Described & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & Described & { name: string };

export function Field({ label, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input className={`mt-1 ${inputClass}`} {...controlProps(id, { hint, error })} {...input} />
    </FieldFrame>
  );
}

/** A password input with a Show/Hide toggle (spec section 2, Login); the toggle needs script, so it shows only with it. */
export function PasswordField({ label, error, hint, className, ...input }: Omit<FieldProps, "type">) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative mt-1">
        <input type={shown ? "text" : "password"} className={`${inputClass} ${hydrated ? "pr-20" : ""}`} {...controlProps(id, { hint, error })} {...input} />
        <button
          type="button"
          hidden={!hydrated}
          className="absolute inset-y-1 right-1 rounded px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? "Hide" : "Show"}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & Described & { name: string };

export function TextAreaField({ label, error, hint, className, rows = 4, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea rows={rows} className={`mt-1 ${inputClass}`} {...controlProps(id, { hint, error })} {...textarea} />
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & Described & { name: string; options: ReadonlyArray<{ value: string; label: string }> };

/** A select's options from `{ value: label }`, in the object's order. */
export function optionsOf(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export function SelectField({ label, error, hint, className, options, ...select }: SelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select className={`mt-1 ${inputClass}`} {...controlProps(id, { hint, error })} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
