import { useCallback, useId, useRef, useState } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { AuthForm } from "./auth-form.tsx";
import { Alert, IntentButton, Notice, useSending } from "./auth-ui.tsx";
import { Field } from "./fields.tsx";
import { OtpInput, emptyCode } from "./otp-input.tsx";
import { useFormErrors } from "./admin/admin-form.tsx";
import { type FormAnswer, answerFor } from "../lib/form-answer.ts";
import { confirmCodeSchema } from "../../shared/schemas/auth.ts";

/** The forms of the two-step verification page (app/routes/user/two-factor.tsx); each names its step in `intent`. */

/** The action's answer; a confirmed set-up brings the first backup codes. */
export type TwoFactorAnswer = FormAnswer<{ backupCodes?: string[] }>;

/** A form that is one button (start the app set-up). */
export function StepButton({ csrf, intent, className, busy, children }: { csrf: string; intent: string; className: string; busy: string; children: React.ReactNode }) {
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="csrf" value={csrf} />
      <IntentButton intent={intent} busy={busy} className={className}>{children}</IntentButton>
    </Form>
  );
}

export function SendCodeForm({ csrf, intent, sent, answer }: { csrf: string; intent: string; sent: boolean; answer: TwoFactorAnswer | undefined }) {
  const mine = answerFor(answer, intent);
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="csrf" value={csrf} />
      {mine?.ok && mine.message ? <Notice>{mine.message}</Notice> : null}
      {mine && !mine.ok && mine.error ? <Alert>{mine.error}</Alert> : null}
      <IntentButton intent={intent} busy="Sending..." className="btn-outline">{sent ? "Send another code" : "Email me a code"}</IntentButton>
    </Form>
  );
}

/**
 * The six code boxes of the set-up: the code is sent by itself when the sixth digit is typed or a
 * whole code is pasted; the Turn on button does the same (and is the way without JavaScript).
 */
export function CodeBoxesForm({ csrf, intent, answer, label }: { csrf: string; intent: string; answer: TwoFactorAnswer | undefined; label: string }) {
  const sending = useSending(intent);
  const mine = answerFor(answer, intent);
  const { errors, onErrors } = useFormErrors(mine);
  const [digits, setDigits] = useState(emptyCode);
  const [seen, setSeen] = useState(mine);
  if (seen !== mine) {
    setSeen(mine);
    if (mine && !mine.ok) setDigits(emptyCode());
  }
  const labelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const send = useCallback(() => {
    const form = formRef.current;
    form?.requestSubmit(form.querySelector<HTMLButtonElement>("button[type=submit]"));
  }, []);
  return (
    <AuthForm ref={formRef} csrf={csrf} schema={confirmCodeSchema} onErrors={onErrors} className="space-y-3">
      <p id={labelId} className="font-medium text-slate-900">
        {label}
      </p>
      <div className="max-w-xs">
        <OtpInput digits={digits} onChange={setDigits} disabled={sending} labelledBy={labelId} error={errors.code} field="code" onComplete={send} />
      </div>
      <IntentButton intent={intent} busy="Checking...">Turn on</IntentButton>
    </AuthForm>
  );
}

/** One code box; the same schema as the action decides whether it may be sent. */
export function CodeForm({
  csrf,
  intent,
  schema,
  answer,
  label,
  submit,
  busy,
  allowBackupCode = false,
}: {
  csrf: string;
  intent: string;
  schema: z.ZodType;
  answer: TwoFactorAnswer | undefined;
  label: string;
  submit: string;
  busy: string;
  allowBackupCode?: boolean;
}) {
  const { errors, onErrors } = useFormErrors(answerFor(answer, intent));
  return (
    <AuthForm csrf={csrf} schema={schema} onErrors={onErrors} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        className="sm:w-64"
        label={label}
        name="code"
        inputMode={allowBackupCode ? "text" : "numeric"}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={allowBackupCode ? 64 : 6}
        required
        error={errors.code}
      />
      <IntentButton intent={intent} busy={busy} className="btn sm:mt-7">{submit}</IntentButton>
    </AuthForm>
  );
}
