import { data } from "react-router";
import type { Outcome } from "../../server/admin/editing.ts";
import { type ReorderInput, reorderSchema } from "../../shared/schemas/admin/reorder.ts";
import { adminForm, deleteFromForm, refused } from "./admin.server.ts";
import { STAFF_MESSAGES } from "../../shared/staff-messages.ts";

/** The answer to a reorder: the order now saved, or why not. */
export type ReorderAnswer = { order?: number[]; error?: string };

/** `intent=reorder` of any ordered list (app/components/admin/sortable-list.tsx): parse, apply, answer. */
export async function reorderFromForm(values: Record<string, string>, apply: (input: ReorderInput) => Promise<Outcome<{ order: number[] }>>) {
  const parsed = reorderSchema.safeParse(values);
  if (!parsed.success) return refused({ ok: false, status: 400, error: parsed.error.issues[0]?.message ?? STAFF_MESSAGES.unknownRequest });
  const outcome = await apply(parsed.data);
  return outcome.ok ? data<ReorderAnswer>({ order: outcome.value.order }) : refused(outcome);
}

/**
 * The action of a list that staff reorder and delete from: `intent=reorder` (with the form's other
 * fields, such as the group, for `reorder`) or the delete after the confirmation.
 */
export async function orderedListAction(
  args: Parameters<typeof adminForm>[0],
  listPath: string,
  ops: {
    remove: (id: number, actor: number) => Promise<Outcome<unknown>>;
    reorder: (input: ReorderInput, values: Record<string, string>, actor: number) => Promise<Outcome<{ order: number[] }>>;
  },
) {
  const form = await adminForm(args);
  if (form.intent === "reorder") return reorderFromForm(form.values, (input) => ops.reorder(input, form.values, form.actor));
  return deleteFromForm(form, listPath, ops.remove);
}
