import type { CaptchaSettings } from "../lib/site-settings.ts";
import { mountCaptcha } from "./captcha.ts";

/**
 * The event page's registration form (issue 34) is a plain HTML form that posts to the page: without
 * JavaScript it registers, held until the registrant confirms by e-mail. With JavaScript this island
 * adds the site's captcha once the visitor starts filling the form in, puts its answer in the form's
 * `recaptchaToken` field, and holds the form back until it is solved, so the registration takes its
 * place at once.
 */
export function initRegistrationForms(root: ParentNode = document) {
  root.querySelectorAll<HTMLFormElement>("form[data-registration-form]").forEach(initForm);
}

function initForm(form: HTMLFormElement) {
  const settings = JSON.parse(form.dataset.captcha ?? "{}") as CaptchaSettings;
  const apiKey = form.dataset.apiKey ?? "";
  const spot = form.querySelector<HTMLElement>("[data-captcha-spot]");
  const field = form.querySelector<HTMLInputElement>("input[name=recaptchaToken]");
  const alert = form.querySelector<HTMLElement>("[data-captcha-alert]");
  if (!spot || !field || !alert) return;
  let token: string | null = null;
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    const holder = document.createElement("div");
    holder.className = "flex min-h-20 items-center rounded-md bg-white px-2 text-slate-900";
    holder.dataset.testid = "captcha";
    spot.replaceChildren(holder);
    mountCaptcha(holder, settings, apiKey, (next) => {
      token = next;
      field.value = next ?? "";
      if (next) alert.textContent = "";
    });
  };
  form.addEventListener("focusin", start);
  form.addEventListener("input", start);
  form.addEventListener("submit", (event) => {
    start();
    if (token) return;
    event.preventDefault();
    alert.textContent = "Please complete the captcha check (just above the button) before registering.";
  });
}
