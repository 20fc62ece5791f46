import { type FormKind, HONEYPOT_FIELD, allFilled, formatPhoneInput, formatZipInput, messagesFor } from "../../shared/form-rules.ts";
import { failureText, localToday, postForm } from "../lib/forms.ts";
import type { CaptchaSettings } from "../lib/site-settings.ts";
import { mountCaptcha } from "./captcha.ts";

/** The captcha's place keeps 80 px of height (spec section 9), so nothing below it jumps when it appears. */
const CAPTCHA_HEIGHT = 80;

const FORMATS: Record<string, (value: string) => string> = { phone: formatPhoneInput, zip: formatZipInput };

/** Starts every public form rendered by app/components/forms/*. */
export function initForms(root: ParentNode = document) {
  root.querySelectorAll<HTMLFormElement>("form[data-public-form]").forEach(initForm);
}

/**
 * Checks the values with the form's Zod schema, the one the server uses too. The schemas are fetched
 * only when a form is sent, so pages do not carry the validation library up front. If they cannot be
 * fetched, the server's own check still applies.
 */
async function checkWithSchema(kind: FormKind, values: Record<string, string>): Promise<Record<string, string> | null> {
  try {
    const schemas = await import("../../shared/schemas/forms.ts");
    const schema = kind === "contact" ? schemas.contactMessageSchema : kind === "prayer" ? schemas.prayerRequestSchema : schemas.directoryEntrySchema(localToday());
    const parsed = schema.safeParse(values);
    return parsed.success ? null : schemas.fieldErrors(parsed.error);
  } catch {
    return null;
  }
}

type Status = { kind: "idle" | "sending" } | { kind: "success" | "failure"; message: string };

/**
 * The shared behaviour of the three public forms (spec sections 4, 5 and 8): the captcha appears once
 * every field is non-empty after trimming, submit needs a solved captcha, success clears the form and
 * the captcha and disables submit, a failure keeps everything typed and shows the failure text.
 */
function initForm(form: HTMLFormElement) {
  const kind = form.dataset.publicForm as FormKind;
  const endpoint = form.dataset.endpoint ?? "";
  const apiKey = form.dataset.apiKey ?? "";
  const settings = JSON.parse(form.dataset.captcha ?? "{}") as CaptchaSettings;
  const dark = form.dataset.dark === "true";
  const { success, failure } = messagesFor(kind);
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-field]")];
  // Choices sent with the form that the captcha does not wait for (the prayer form's, issue 36).
  const extras = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-extra]")];
  const wallFields = form.querySelector<HTMLElement>("[data-wall-fields]");
  const honeypot = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
  const spot = form.querySelector<HTMLElement>("[data-captcha-spot]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const statusRegion = form.querySelector<HTMLElement>("[role=status]");
  const alertRegion = form.querySelector<HTMLElement>("[role=alert]");
  if (!spot || !button || !statusRegion || !alertRegion) return;
  const hint = spot.firstElementChild;
  const idleLabel = button.textContent ?? "";
  const sendingLabel = button.dataset.sendingLabel ?? idleLabel;

  let token: string | null = null;
  let status: Status = { kind: "idle" };
  let holder: HTMLElement | null = null;
  let cancelCaptcha: (() => void) | null = null;

  const required = () => Object.fromEntries(fields.map((field) => [field.name, field.value]));
  const chosen = () =>
    Object.fromEntries(
      extras.flatMap((field) => {
        if (field instanceof HTMLInputElement && field.type === "radio") return field.checked ? [[field.name, field.value]] : [];
        if (field instanceof HTMLInputElement && field.type === "checkbox") return [[field.name, field.checked ? "true" : "false"]];
        return [[field.name, field.value]];
      }),
    );
  const values = () => ({ ...required(), ...chosen() });
  const filled = () => allFilled(required());
  /** The prayer wall's fields show only when the wall is chosen. */
  const showWallFields = () => {
    if (wallFields) wallFields.hidden = chosen().visibility !== "wall";
  };
  const sending = () => status.kind === "sending";

  function render() {
    button!.disabled = !(filled() && token && !sending());
    button!.textContent = sending() ? sendingLabel : idleLabel;
    statusRegion!.textContent = status.kind === "success" ? status.message : "";
    alertRegion!.textContent = status.kind === "failure" ? status.message : "";
  }

  const setToken = (next: string | null) => {
    token = next;
    render();
  };

  /** A fresh captcha (the spot shows it only while every field is filled). */
  function resetCaptcha() {
    cancelCaptcha?.();
    cancelCaptcha = null;
    token = null;
    if (filled()) {
      holder ??= createHolder();
      spot!.replaceChildren(holder);
      cancelCaptcha = mountCaptcha(holder, settings, apiKey, setToken);
    } else {
      holder = null;
      spot!.replaceChildren(...(hint ? [hint] : []));
    }
    render();
  }

  function showCaptchaIfFilled() {
    const shown = holder !== null;
    if (filled() !== shown) resetCaptcha();
    else render();
  }

  function setFieldError(field: HTMLInputElement | HTMLTextAreaElement, message: string | undefined) {
    const errorId = `${field.id}-error`;
    document.getElementById(errorId)?.remove();
    if (!message) {
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
      return;
    }
    const error = document.createElement("p");
    error.id = errorId;
    error.className = `mt-1 text-sm ${dark ? "text-red-200" : "text-red-800"}`;
    error.textContent = message;
    field.after(error);
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", errorId);
  }

  const showFieldErrors = (errors: Record<string, string>) =>
    [...fields, ...extras.filter((field) => field.type !== "radio" && field.type !== "checkbox")].forEach((field) => setFieldError(field, errors[field.name]));

  for (const field of extras) {
    field.addEventListener(field.type === "radio" || field.type === "checkbox" ? "change" : "input", () => {
      setFieldError(field, undefined);
      showWallFields();
    });
  }
  showWallFields();

  for (const field of fields) {
    field.addEventListener("input", () => {
      const format = FORMATS[field.dataset.format ?? ""];
      if (format) field.value = format(field.value);
      setFieldError(field, undefined);
      showCaptchaIfFilled();
    });
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!filled() || sending()) return;
    if (!token) {
      status = { kind: "failure", message: "Please complete the captcha check before submitting." };
      render();
      return;
    }
    status = { kind: "sending" };
    render();
    const typed = values();
    const problems = await checkWithSchema(kind, typed);
    if (problems) {
      showFieldErrors(problems);
      status = { kind: "failure", message: failure };
      render();
      return;
    }
    const answer = await postForm(endpoint, { ...typed, recaptchaToken: token, [HONEYPOT_FIELD]: honeypot?.value ?? "" }, apiKey);
    if (answer.ok) {
      fields.forEach((field) => (field.value = ""));
      for (const field of extras) {
        if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) field.checked = field.defaultChecked;
        else field.value = "";
      }
      showWallFields();
      showFieldErrors({});
      status = { kind: "success", message: success };
    } else {
      showFieldErrors(answer.body.fields ?? {});
      status = { kind: "failure", message: failureText(answer, failure) };
    }
    // A used or expired captcha must be solved again; after a success the form is empty, so it goes away.
    resetCaptcha();
  });
}

/** The captcha's holder; a light backing keeps the widget legible on the dark footer too. */
function createHolder(): HTMLElement {
  const holder = document.createElement("div");
  holder.className = "flex items-center rounded-md bg-white px-2 text-slate-900";
  holder.style.minHeight = `${CAPTCHA_HEIGHT}px`;
  holder.dataset.testid = "captcha";
  return holder;
}
