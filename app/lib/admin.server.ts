import { type RouterContextProvider, data, redirect } from "react-router";
import type { z } from "zod";
import type { Outcome, UpdateArgs } from "../../server/admin/editing.ts";
import type { NoticeCode } from "./change-notices.ts";
import { CONFIRMED_FIELD, formValues, validateForm } from "./form-values.ts";
import { parseRecordId } from "../../shared/record-id.ts";
import { recordId } from "../../shared/schemas/admin/common.ts";
import { type SignedIn, requireArea, requireAreaForm } from "./auth.server.ts";
import { STAFF_MESSAGES } from "../../shared/staff-messages.ts";

type ActionArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };
type EditArgs = ActionArgs & { params: { id?: string } };
type EditPageArgs = Omit<EditArgs, "request">;

/** What an admin action answers when it does not redirect: a message for the form and one per field. */
export type FormFailure = { error?: string; fields?: Record<string, string> };

/**
 * A save the server holds back until the person confirms it (a likely slip, such as a second service
 * on the same date): the question, the safe way out, and the words of the button that saves anyway.
 */
export type ConfirmFirst = { question: string; safe?: { href: string; label: string }; confirmLabel: string };

/** The answer that asks: the question, and what was typed (so a page without JavaScript shows it again). */
export type AskedFirst = FormFailure & { confirm: ConfirmFirst; values: Record<string, string> };

/**
 * Opens every admin action: session, the section 6 table for this path, the security token, and the
 * posted fields read once.
 */
export type AdminFormRead = { auth: SignedIn; actor: number; form: FormData; values: Record<string, string>; intent: string };

export async function adminForm(args: ActionArgs): Promise<AdminFormRead> {
  const { auth, form } = await requireAreaForm(args);
  const values = formValues(form);
  return { auth, actor: auth.user.id, form, values, intent: values.intent ?? "save" };
}

/** The form's fields through its schema; a failure is the 400 answer to return as is. */
export function parseOr400<S extends z.ZodType>(schema: S, values: Record<string, unknown>): { ok: true; data: z.infer<S> } | { ok: false; response: ReturnType<typeof data<FormFailure>> } {
  const result = validateForm(schema, values);
  if (result.ok) return result;
  return { ok: false, response: data<FormFailure>({ error: "Please correct the fields marked below.", fields: result.fields }, { status: 400 }) };
}

/** A refused write (not found, stale edit, bad file) as the form's answer. */
export function refused(outcome: Extract<Outcome<unknown>, { ok: false }>) {
  return data<FormFailure>({ error: outcome.error, fields: outcome.fields }, { status: outcome.status });
}

/** After a change, back to the list, which says what happened. */
export function doneTo(path: string, notice: NoticeCode) {
  return redirect(`${path}?notice=${notice}`);
}

/** What a person typed into a form, without its security token, version and intent (for drawing the form again). */
export function typedValues(values: Record<string, string>): Record<string, string> {
  const { csrf: _csrf, version: _version, intent: _intent, ...typed } = values;
  return typed;
}

/** The `{id}` of an edit page; anything else (an id no record can have included) is the admin not-found page. */
export function idParam(value: string | undefined): number {
  const id = parseRecordId(value);
  if (id === null) throw data({ error: STAFF_MESSAGES.noSuchRecord }, { status: 404 });
  return id;
}

/** A record the page needs, or a 404 with a message for staff. */
export function found<T>(record: T | null | undefined, what: string): T {
  if (record == null) throw data({ error: `That ${what} does not exist. It may have been deleted: please go back to the list to see what is there now.` }, { status: 404 });
  return record;
}

/**
 * Opens the loader of a create-new / edit/{id} page: the area's guard, the security token, and the
 * record to edit (null on create-new; an id no record has is the admin not-found page).
 */
export async function recordToEdit<T>(args: EditPageArgs, service: { adminGet(id: number): Promise<T | null | undefined> }, what: string): Promise<{ csrf: string; item: T | null }> {
  const { csrfToken } = requireArea(args);
  const item = args.params.id ? found(await service.adminGet(idParam(args.params.id)), what) : null;
  return { csrf: csrfToken, item };
}

/**
 * The action of a list page whose only change is delete (after the confirmation in the browser):
 * `remove` is the area service's, and the list says "Deleted." afterwards.
 */
export async function deleteFromList(args: ActionArgs, listPath: string, remove: (id: number, actor: number) => Promise<Outcome<unknown>>) {
  return deleteFromForm(await adminForm(args), listPath, remove);
}

/** The delete of a list whose action has already read its form (lists that also reorder). */
export async function deleteFromForm({ actor, values, intent }: { actor: number; values: Record<string, string>; intent: string }, listPath: string, remove: (id: number, actor: number) => Promise<Outcome<unknown>>) {
  const id = recordId.safeParse(values.id);
  if (intent !== "delete" || !id.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  const outcome = await remove(id.data, actor);
  return outcome.ok ? doneTo(listPath, "deleted") : refused(outcome);
}

/** What an area service offers the one page that serves create-new and edit/{id}. */
type Editable<Input> = {
  create(input: Input, actor: number): Promise<Outcome<unknown>>;
  update(args: UpdateArgs<Input>): Promise<Outcome<unknown>>;
};

/**
 * The action of a create-new / edit/{id} page: the form through its schema (400 with field messages),
 * then create, or update at the version the form was opened with (a stale edit is refused), then back
 * to the list, which says what happened. An action that has read the form already (to look at its
 * intent) passes it as `read`.
 */
export async function saveFromForm<S extends z.ZodType>(
  args: EditArgs,
  {
    schema,
    service,
    listPath,
    askFirst,
  }: {
    schema: S;
    service: Editable<z.infer<S>>;
    listPath: string;
    /** A question to ask before adding a record with this input (null: add it at once). */
    askFirst?: (input: z.infer<S>) => Promise<ConfirmFirst | null>;
  },
  read?: AdminFormRead,
) {
  const { actor, values } = read ?? (await adminForm(args));
  const parsed = parseOr400(schema, values);
  if (!parsed.ok) return parsed.response;
  const id = args.params.id ? idParam(args.params.id) : undefined;
  if (askFirst && id === undefined && values[CONFIRMED_FIELD] !== "yes") {
    const confirm = await askFirst(parsed.data);
    if (confirm) {
      return data<AskedFirst>({ confirm, values: typedValues(values) }, { status: 409 });
    }
  }
  const outcome = id !== undefined
    ? await service.update({ id, input: parsed.data, version: values.version ?? "", actor })
    : await service.create(parsed.data, actor);
  if (!outcome.ok) return refused(outcome);
  return doneTo(listPath, args.params.id ? "saved" : "created");
}
