import { data, redirect } from "react-router";
import type { Outcome } from "../../server/admin/editing.ts";
import { addImagesSchema, moveImageSchema, removeImageSchema } from "../../shared/schemas/admin/images.ts";
import { adminForm, parseOr400, refused } from "./admin.server.ts";
import type { ImageListAnswer, MoveDirection } from "../../shared/schemas/admin/images.ts";

type ActionArgs = Parameters<typeof adminForm>[0];

/** What one image list (a trip's gallery, a ministry gallery) can do; each answers with the service's outcome. */
export type ImageListOps = {
  add: (tokens: string[], actor: number) => Promise<Outcome<unknown>>;
  remove: (id: number, actor: number) => Promise<Outcome<unknown>>;
  move: (id: number, direction: MoveDirection, actor: number) => Promise<Outcome<unknown>>;
};


/**
 * The one action behind every image list: `add` (the upload tokens MultiUploadField posts as `images`),
 * `delete` (after the confirmation; back to the page with a notice) and `move` (one place up or down).
 */
export async function imageListAction(args: ActionArgs, ops: ImageListOps) {
  const { actor, form, values, intent } = await adminForm(args);
  if (intent === "add") {
    const parsed = parseOr400(addImagesSchema, { images: form.getAll("images").filter((v): v is string => typeof v === "string" && v !== "") });
    if (!parsed.ok) return parsed.response;
    const outcome = await ops.add(parsed.data.images, actor);
    return outcome.ok ? data<ImageListAnswer>({ added: parsed.data.images.length }) : refused(outcome);
  }
  if (intent === "delete") {
    const parsed = removeImageSchema.safeParse(values);
    if (!parsed.success) return refused({ ok: false, status: 400, error: "Unknown request." });
    const outcome = await ops.remove(parsed.data.id, actor);
    return outcome.ok ? redirect(`${args.url.pathname}?notice=removed`) : refused(outcome);
  }
  if (intent === "move") {
    const parsed = moveImageSchema.safeParse(values);
    if (!parsed.success) return refused({ ok: false, status: 400, error: "Unknown request." });
    const outcome = await ops.move(parsed.data.id, parsed.data.direction, actor);
    return outcome.ok ? data<ImageListAnswer>({ moved: parsed.data }) : refused(outcome);
  }
  return refused({ ok: false, status: 400, error: "Unknown request." });
}
