import type { InputHTMLAttributes, ReactNode, RefObject } from "react";

/** The strip under the editor's toolbar where a link or a picture is set up; Escape closes it. */
export function EditorPanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={title}
      className="border-b border-slate-300 bg-brand-50 p-3"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {children}
    </div>
  );
}

type PanelTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "value" | "onChange" | "onKeyDown" | "className"> & {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  /** Shown under the input as `${id}-error`. */
  error: string | null;
  onValue: (value: string) => void;
  onEnter: () => void;
};

/** A panel's labelled text input and its error. */
export function PanelTextField({ id, label, inputRef, value, error, onValue, onEnter, ...input }: PanelTextFieldProps) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValue(event.target.value)}
        onKeyDown={(event) => {
          // The editor sits inside the page's own form: Enter does the panel's work instead of sending the form.
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter();
          }
        }}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}
