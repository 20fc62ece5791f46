import { type ReactNode, useId } from "react";
import { FieldNotes, controlProps } from "../fields.tsx";

export { Field, SelectField, TextAreaField } from "../fields.tsx";

type CheckboxProps = { label: string; name: string; defaultChecked?: boolean; hint?: ReactNode; error?: string; value?: string; onChange?: (checked: boolean) => void };

/** A checkbox posts `value` (default "on") when ticked and nothing when not. */
export function CheckboxField({ label, name, defaultChecked, hint, error, value = "on", onChange }: CheckboxProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-500 accent-brand-700"
          {...controlProps(id, { hint, error })}
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
      </div>
      <div className="pl-8">
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
