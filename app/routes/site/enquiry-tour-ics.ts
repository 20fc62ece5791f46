import { servicesContext } from "../../context.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import type { Route } from "./+types/enquiry-tour-ics";

/** The family's booked tour as a calendar file (the status page's "Add to calendar"); personal, so never cached. */
export async function loader(args: Route.LoaderArgs) {
  const token = pageQuery(new URL(args.request.url), "/childcare-preschool/enquiry").get("token") ?? "";
  const calendar = token ? await args.context.get(servicesContext).enquiries.family.tourCalendar(token) : null;
  if (!calendar) return new Response("No tour is booked on this enquiry.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  return new Response(calendar, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'attachment; filename="childcare-tour.ics"', "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" },
  });
}
