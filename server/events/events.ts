import type { EditingDeps } from "../admin/editing.ts";
import type { Snapshot } from "../content/snapshot.ts";
import { createCalendar } from "./calendar.ts";
import { createEventAdminList } from "./admin-list.ts";
import { createCategoryAdmin } from "./categories.ts";
import { createDateChanges } from "./event-dates.ts";
import { createEventEditing } from "./event-editing.ts";
import { createEventForms } from "./event-forms.ts";
import { createSeriesReader } from "./series.ts";
import { createSimilarMeetings } from "./similar-meetings.ts";
import type { Schedule } from "../../shared/content/schedule.ts";
import type { RegistrationHooks } from "../registrations/event-hooks.ts";

/**
 * The events calendar (issue 12) as one service: the public calendar, and the staff's events, dates
 * and categories, all reading the calendar's series through one reader. `editedSchedule` is the weekly
 * schedule as its editor shows it (the draft, else the published one), where new meetings are compared.
 */
export function createEvents(deps: EditingDeps & { timeZone: string; publicUrl: string; snapshot: () => Promise<Snapshot>; editedSchedule: () => Promise<Schedule>; registrations: RegistrationHooks }) {
  const reader = createSeriesReader(deps);
  return {
    ...createCalendar(reader, deps),
    ...createEventForms(deps.db, reader),
    ...createEventAdminList(deps.db, reader),
    ...createEventEditing(deps, reader),
    ...createDateChanges(deps, reader),
    ...createCategoryAdmin(deps, reader),
    ...createSimilarMeetings(deps, reader, deps.editedSchedule),
  };
}

export type Events = ReturnType<typeof createEvents>;
