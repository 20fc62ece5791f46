import { data } from "react-router";
import type { Role } from "../../shared/roles.ts";
import type { Services } from "../../server/services.ts";
import { idParam } from "./admin.server.ts";

/** The event and date of a registrations page's address, or a 404. */
export function dateParams(params: { eventId?: string; date?: string }): { eventId: number; date: string } {
  const eventId = idParam(params.eventId);
  const date = params.date ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw data({ error: "There is no such date." }, { status: 404 });
  return { eventId, date };
}

/** One date's list as the role may see it (the event's calendar), or the refusal as a thrown answer. */
export async function dateListOr404(services: Services, { eventId, date }: { eventId: number; date: string }, role: Role) {
  const list = await services.registrations.reads.dateList(eventId, date, role);
  if (!list.ok) throw data({ error: list.error }, { status: list.status });
  return list.value;
}
