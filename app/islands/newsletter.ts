import type { CaptchaSettings } from "../lib/site-settings.ts";
import { mountCaptcha } from "./captcha.ts";

/**
 * The newsletter's sign-up boxes (app/components/newsletter/signup-form.tsx) are plain forms that post
 * without JavaScript. Here the site's captcha appears once an address is typed, and its token goes
 * with the form; Subscribe waits until the captcha is solved.
 */
export function initNewsletterForms(root: ParentNode = document) {
  root.querySelectorAll<HTMLFormElement>("form[data-newsletter-form]").forEach(initForm);
}

function initForm(form: HTMLFormElement) {
  const spot = form.querySelector<HTMLElement>("[data-captcha-spot]");
  const tokenField = form.querySelector<HTMLInputElement>("input[data-captcha-token]");
  const email = form.querySelector<HTMLInputElement>("input[name=email]");
  const alert = form.querySelector<HTMLElement>("[role=alert]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!spot || !tokenField || !email || !alert || !button) return;
  const settings = JSON.parse(form.dataset.captcha ?? "{}") as CaptchaSettings;
  let mounted = false;

  const mount = () => {
    if (mounted || email.value.trim() === "") return;
    mounted = true;
    const holder = document.createElement("div");
    holder.className = "flex items-center rounded-md bg-white px-2 text-slate-900";
    holder.style.minHeight = "80px";
    holder.dataset.testid = "captcha";
    spot.replaceChildren(holder);
    button.disabled = true;
    mountCaptcha(holder, settings, form.dataset.apiKey ?? "", (token) => {
      tokenField.value = token ?? "";
      button.disabled = !token;
      if (token) alert.textContent = "";
    });
  };
  email.addEventListener("input", mount);
  mount();

  form.addEventListener("submit", (event) => {
    mount();
    if (mounted && tokenField.value === "") {
      event.preventDefault();
      alert.textContent = "Please complete the captcha check before subscribing.";
    }
  });
}
