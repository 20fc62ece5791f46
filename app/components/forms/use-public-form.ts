import { useCallback, useState } from "react";
import { allFilled } from "../../lib/forms.ts";
import { postForm, useSiteSettings } from "../../lib/site-settings.ts";

export type FormKind = "contact" | "prayer" | "directory";

/** The browser's calendar date, YYYY-MM-DD. */
function localToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * Checks the values with the form's Zod schema, the one the server uses too. The schemas are fetched
 * only when a form is sent, so pages do not carry the validation library up front. If they cannot be
 * fetched, the server's own check still applies.
 */
async function checkWithSchema(kind: FormKind, values: Record<string, string>): Promise<Record<string, string> | null> {
  try {
    const schemas = await import("../../lib/schemas/forms.ts");
    const schema = kind === "contact" ? schemas.contactMessageSchema : kind === "prayer" ? schemas.prayerRequestSchema : schemas.directoryEntrySchema(localToday());
    const parsed = schema.safeParse(values);
    return parsed.success ? null : schemas.fieldErrors(parsed.error);
  } catch {
    return null;
  }
}

export type FormStatus = { kind: "idle" } | { kind: "sending" } | { kind: "success"; message: string } | { kind: "failure"; message: string };

/**
 * The shared behaviour of the three public forms (spec sections 4 and 5): the captcha appears once
 * every field is filled, submit needs a solved captcha, success clears the form and the captcha, and
 * a failure keeps everything typed and shows the failure text.
 */
export function usePublicForm<F extends Record<string, string>>({
  endpoint,
  kind,
  initial,
  success,
  failure,
}: {
  endpoint: string;
  /** Which shared Zod schema checks the form before it is sent. */
  kind: FormKind;
  initial: F;
  success: string;
  failure: string;
}) {
  const { apiKey, captcha } = useSiteSettings();
  const [values, setValues] = useState<F>(initial);
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>({ kind: "idle" });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [resetKey, setResetKey] = useState(0);
  const [honeypot, setHoneypot] = useState("");

  const filled = allFilled(values);
  const sending = status.kind === "sending";

  const set = useCallback((name: keyof F, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFieldErrors((e) => {
      if (!e[name as string]) return e;
      const { [name as string]: _removed, ...rest } = e;
      return rest;
    });
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!filled || sending) return;
    if (!token) {
      setStatus({ kind: "failure", message: "Please complete the captcha check before submitting." });
      return;
    }
    setStatus({ kind: "sending" });
    const problems = await checkWithSchema(kind, values);
    if (problems) {
      setFieldErrors(problems);
      setStatus({ kind: "failure", message: failure });
      return;
    }
    const answer = await postForm(endpoint, { ...values, recaptchaToken: token, website: honeypot }, apiKey);
    if (answer.ok) {
      setValues(initial);
      setToken(null);
      setFieldErrors({});
      setResetKey((k) => k + 1);
      setStatus({ kind: "success", message: success });
      return;
    }
    setFieldErrors(answer.body.fields ?? {});
    // A used or expired captcha must be solved again; everything typed stays.
    setToken(null);
    setResetKey((k) => k + 1);
    const reason = answer.status === 429 || answer.body.fields?.recaptchaToken ? answer.body.error : undefined;
    setStatus({ kind: "failure", message: reason ? `${failure} ${reason}` : failure });
  }

  return {
    values,
    set,
    submit,
    status,
    sending,
    filled,
    canSubmit: filled && Boolean(token) && !sending,
    fieldErrors,
    captcha: { settings: captcha, apiKey, onToken: setToken, resetKey },
    honeypot: { value: honeypot, onChange: setHoneypot },
  };
}
