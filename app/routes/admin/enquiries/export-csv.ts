import { servicesContext } from "../../../context.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import type { Route } from "./+types/export-csv";

/** The board's families as CSV; dates of birth only when the director ticked the box (issue 35). */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  const birthDates = new URL(args.request.url).searchParams.get("birthDates") === "on";
  const csv = await args.context.get(servicesContext).enquiries.privacy.exportCsv({ birthDates, actor: user.id });
  return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="childcare-enquiries.csv"', "Cache-Control": "private, no-store" } });
}
