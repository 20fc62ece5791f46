import { data } from "react-router";
import type { Outcome } from "../../server/admin/editing.ts";
import { type ReorderInput, reorderSchema } from "../../shared/schemas/admin/reorder.ts";
import { refused } from "./admin.server.ts";

/** The answer to a reorder: the order now saved, or why not. */
export type ReorderAnswer = { order?: number[]; error?: string };

/** `intent=reorder` of any ordered list (app/components/admin/sortable-list.tsx): parse, apply, answer. */
export async function reorderFromForm(values: Record<string, string>, apply: (input: ReorderInput) => Promise<Outcome<{ order: number[] }>>) {
  const parsed = reorderSchema.safeParse(values);
  if (!parsed.success) return refused({ ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Unknown request." });
  const outcome = await apply(parsed.data);
  return outcome.ok ? data<ReorderAnswer>({ order: outcome.value.order }) : refused(outcome);
}
