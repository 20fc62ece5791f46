import { type ReactNode, useId } from "react";
import { FieldError, FieldNotes, controlProps } from "../fields.tsx";

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

export type CheckboxChoice = { name: string; label: string; checked: boolean; value?: string };

/** Checkboxes under one legend, each posting its own name; `columns` lays a long list out in a grid. */
export function CheckboxGroup({ legend, hint, choices, error, columns }: { legend: string; hint?: string; choices: CheckboxChoice[]; error?: string; columns?: boolean }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="font-medium text-slate-900">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <div className={columns ? "mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3" : "mt-1 flex flex-wrap gap-x-4 gap-y-1"}>
        {choices.map((choice) => (
          <label key={choice.name} className="flex items-center gap-2">
            <input type="checkbox" name={choice.name} value={choice.value ?? "on"} defaultChecked={choice.checked} className="h-5 w-5 shrink-0 accent-brand-700" aria-describedby={error ? `${id}-error` : undefined} />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** Related fields under one legend. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Suggestions a text field offers (its `list` attribute names `id`); staff may still type their own. */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}
