import { z } from "zod";
import { recordId } from "./common.ts";

/**
 * The image-list forms shared by a mission trip's gallery and the four ministry galleries: add the
 * uploaded pictures, remove one, move one up or down.
 */
export const addImagesSchema = z.object({
  images: z
    .array(z.string().trim().min(1).max(200))
    .min(1, "Please choose at least one picture and wait until it has uploaded.")
    .max(50, "Please add at most 50 pictures at a time."),
});

export const removeImageSchema = z.object({ id: recordId });

export const moveImageSchema = z.object({ id: recordId, direction: z.enum(["up", "down"], { error: "Please say which way to move the picture." }) });

export type MoveDirection = z.infer<typeof moveImageSchema>["direction"];

/** What the image list's forms get back when the action does not redirect. */
export type ImageListAnswer = { added?: number; moved?: { id: number; direction: MoveDirection }; error?: string; fields?: Record<string, string> };
