import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { VIDEO_FRAME_SOURCES } from "../../shared/video.ts";

export type CaptchaHosts = { script: string[]; frame: string[]; connect: string[] };

/** Baseline headers for every response, and a nonce-based Content-Security-Policy for HTML. */
export function securityHeaders({ https, captcha, dev = false }: { https: boolean; captcha: CaptchaHosts; dev?: boolean }): MiddlewareHandler<{
  Variables: { nonce: string };
}> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // Uploads set their own (a bulletin PDF is shown in a frame on our own pages).
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (!headers.has("Content-Security-Policy") && headers.get("Content-Type")?.startsWith("text/html")) {
      headers.set(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${captcha.script.join(" ")}`.trim(),
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "media-src 'self'",
          "font-src 'self'",
          // Development only: Vite's hot-reload websocket.
          `connect-src 'self' ${captcha.connect.join(" ")}${dev ? " ws:" : ""}`.trim(),
          `frame-src 'self' ${[...VIDEO_FRAME_SOURCES, "https://www.google.com", ...captcha.frame].join(" ")}`,
          "worker-src 'self' blob:",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; "),
      );
    }
  };
}
