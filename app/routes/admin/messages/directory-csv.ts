import { servicesContext } from "../../../context.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import type { Route } from "./+types/directory-csv";

/**
 * GET /admin/messages/directory.csv: every directory entry as a spreadsheet download (a resource
 * route, guarded like the page). The file holds visitors' personal details: never cached, and the
 * export is written to the audit log.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireArea(args);
  const { csv, fileName } = await args.context.get(servicesContext).inbox.directoryCsv(user.id);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
