import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useBlocker, useNavigation } from "react-router";
import type { z } from "zod";
import { Alert, FormError, Spinner } from "../auth-ui.tsx";
import { CONFIRMED_FIELD, formValues, validateForm } from "../../lib/form-values.ts";
import type { ConfirmFirst } from "../../lib/admin.server.ts";
import { useDraft } from "../../lib/use-draft.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { recordTitle } from "../../lib/private-meta.ts";
import { AdminHeading } from "./admin-ui.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { StickyActions } from "./sticky-actions.tsx";

/**
 * The messages an edit form shows: the browser's own check (same schema) while the person is typing,
 * otherwise what the server answered.
 */
export function useFormErrors(answer: { error?: string; fields?: Record<string, string> } | undefined) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  return {
    errors: clientErrors ?? answer?.fields ?? {},
    formError: clientErrors ? undefined : answer?.error,
    /** False while the browser's own check has something to say (the server's answer is then out of date). */
    showsServerAnswer: clientErrors === null,
    onErrors: (fields: Record<string, string>) => setClientErrors(Object.keys(fields).length ? fields : null),
  };
}

type AdminFormProps = {
  csrf: string;
  /** The record's version when the page was opened (stale edits are refused); omit for new records. */
  version?: string;
  /** The server's message for the whole form (e.g. a stale edit). */
  error?: string;
  /** Same schema as the server's: a form that fails it is not sent, and `onErrors` gets the messages. */
  schema?: z.ZodType;
  /** Instead of `schema`: the form's own check of its fields (for forms whose fields are not flat). */
  check?: (values: Record<string, string>) => { ok: true } | { ok: false; fields: Record<string, string> };
  onErrors?: (fields: Record<string, string>) => void;
  submitLabel?: string;
  /** More submit buttons beside Save (each with its own `intent`). */
  actions?: ReactNode;
  cancelTo: string;
  cancelLabel?: string;
  children: ReactNode;
};

/**
 * The edit form of every admin area: security token, version, one Save button that says "Saving...",
 * a Cancel link, and a warning before leaving with unsaved changes (in-app links and closing the tab).
 */
export function AdminForm({ csrf, version, error, schema, check, onErrors, submitLabel = "Save", actions, cancelTo, cancelLabel = "Cancel", children }: AdminFormProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "save") === "save";
  const [dirty, setDirty] = useState(false);
  const [busyUploads, setBusyUploads] = useState(false);
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(formRef, version);

  // After a refused save the changes are still unsaved.
  useEffect(() => {
    if (navigation.state === "idle") submitted.current = false;
  }, [navigation.state]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !submitted.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (submitted.current) return;
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (form.querySelector("[data-uploading='true']")) {
      event.preventDefault();
      setBusyUploads(true);
      return;
    }
    setBusyUploads(false);
    if (schema || check) {
      const result = check ? check(formValues(new FormData(form))) : validateForm(schema!, new FormData(form));
      onErrors?.(result.ok ? {} : result.fields);
      if (!result.ok) {
        event.preventDefault();
        const first = Object.keys(result.fields)[0];
        const field = first ? form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) : null;
        const target = field && field.getAttribute("type") !== "hidden" ? field : form.querySelector<HTMLElement>("[aria-invalid='true']");
        if (target) reveal(target);
        target?.focus();
        return;
      }
    }
    submitted.current = true;
  }

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="mt-6 space-y-5"
      onSubmit={onSubmit}
      onChange={() => setDirty(true)}
      onInput={() => {
        setDirty(true);
        draft.onInput();
      }}
    >
      <input type="hidden" name="csrf" value={csrf} />
      {/* The form's default button: Enter in a field saves, never "Save it anyway" or another button that comes first. */}
      <button type="submit" name="intent" value="save" hidden />
      {draft.offer ? <DraftOffer savedAt={draft.offer.savedAt} onRestore={draft.restore} onDiscard={draft.discard} /> : null}
      {version !== undefined ? <input type="hidden" name="version" defaultValue={version} /> : null}
      <FormError error={error} />
      {children}
      {busyUploads ? <Alert>Please wait until the upload has finished, then save.</Alert> : null}
      <StickyActions>
        <button type="submit" name="intent" value="save" className="btn gap-2" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <Spinner /> : null}
          {saving ? "Saving..." : submitLabel}
        </button>
        {actions}
        <Link to={cancelTo} className="ml-auto px-1 py-2 font-semibold">
          {cancelLabel}
        </Link>
      </StickyActions>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        danger
        title="Leave without saving?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        You have changes on this page that are not saved yet.
      </ConfirmDialog>
    </Form>
  );
}

/** Opens the folded rows (`<details>`) around a field, so that it can take the focus. */
function reveal(field: HTMLElement) {
  for (let folded = field.closest("details"); folded; folded = folded.parentElement?.closest("details") ?? null) folded.open = true;
}

/** The offer of a local draft (issue 16): text typed here before and never saved. */
function DraftOffer({ savedAt, onRestore, onDiscard }: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  const when = new Date(savedAt).toLocaleString(undefined, { weekday: "long", hour: "numeric", minute: "2-digit" });
  return (
    <section aria-labelledby="draft-offer" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <h2 id="draft-offer" className="text-lg font-semibold">
        Restore your unsaved text?
      </h2>
      <p className="mt-1">You typed into this form on {when} and it was not saved (you may have been signed out, or the page closed). It is kept only in this browser.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn" onClick={onRestore}>
          Restore my text
        </button>
        <button type="button" className="btn-outline" onClick={onDiscard}>
          Discard it
        </button>
      </div>
    </section>
  );
}

type RecordFormProps = Pick<AdminFormProps, "schema"> & {
  /** What one record is called ("announcement"): the heading reads "New …" or "Edit …". */
  noun: string;
  /** A heading other than that one. */
  title?: string;
  lead: ReactNode;
  /** What the page's loader opened (`recordToEdit`): the security token, and the record (null when new). */
  opened: { csrf: string; item: { version: string } | null };
  /** The area's list, where Cancel goes back to. */
  listPath: string;
  /** The action's answer to the last send (its messages go to the form and its fields, its question above them). */
  answer: { error?: string; fields?: Record<string, string>; confirm?: ConfirmFirst; values?: Record<string, string> } | undefined;
  /**
   * The fields, given the message each should show and what was typed before the server asked a
   * question (for their default values: a page without JavaScript is drawn anew by the answer).
   */
  children: (errors: Record<string, string>, typed: Record<string, string> | undefined) => ReactNode;
};

/**
/**
 * The server held the save back with a question (saveFromForm's `askFirst`). No answer loses the form
 * (issue 30): the safe way out, when there is one, is the primary button and opens the other record in
 * a new tab, so nothing here is left (and the leave-without-saving warning has nothing to warn of); the
 * other button sends the same form again, confirmed (posting `value`, "yes" unless the form has several
 * ways to send); "Keep editing" puts the question away. Without a way out the form stays below, as
 * typed, to be changed and sent again. Plain HTML apart from "Keep editing", so it works without
 * JavaScript too.
 */
export function ConfirmStep({ confirm, value = "yes", onKeepEditing }: { confirm: ConfirmFirst; value?: string; onKeepEditing?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    box.current?.focus();
  }, [confirm]);
  return (
    <div ref={box} tabIndex={-1} role="alert" className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <p className="font-semibold">{confirm.question}</p>
      {confirm.safe ? (
        <p className="mt-1">“{confirm.safe.label}” opens in a new tab. Whatever you choose, this form keeps what you typed and the files you chose.</p>
      ) : (
        <p className="mt-1">Or change what you typed below and save again.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {confirm.safe ? (
          <Link to={confirm.safe.href} target="_blank" rel="noopener" className="btn">
            {confirm.safe.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        ) : null}
        <button type="submit" name={CONFIRMED_FIELD} value={value} className="btn-outline">
          {confirm.confirmLabel}
        </button>
        {hydrated && onKeepEditing ? (
          <button
            type="button"
            className="btn-outline"
            onClick={() => {
              onKeepEditing();
              box.current?.closest("form")?.querySelector<HTMLElement>("input:not([type='hidden']), textarea, select")?.focus();
            }}
          >
            Keep editing
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The page that adds or edits one record of an area: its heading, and its form with the messages of the last send. */
export function RecordForm({ noun, title, lead, opened, schema, listPath, answer, children }: RecordFormProps) {
  const { errors, formError, onErrors } = useFormErrors(answer);
  const [putAway, setPutAway] = useState<ConfirmFirst | null>(null);
  const question = answer?.confirm && answer.confirm !== putAway ? answer.confirm : null;
  return (
    <div className="max-w-3xl">
      <AdminHeading title={title ?? recordTitle(noun, opened.item !== null)} lead={lead} />
      <AdminForm csrf={opened.csrf} version={opened.item?.version} error={formError} schema={schema} onErrors={onErrors} cancelTo={listPath}>
        {question ? <ConfirmStep confirm={question} onKeepEditing={() => setPutAway(question)} /> : null}
        {children(errors, answer?.values)}
      </AdminForm>
    </div>
  );
}
