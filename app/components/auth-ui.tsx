import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Field } from "./fields.tsx";

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

/** An error the user must read: announced at once. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">
      {children}
    </div>
  );
}

/** A form's error above its fields: announced, and focused when it appears so keyboard users start there. */
export function FormError({ error }: { error?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  return error ? (
    <div ref={ref} tabIndex={-1}>
      <Alert>{error}</Alert>
    </div>
  ) : null;
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

/** Whether the form sent with `intent` (its `intent` field) is on its way: a page of several forms, or a form of several buttons, tells them apart by it. */
export function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/**
 * The submit button of one `intent`: it sends the intent as the form's `intent` field and reads `busy`,
 * with a spinner, while that intent is on its way. No button of the page sends again meanwhile.
 */
export function IntentButton({ intent, busy, className = "btn", children }: { intent: string; busy: string; className?: string; children: ReactNode }) {
  const navigation = useNavigation();
  const sending = useSending(intent);
  return (
    <button type="submit" name="intent" value={intent} className={`${className} gap-2`} disabled={sending || navigation.state === "submitting"} aria-busy={sending || undefined}>
      {sending ? <Spinner /> : null}
      {sending ? busy : children}
    </button>
  );
}

/** The "Username or email" field of sign-in and forgot-password: one name, and no autocorrect of a username. */
export function IdentifierField(props: Omit<ComponentProps<typeof Field>, "label" | "name">) {
  return <Field label="Username or email" name="identifier" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...props} />;
}
