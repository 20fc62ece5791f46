import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

/** The card every sign-in page sits in: the page's one <main> and one h1. */
export function AuthPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="flex-1 bg-brand-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

export const inputClass =
  "block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-700";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
};

function describedBy(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** A labelled input with an optional hint and its error message, both tied to it for screen readers. */
export function Field({ label, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        className={`mt-1 ${inputClass}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** A password input with a Show/Hide toggle (spec section 2, Login); the toggle needs script, so it shows only with it. */
export function PasswordField({ label, error, hint, className, ...input }: Omit<FieldProps, "type">) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={shown ? "text" : "password"}
          className={`${inputClass} ${hydrated ? "pr-20" : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
          {...input}
        />
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
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** An error the user must read: announced at once. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">
      {children}
    </div>
  );
}

/** Good news or a neutral answer, announced politely. */
export function Notice({ children, tone = "success" }: { children: ReactNode; tone?: "success" | "info" }) {
  const colours = tone === "success" ? "border-green-300 bg-green-50 text-green-900" : "border-brand-100 bg-brand-50 text-brand-900";
  return (
    <div role="status" className={`rounded-md border px-4 py-3 ${colours}`}>
      {children}
    </div>
  );
}

export function Spinner({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg className={`${className} animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A waiting state with its words for everyone (loading, checking, verifying). */
export function Waiting({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 text-slate-700">
      <Spinner />
      {children}
    </p>
  );
}

/** A full-width submit button that shows a spinner while its request runs. */
export function SubmitButton({ pending, disabled, name, value, children }: { pending?: boolean; disabled?: boolean; name?: string; value?: string; children: ReactNode }) {
  return (
    <button type="submit" name={name} value={value} className="btn w-full gap-2 py-2.5" disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}
