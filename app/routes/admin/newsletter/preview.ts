import { servicesContext } from "../../../context.ts";
import { found, idParam } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import type { Route } from "./+types/preview";

/**
 * An issue's e-mail as its recipients get it (HTML, or `?part=text`), for the editor's preview frames:
 * no scripts, pictures from anywhere (as a mail client shows them), framed only by our own pages.
 */
export async function loader(args: Route.LoaderArgs) {
  requireArea(args);
  const mail = found(await args.context.get(servicesContext).newsletter.issues.preview(idParam(args.params.id)), "issue");
  const text = new URL(args.request.url).searchParams.get("part") === "text";
  return new Response(text ? mail.text : mail.html, {
    headers: {
      "Content-Type": text ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
      "X-Frame-Options": "SAMEORIGIN",
      "Cache-Control": "private, no-store",
    },
  });
}
