import type { CaptchaSettings } from "../lib/site-settings.ts";
import { mountCaptcha } from "./captcha.ts";

/**
 * The childcare enquiry form (app/components/enquiries/enquiry-form.tsx): it posts as an ordinary form.
 * With script, the site's captcha appears in its spot once the parent starts typing, its token goes in
 * the hidden field, and the send button waits for it, so the enquiry joins the list at once. Without
 * script the form still sends, and the enquiry waits for the parent to confirm it from the e-mail.
 */
export function initEnquiryForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-enquiry-form]")) {
    const spot = form.querySelector<HTMLElement>("[data-captcha-spot]");
    const tokenField = form.querySelector<HTMLInputElement>("input[type=hidden][name=recaptchaToken]");
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (!spot || !tokenField || !button) continue;
    const settings = JSON.parse(form.dataset.captcha ?? "{}") as CaptchaSettings;
    const note = document.createElement("p");
    note.className = "mt-2 text-sm text-slate-600";
    note.textContent = "Please complete the check above to send.";
    const setToken = (token: string | null) => {
      tokenField.value = token ?? "";
      button.disabled = !token;
      note.hidden = Boolean(token);
    };
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      const holder = document.createElement("div");
      holder.className = "flex items-center rounded-md bg-white px-2 text-slate-900";
      holder.style.minHeight = "80px";
      holder.dataset.testid = "captcha";
      spot.replaceChildren(holder, note);
      mountCaptcha(holder, settings, form.dataset.apiKey ?? "", setToken);
    };
    setToken(null);
    spot.replaceChildren(Object.assign(document.createElement("p"), { className: "pt-6 text-sm text-slate-600", textContent: "A quick check appears here once you start filling in the form." }));
    form.addEventListener("focusin", show);
    form.addEventListener("input", show);
    form.addEventListener("submit", () => {
      button.disabled = true;
      button.textContent = "Sending...";
    });
  }
}
