import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * Types hono's table lacks (.m4a would go out as application/octet-stream, which iOS will not play)
 * or gives without a charset.
 */
const TYPES: Record<string, string> = {
  ".m4a": "audio/mp4",
  ".vtt": "text/vtt; charset=utf-8",
  ".srt": "application/x-subrip; charset=utf-8",
};

/** A name the upload pipeline generated (3f9c0a1be27d4c55-ab12.mp3, or its -640 variant): its bytes never change. */
const GENERATED_NAME = /\/[0-9a-f]{16}-[0-9a-f]{4}(?:-640)?\.[a-z0-9]+$/;

/**
 * Serves the uploads folder: files streamed from disk (never read whole), byte ranges for seeking
 * audio and video (206 with Content-Range, 416 for a range past the end), and a year's cache for
 * files whose generated name is never reused. A storage driver other than the local disk replaces
 * this one handler.
 */
export function serveUploads(uploadsDir: string): MiddlewareHandler {
  const files = serveStatic({ root: uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""), index: "" });
  return async (c, next) => {
    const response = await files(c, next);
    const res = response instanceof Response ? response : c.res;
    const ending = /\.[a-z0-9]+$/i.exec(c.req.path)?.[0]?.toLowerCase() ?? "";
    if (res.status === 200 || res.status === 206 || res.status === 416) {
      // Players ask for ranges only when the first answer says they may.
      res.headers.set("Accept-Ranges", "bytes");
      if (TYPES[ending] && res.status !== 416) res.headers.set("Content-Type", TYPES[ending]);
    }
    if (res.ok) res.headers.set("Cache-Control", GENERATED_NAME.test(c.req.path) ? "public, max-age=31536000, immutable" : "public, max-age=86400");
    return response;
  };
}
