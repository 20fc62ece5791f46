import { servicesContext } from "../../../context.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { dateListOr404, dateParams } from "../../../lib/registrations-admin.server.ts";
import type { Route } from "./+types/csv";

/**
 * GET /admin/registrations/{event}/{date}/registrations.csv: the date's list for a spreadsheet (UTF-8
 * with BOM, RFC 4180, formula cells neutralised). It holds personal details: never cached, and the
 * download is in the audit log.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  const services = args.context.get(servicesContext);
  const where = dateParams(args.params);
  const list = await dateListOr404(services, where, user.role);
  await services.registrations.reads.exported({ eventId: where.eventId, date: `${list.title}, ${where.date}`, rows: list.items.length, actor: user.id });
  const slug = list.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "event";
  return new Response(services.registrations.reads.csvOf(list), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slug}-${where.date}-registrations.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
