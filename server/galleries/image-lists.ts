import type { Outcome } from "../admin/outcome.ts";
import { UploadError } from "../storage/upload-places.ts";

/**
 * What a mission trip's gallery and the four ministry galleries have in common: an ordered list of
 * pictures that staff add to, remove from and reorder (server/admin/reorder.ts).
 */

/** A picture as the admin image list shows it. */
export type ListedImage = { id: number; fileName: string; caption?: string };

/** "1 picture", "3 pictures". */
export const pictures = (count: number) => `${count} ${count === 1 ? "picture" : "pictures"}`;

/** A file the pipeline would not place (expired token, wrong kind) as the form's answer beside `field`; other failures stay errors. */
export function uploadRefusal(error: unknown, field: string): Extract<Outcome<never>, { ok: false }> {
  if (error instanceof UploadError && error.status !== 500) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { [field]: error.message } };
  throw error;
}
