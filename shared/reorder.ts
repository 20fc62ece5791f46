/**
 * Lists staff order by hand (issue 16): pictures of a gallery or trip, church staff, childcare staff
 * within a team, event categories, the rows of a content document. The rules both the browser and the
 * server use.
 */

/** Where a move puts an item: an end, one step, or a place (0-based) in the list. */
export type MoveTarget = "top" | "bottom" | "up" | "down" | number;

/**
 * The version of an ordered list a page was opened with: its ids in order. A reorder applies only to
 * the order it was made from (as other admin writes apply only to the version they were opened at).
 */
export const orderVersion = (ids: readonly number[]): string => ids.join(",");

/** The order after moving `id` to `target`; the same order when `id` is not in the list. */
export function moveItem<T>(ids: readonly T[], id: T, target: MoveTarget): T[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const last = ids.length - 1;
  const to = target === "top" ? 0 : target === "bottom" ? last : target === "up" ? from - 1 : target === "down" ? from + 1 : target;
  const order = ids.filter((other) => other !== id);
  order.splice(Math.max(0, Math.min(last, to)), 0, id);
  return order;
}

/** Whether two lists hold exactly the same items, each once. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return set.size === a.length && b.every((item) => set.has(item));
}

/** "3 of 7": an item's place as the live region and the move buttons say it. */
export const placeText = (index: number, count: number) => `${index + 1} of ${count}`;
