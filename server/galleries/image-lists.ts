import type { Outcome } from "../admin/editing.ts";
import { UploadError } from "../storage/uploads.ts";

/**
 * What a mission trip's gallery and the four ministry galleries have in common: an ordered list of
 * pictures that staff add to, remove from and reorder.
 */

/** A picture as the admin image list shows it. */
export type ListedImage = { id: number; fileName: string };

/** The order after moving `id` one place up or down, or null when `id` is not in the list. Moving past an end changes nothing. */
export function movedOrder(ids: readonly number[], id: number, direction: "up" | "down"): number[] | null {
  const from = ids.indexOf(id);
  if (from === -1) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  const order = [...ids];
  if (to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

/** "1 picture", "3 pictures". */
export const pictures = (count: number) => `${count} ${count === 1 ? "picture" : "pictures"}`;

/** A file the pipeline would not place (expired token, wrong kind) as the form's answer beside `field`; other failures stay errors. */
export function uploadRefusal(error: unknown, field: string): Extract<Outcome<never>, { ok: false }> {
  if (error instanceof UploadError && error.status !== 500) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { [field]: error.message } };
  throw error;
}
