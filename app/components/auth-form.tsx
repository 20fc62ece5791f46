import type { FormEvent, ReactNode, Ref } from "react";
import { Form, type FormProps } from "react-router";
import type { z } from "zod";
import { validateForm } from "../lib/form-values.ts";
import { FormError } from "./auth-ui.tsx";

type AuthFormProps = Omit<FormProps, "method" | "onSubmit" | "noValidate"> & {
  /** The same schema as the action's: a form that fails it is not sent, and `onErrors` gets the messages. */
  schema?: z.ZodType;
  onErrors?: (fields: Record<string, string>) => void;
  /** Runs when the form passes the schema and is sent. */
  onSend?: () => void;
  /** The session's CSRF token, for the signed-in /user forms. */
  csrf?: string;
  /** The answer's message for the whole form. */
  error?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
};

/**
 * A sign-in or /user form: a plain HTML form posting to the route's action, which React Router
 * enhances when JavaScript runs. Then the schema checks it first; a submit button marked
 * `formNoValidate` (switch, start over) skips that check, as the browser's own would.
 */
export function AuthForm({ schema, onErrors, onSend, csrf, error, children, ...form }: AuthFormProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (schema && !submitter?.hasAttribute("formnovalidate")) {
      const result = validateForm(schema, new FormData(event.currentTarget));
      onErrors?.(result.ok ? {} : result.fields);
      if (!result.ok) {
        event.preventDefault();
        const first = Object.keys(result.fields)[0];
        const field = first ? event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]:not([type="hidden"]), [data-field="${CSS.escape(first)}"]`) : null;
        (field ?? event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']"))?.focus();
        return;
      }
    }
    onSend?.();
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} {...form}>
      {csrf !== undefined ? <input type="hidden" name="csrf" value={csrf} /> : null}
      <FormError error={error} />
      {children}
    </Form>
  );
}
