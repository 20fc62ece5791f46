import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { type Draft, clearDraft, differs, draftKey, readDraft, writeDraft } from "./drafts.ts";

/** Fields a draft keeps: what people type. Upload tokens, the security token and the version are left out. */
const KEPT = 'textarea[name], select[name], input[name][data-draft], input[name]:is([type="text"], [type="email"], [type="url"], [type="tel"], [type="date"], [type="time"], [type="datetime-local"], [type="number"], :not([type]))';
/** A form is worth a draft when it has a long field: a text area or rich text (its hidden input is marked). */
const LONG = "textarea[name], input[name][data-draft]";
const WAIT_MS = 400;

function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(KEPT)) fields[element.name] = element.value;
  return fields;
}

/** Puts a value back the way typing would, so React's own state follows; rich text is told separately. */
function restoreField(form: HTMLFormElement, name: string, value: string) {
  const element = form.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`);
  if (!element || element.value === value) return;
  if (element.hasAttribute("data-draft")) {
    element.dispatchEvent(new CustomEvent("steeple:restore", { detail: value }));
    return;
  }
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Keeps a local draft of an admin form with a long field (issue 16) while the person types, and offers
 * it back when the form is opened again; a successful save (a redirect to another staff page) clears it.
 * The draft belongs to the signed-in person (the shell's loader says who) and the form's address.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>, version: string | undefined) {
  const shell = useRouteLoaderData("routes/admin/layout") as { user?: { id?: number } } | undefined;
  const location = useLocation();
  const userId = shell?.user?.id;
  const key = userId === undefined ? null : draftKey(userId, location.pathname);
  const [offer, setOffer] = useState<Draft | null>(null);
  const initial = useRef<Record<string, string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(false);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!key || !form || done.current || !form.querySelector(LONG)) return;
    const fields = fieldsOf(form);
    if (initial.current && !differs({ savedAt: 0, version: "", fields }, initial.current)) return clearDraft(localStorage, key);
    writeDraft(localStorage, key, { savedAt: Date.now(), version: version ?? "", fields });
  }, [formRef, key, version]);

  // On opening: remember what the form showed, and offer a draft that says something else.
  useEffect(() => {
    const form = formRef.current;
    if (!key || !form || !form.querySelector(LONG)) return;
    initial.current = fieldsOf(form);
    const draft = readDraft(localStorage, key, Date.now());
    // Reading storage is the outside system this effect syncs with; the offer shows once per opening.
    if (draft && differs(draft, initial.current)) setOffer(draft);
    else if (draft) clearDraft(localStorage, key);
  }, [formRef, key]);

  // A closed tab, a reload or a sign-out that leaves the page: the last keystrokes are kept too.
  useEffect(() => {
    const flush = () => save();
    const hidden = () => document.visibilityState === "hidden" && save();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
      clearTimeout(timer.current);
    };
  }, [save]);

  return {
    offer,
    /** Call on every input: the draft is written a moment after typing stops. */
    onInput: () => {
      if (!key || done.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, WAIT_MS);
    },
    restore: () => {
      const form = formRef.current;
      if (form && offer) for (const [name, value] of Object.entries(offer.fields)) restoreField(form, name, value);
      setOffer(null);
    },
    discard: () => {
      if (key) clearDraft(localStorage, key);
      setOffer(null);
    },
  };
}

/**
 * Clears the draft of a form whose save succeeded: its action sent the browser to another staff page
 * (a list with "Added." or "Saved."). Kept by the staff shell, which stays on the page while the form
 * itself gives way to the next page; a save refused, or sent to the sign-in page, keeps the draft.
 */
export function useClearDraftOnSave(userId: number) {
  const location = useLocation();
  const navigation = useNavigation();
  const target = navigation.location?.pathname ?? "";
  const savedAway = navigation.state === "loading" && Boolean(navigation.formMethod) && target !== location.pathname && /^\/(admin|user)(\/|$)/.test(target);
  useEffect(() => {
    if (savedAway) clearDraft(localStorage, draftKey(userId, location.pathname));
  }, [savedAway, userId, location.pathname]);
}
