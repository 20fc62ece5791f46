import { type Context, Hono } from "hono";
import { type UploadKind, isUploadKind, uploadMessages } from "../../app/lib/upload-rules.ts";
import type { Role } from "../db/schema.ts";
import { canEnter } from "../auth/permissions.ts";
import type { Services } from "../services.ts";
import { UPLOAD_LIMITS, UploadError } from "../storage/uploads.ts";
import { type AuthEnv, checkCsrfHeader } from "./auth.ts";

/** The admin areas whose forms take each kind of file (rich-text pictures count for announcements and trip stories). */
const AREAS_TAKING: Record<UploadKind, string[]> = {
  image: ["church-staff", "operation-christmas-child", "first-responders", "common-grounds", "holidays", "september-club", "mission-trips", "announcements"],
  pdf: ["past-sessions"],
  video: ["past-sessions"],
};

const mayUpload = (role: Role, kind: UploadKind) => AREAS_TAKING[kind].some((area) => canEnter(role, `/admin/${area}`));

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

  /** Signed in, the page's CSRF token, a role that may upload this kind, and a declared size within the limit. */
  function refuse(c: Context<AuthEnv>, kind: UploadKind) {
    const auth = c.get("auth");
    if (!auth) return c.json({ error: uploadMessages.signedOut }, 401);
    if (!checkCsrfHeader(c)) return c.json({ error: "The page's security token is missing or out of date. Please reload the page and try again." }, 403);
    if (!mayUpload(auth.user.role, kind)) return c.json({ error: uploadMessages.notAllowed }, 403);
    const declared = Number(c.req.header("content-length") ?? "");
    if (Number.isFinite(declared) && declared > UPLOAD_LIMITS[kind]) return c.json({ error: uploadMessages.tooLarge(kind) }, 413);
    if (!c.req.raw.body) return c.json({ error: uploadMessages.empty }, 400);
    return null;
  }

  const stage = (c: Context<AuthEnv>, kind: UploadKind) =>
    services.uploads.stage({ kind, body: c.req.raw.body!, originalName: originalName(c), userId: c.get("auth")!.user.id });

  api.post("/admin/uploads", async (c) => {
    c.header("Cache-Control", "no-store");
    const kind = c.req.query("kind");
    if (!c.get("auth")) return c.json({ error: uploadMessages.signedOut }, 401);
    if (!isUploadKind(kind)) return c.json({ error: uploadMessages.unknownKind }, 400);
    const refusal = refuse(c, kind);
    if (refusal) return refusal;
    const staged = await stage(c, kind);
    if (!staged.ok) return c.json({ error: staged.error }, staged.status);
    return c.json({ upload: staged.token, kind: staged.kind, name: staged.name, size: staged.size }, 201);
  });

  api.post("/admin/uploads/content-image", async (c) => {
    c.header("Cache-Control", "no-store");
    const refusal = refuse(c, "image");
    if (refusal) return refusal;
    const staged = await stage(c, "image");
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
