import { data, redirect } from "react-router";
import type { Outcome } from "../../server/admin/editing.ts";
import { addImagesSchema, captionSchema, removeImageSchema } from "../../shared/schemas/admin/images.ts";
import type { ImageListAnswer, Placement } from "../../shared/schemas/admin/images.ts";
import type { ReorderInput } from "../../shared/schemas/admin/reorder.ts";
import { adminForm, parseOr400, refused } from "./admin.server.ts";
import { reorderFromForm } from "./reorder.server.ts";
import { STAFF_MESSAGES } from "../../shared/staff-messages.ts";

type ActionArgs = Parameters<typeof adminForm>[0];

/** What one image list (a trip's gallery, a ministry gallery) can do; each answers with the service's outcome. */
export type ImageListOps = {
  add: (tokens: string[], placement: Placement, actor: number) => Promise<Outcome<unknown>>;
  remove: (id: number, actor: number) => Promise<Outcome<unknown>>;
  reorder: (input: ReorderInput, actor: number) => Promise<Outcome<{ order: number[] }>>;
  /** Galleries only: set one picture's caption. */
  caption?: (id: number, caption: string, actor: number) => Promise<Outcome<unknown>>;
};

/**
 * The one action behind every image list: `add` (the upload tokens MultiUploadField posts as `images`,
 * at the end or first), `delete` (after the confirmation; back to the page with a notice), `reorder`
 * (the whole new order, from a drag or a move button) and `caption`.
 */
export async function imageListAction(args: ActionArgs, ops: ImageListOps) {
  const { actor, form, values, intent } = await adminForm(args);
  if (intent === "add") {
    const parsed = parseOr400(addImagesSchema, {
      images: form.getAll("images").filter((v): v is string => typeof v === "string" && v !== ""),
      placement: values.placement || undefined,
    });
    if (!parsed.ok) return parsed.response;
    const outcome = await ops.add(parsed.data.images, parsed.data.placement, actor);
    return outcome.ok ? data<ImageListAnswer>({ added: parsed.data.images.length }) : refused(outcome);
  }
  if (intent === "delete") {
    const parsed = removeImageSchema.safeParse(values);
    if (!parsed.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
    const outcome = await ops.remove(parsed.data.id, actor);
    return outcome.ok ? redirect(`${args.url.pathname}?notice=removed`) : refused(outcome);
  }
  if (intent === "reorder") return reorderFromForm(values, (input) => ops.reorder(input, actor));
  if (intent === "caption" && ops.caption) {
    const parsed = parseOr400(captionSchema, values);
    if (!parsed.ok) return parsed.response;
    const outcome = await ops.caption(parsed.data.id, parsed.data.caption, actor);
    return outcome.ok ? data<ImageListAnswer>({ captioned: parsed.data.id }) : refused(outcome);
  }
  return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
}
