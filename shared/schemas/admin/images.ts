import { z } from "zod";
import { recordId } from "./common.ts";

/**
 * The image-list forms shared by a mission trip's gallery and the four ministry galleries: add the
 * uploaded pictures (at the end, or first), remove one, caption one (galleries). Reordering is
 * shared/schemas/admin/reorder.ts.
 */
export const addImagesSchema = z.object({
  images: z
    .array(z.string().trim().min(1).max(200))
    .min(1, "Please choose at least one picture and wait until it has uploaded.")
    .max(50, "Please add at most 50 pictures at a time."),
  placement: z.enum(["last", "first"], { error: "Please say where the new pictures go." }).default("last"),
});

export type Placement = z.infer<typeof addImagesSchema>["placement"];

export const removeImageSchema = z.object({ id: recordId });

export const CAPTION_MAX = 200;

/** A gallery picture's caption: optional words shown under it and read out as its description. */
export const captionSchema = z.object({
  id: recordId,
  caption: z
    .string()
    .trim()
    .max(CAPTION_MAX, `Please keep the caption to ${CAPTION_MAX} characters.`)
    .refine((text) => !/[<>]/.test(text), "Please leave out < and > in a caption."),
});

/** What the image list's forms get back when the action does not redirect. */
export type ImageListAnswer = {
  added?: number;
  /** The saved order after a reorder. */
  order?: number[];
  captioned?: number;
  error?: string;
  fields?: Record<string, string>;
};
