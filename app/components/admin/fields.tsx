import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { FieldError, inputClass } from "../auth-ui.tsx";

import { Field } from "../auth-ui.tsx";

export { Field };

function describedBy(id: string, hint?: ReactNode, error?: string) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & { label: string; name: string; error?: string; hint?: ReactNode };

export function TextAreaField({ label, error, hint, className, rows = 4, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <textarea id={id} rows={rows} className={`mt-1 ${inputClass}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  hint?: ReactNode;
};

export function SelectField({ label, error, hint, className, options, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <select id={id} className={`mt-1 ${inputClass}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Hint id={id} hint={hint} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type CheckboxProps = { label: string; name: string; defaultChecked?: boolean; hint?: ReactNode; error?: string; value?: string; onChange?: (checked: boolean) => void };

/** A checkbox posts `value` (default "on") when ticked and nothing when not. */
export function CheckboxField({ label, name, defaultChecked, hint, error, value = "on", onChange }: CheckboxProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-500 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <Hint id={id} hint={hint} />
        <FieldError id={`${id}-error`} error={error} />
      </div>
    </div>
  );
}

/** The display order of a list entry: a whole number, lower first. */
export function PositionField({ defaultValue, hint, error }: { defaultValue: number; hint: string; error?: string }) {
  return (
    <Field
      label="Position"
      name="displayOrder"
      type="number"
      inputMode="numeric"
      min={0}
      max={9999}
      step={1}
      required
      defaultValue={String(defaultValue)}
      hint={hint}
      error={error}
      className="max-w-xs"
    />
  );
}
