import { data } from "react-router";
import { servicesContext } from "../../../context.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { subscriberEmailSchema } from "../../../../shared/schemas/admin/newsletter.ts";
import type { Route } from "./+types/subscribers-csv";

/**
 * GET /admin/newsletter/subscribers.csv: every subscriber with their lists, or (`?email=`) everything
 * the newsletter keeps for one address, as a spreadsheet download. Personal data: never cached.
 */
export async function loader(args: Route.LoaderArgs) {
  requireArea(args);
  const { subscribers } = args.context.get(servicesContext).newsletter;
  const email = new URL(args.request.url).searchParams.get("email");
  let csv: string | null;
  let fileName = "newsletter-subscribers.csv";
  if (email === null) csv = await subscribers.exportAll();
  else {
    const parsed = subscriberEmailSchema.safeParse({ email });
    csv = parsed.success ? await subscribers.exportOne(parsed.data.email) : null;
    fileName = "newsletter-subscriber.csv";
  }
  if (csv === null) throw data({ error: "The newsletter keeps nothing for that address." }, { status: 404 });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
