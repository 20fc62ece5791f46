import { z } from "zod";

const idList = /^\d{1,9}(,\d{1,9})*$/;

/**
 * A list's new order (issue 16): every id of the list once, first shown first, and the order the page
 * was opened with (`version`, see shared/reorder.ts). The drag-and-drop list sends it; without
 * JavaScript each "Move to top" / "Move to bottom" / "Move up" / "Move down" button carries it.
 */
export const reorderSchema = z.object({
  order: z
    .string()
    .regex(idList, "The new order could not be read. Please reload the page and try again.")
    .transform((value) => value.split(",").map(Number))
    .refine((ids) => new Set(ids).size === ids.length, "The new order names an item twice. Please reload the page and try again.")
    .refine((ids) => ids.length <= 1000, "The list is too long to reorder at once."),
  version: z.string().regex(/^(\d{1,9}(,\d{1,9})*)?$/, "Please reload the page and try again."),
});

export type ReorderInput = z.infer<typeof reorderSchema>;
