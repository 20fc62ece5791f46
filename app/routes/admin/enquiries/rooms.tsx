import { Form, Link, data, redirect } from "react-router";
import { CardSection, ChangeNotice } from "../../../components/admin/admin-ui.tsx";
import { Field, SelectField } from "../../../components/admin/fields.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { AGE_UNITS, WEEKDAYS, WEEKDAY_SHORT, bandText } from "../../../../shared/enquiries.ts";
import { enquirySettingsSchema, placesField, roomSchema } from "../../../../shared/schemas/admin/enquiries.ts";
import { parseRecordId } from "../../../../shared/record-id.ts";
import type { Route } from "./+types/rooms";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Rooms and settings");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { rooms } = args.context.get(servicesContext).enquiries;
  const [list, settings] = await Promise.all([rooms.list(), rooms.settings()]);
  return { csrf: csrfToken, rooms: list.map((room) => ({ ...room, band: bandText(room) })), settings };
}

const NOTICES = { saved: "Saved. The enquiry form shows it now.", deleted: "Room removed." } as const;

export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const { rooms } = args.context.get(servicesContext).enquiries;
  const id = parseRecordId(values.id);
  const done = (notice: keyof typeof NOTICES) => redirect(`${areaPath("enquiries", "rooms")}?notice=${notice}`);
  if (intent === "settings") {
    const parsed = parseOr400(enquirySettingsSchema, values);
    if (!parsed.ok) return parsed.response;
    const outcome = await rooms.saveSettings({ input: parsed.data, version: values.version ?? "", actor });
    return outcome.ok ? done("saved") : refused(outcome);
  }
  if (intent === "delete" && id !== null) {
    const outcome = await rooms.remove(id, actor);
    return outcome.ok ? done("deleted") : refused(outcome);
  }
  if (intent !== "save") return data({ error: "Please use one of the buttons on the page." }, { status: 400 });
  const parsed = parseOr400(roomSchema, values);
  if (!parsed.ok) return data({ ...(await parsed.response).data, room: values.id ?? "new" }, { status: 400 });
  const outcome = id === null ? await rooms.create(parsed.data, actor) : await rooms.update({ id, input: parsed.data, version: values.version ?? "", actor });
  if (!outcome.ok) return data({ error: outcome.error, fields: outcome.fields, room: values.id ?? "new" }, { status: outcome.status });
  return done("saved");
}

type RoomRow = Route.ComponentProps["loaderData"]["rooms"][number];
type Answer = { error?: string; fields?: Record<string, string>; room?: string } | undefined;

function RoomForm({ csrf, room, answer }: { csrf: string; room: RoomRow | null; answer: Answer }) {
  const key = room ? String(room.id) : "new";
  const fields = answer?.room === key ? (answer.fields ?? {}) : {};
  const units = AGE_UNITS.map((u) => ({ value: u, label: u }));
  return (
    <Form method="post" className="space-y-3" aria-label={room ? `Room ${room.name}` : "New room"}>
      <input type="hidden" name="csrf" value={csrf} />
      {room ? (
        <>
          <input type="hidden" name="id" value={room.id} />
          <input type="hidden" name="version" value={room.version} />
        </>
      ) : null}
      {answer?.room === key && answer.error ? <Alert>{answer.error}</Alert> : null}
      <Field label="Name" name="name" defaultValue={room?.name ?? ""} maxLength={60} error={fields.name} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field label="From age" name="minValue" inputMode="numeric" defaultValue={room ? String(room.minAge.value) : ""} error={fields.minValue} />
        <SelectField label="Unit" name="minUnit" defaultValue={room?.minAge.unit ?? "months"} options={units} />
        <Field label="Up to (not including)" name="maxValue" inputMode="numeric" defaultValue={room ? String(room.maxAge.value) : ""} error={fields.maxValue} />
        <SelectField label="Unit" name="maxUnit" defaultValue={room?.maxAge.unit ?? "months"} options={units} />
      </div>
      <fieldset>
        <legend className="font-medium">Places each day</legend>
        <div className="mt-1 grid grid-cols-5 gap-2">
          {WEEKDAYS.map((day) => (
            <Field key={day} label={WEEKDAY_SHORT[day]} name={placesField(day)} inputMode="numeric" defaultValue={room ? String(room.places[day] ?? 0) : "0"} error={fields[placesField(day)]} />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn">
          {room ? "Save room" : "Add room"}
        </button>
        {room ? (
          <button type="submit" name="intent" value="delete" className="btn-outline px-4 py-2">
            Remove room
          </button>
        ) : null}
      </div>
    </Form>
  );
}

export default function EnquiryRooms({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, rooms, settings } = loaderData;
  const answer = actionData as Answer;
  const settingsFields = answer && !answer.room ? (answer.fields ?? {}) : {};
  return (
    <>
      <p>
        <Link to={areaPath("enquiries")}>← All enquiries</Link>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Rooms and settings</h1>
      <p className="mt-2 max-w-2xl text-slate-700">A child's room follows from their age on the day they would start. Ages must not overlap, so every child has one room.</p>
      <ChangeNotice messages={NOTICES} />
      {rooms.map((room) => (
        <CardSection key={room.id} title={`${room.name} (${room.band})`}>
          <div className="mt-3">
            <RoomForm csrf={csrf} room={room} answer={answer} />
          </div>
        </CardSection>
      ))}
      <CardSection title="Add a room">
        <div className="mt-3">
          <RoomForm csrf={csrf} room={null} answer={answer} />
        </div>
      </CardSection>
      <CardSection title="Settings">
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="version" value={settings.version} />
          {answer && !answer.room && answer.error ? <Alert>{answer.error}</Alert> : null}
          <Field label="Days a family has to answer an offer" name="offerDays" inputMode="numeric" defaultValue={String(settings.offerDays)} error={settingsFields.offerDays} />
          <Field label="Months closed enquiries are kept" name="keepMonths" inputMode="numeric" defaultValue={String(settings.keepMonths)} error={settingsFields.keepMonths} hint="Then they are removed and only counts are kept." />
          <Field label="Families per tour (the default for new tours)" name="tourFamilies" inputMode="numeric" defaultValue={String(settings.tourFamilies)} error={settingsFields.tourFamilies} />
          <button type="submit" name="intent" value="settings" className="btn">
            Save settings
          </button>
        </Form>
      </CardSection>
    </>
  );
}
