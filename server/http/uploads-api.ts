import { type Context, Hono } from "hono";
import { isAreaKey, uploadLimit } from "../../shared/areas.ts";
import { type UploadKind, isUploadKind, uploadMessages } from "../../shared/upload-rules.ts";
import type { Services } from "../services.ts";
import { UploadError } from "../storage/upload-places.ts";
import type { AuthEnv } from "./auth.ts";

function originalName(c: Context) {
  const raw = c.req.header("x-file-name") ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The admin upload endpoints. The raw file is the request body (no multipart), streamed straight
 * into the staging folder: nothing in front of these routes reads the body (see app.ts).
 */
export function uploadsApi(services: Services) {
  const api = new Hono<AuthEnv>();

  /**
   * The session, its CSRF token and the role's right to the area (`?area=`, the page's own) are
   * checked before this (api-access.ts); here: the area's forms take this kind of file, and the
   * declared size is within the area's limit for it.
   */
  function refuse(c: Context<AuthEnv>, kind: string | undefined): { refusal: Response } | { kind: UploadKind; limit: number } {
    if (!isUploadKind(kind)) return { refusal: c.json({ error: uploadMessages.unknownKind }, 400) };
    const area = c.req.query("area");
    const limit = isAreaKey(area) ? uploadLimit(area, kind) : null;
    if (limit === null) return { refusal: c.json({ error: uploadMessages.wrongPlace }, 403) };
    const declared = Number(c.req.header("content-length") ?? "");
    if (Number.isFinite(declared) && declared > limit) return { refusal: c.json({ error: uploadMessages.tooLarge(kind, limit) }, 413) };
    if (!c.req.raw.body) return { refusal: c.json({ error: uploadMessages.empty }, 400) };
    return { kind, limit };
  }

  const stage = (c: Context<AuthEnv>, { kind, limit }: { kind: UploadKind; limit: number }) =>
    services.uploads.stage({ kind, limit, body: c.req.raw.body!, originalName: originalName(c), userId: c.get("auth")!.user.id });

  api.post("/admin/uploads", async (c) => {
    c.header("Cache-Control", "no-store");
    const checked = refuse(c, c.req.query("kind"));
    if ("refusal" in checked) return checked.refusal;
    const staged = await stage(c, checked);
    if (!staged.ok) return c.json({ error: staged.error }, staged.status);
    return c.json({ upload: staged.token, kind: staged.kind, name: staged.name, size: staged.size }, 201);
  });

  api.post("/admin/uploads/content-image", async (c) => {
    c.header("Cache-Control", "no-store");
    const checked = refuse(c, "image");
    if ("refusal" in checked) return checked.refusal;
    const staged = await stage(c, checked);
    if (!staged.ok) return c.json({ error: staged.error }, staged.status);
    try {
      const { url } = await services.uploads.placeContentImage({ token: staged.token, userId: c.get("auth")!.user.id });
      return c.json({ url }, 201);
    } catch (error) {
      if (error instanceof UploadError) return c.json({ error: error.message }, error.status);
      throw error;
    }
  });

  return api;
}
