import { useState } from "react";
import { data, redirect } from "react-router";
import { AdminHeading } from "../../../components/admin/admin-ui.tsx";
import { AdminForm, ConfirmStep, useFormErrors } from "../../../components/admin/admin-form.tsx";
import { IntentButton } from "../../../components/auth-ui.tsx";
import { CheckboxField, CheckboxGroup, Field, FieldGroup, SelectField } from "../../../components/admin/fields.tsx";
import { RepeatFields, TimeZoneField } from "../../../components/admin/event-rule-fields.tsx";
import { optionsOf } from "../../../components/fields.tsx";
import { RichTextEditor } from "../../../components/admin/rich-text-editor.tsx";
import { UploadField } from "../../../components/admin/upload-field.tsx";
import { servicesContext } from "../../../context.ts";
import { type ConfirmFirst, adminForm, idParam } from "../../../lib/admin.server.ts";
import { CONFIRMED_FIELD, validateForm } from "../../../lib/form-values.ts";
import { similarMeetingsQuestion } from "../../../lib/similar-meetings.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { eventFormChoices, outcomeOr404 } from "../../../lib/events-admin.server.ts";
import { recordMeta, recordTitle } from "../../../lib/private-meta.ts";
import type { AdminEventForm, Preview } from "../../../../server/events/event-editing.ts";
import { dayHeading } from "../../../../shared/events.ts";
import { CALENDAR_PURPOSE } from "../../../../shared/similar-meetings.ts";
import { isoDate } from "../../../../shared/schemas/admin/common.ts";
import { ADDRESS_EXAMPLE, eventSchema } from "../../../../shared/schemas/admin/events.ts";
import { uploads } from "../../../../shared/uploads.ts";
import type { Route } from "./+types/edit";

const PLACES = optionsOf({ church: "At the church", other: "Another address" });

export const meta: Route.MetaFunction = recordMeta("event");

/** One page for create-new and edit/{id}; `?from=YYYY-MM-DD` edits "this and following" dates of a series. */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const services = args.context.get(servicesContext);
  const from = isoDate().safeParse(args.url.searchParams.get("from") ?? "");
  const item = args.params.id
    ? outcomeOr404(from.success ? await services.events.splitForm(idParam(args.params.id), from.data, user.role) : await services.events.adminGet(idParam(args.params.id), user.role))
    : null;
  const preview = item ? services.events.preview(parsedOf(item)) : null;
  return { csrf: csrfToken, item, splitFrom: from.success && item ? from.data : "", preview: preview?.ok ? preview.value : null, ...(await eventFormChoices(services, user.role)) };
}

type Answer = { error?: string; fields?: Record<string, string>; values?: Record<string, string>; preview?: Preview; confirm?: ConfirmFirst };

/** Save, or (intent "preview") only show the rule in words and the next five dates, saving nothing. */
export async function action(args: Route.ActionArgs) {
  const { auth, actor, values } = await adminForm(args);
  const { events } = args.context.get(servicesContext);
  const { csrf: _csrf, ...posted } = values;
  void _csrf;
  const parsed = validateForm(eventSchema, values);
  if (!parsed.ok) return data<Answer>({ error: "Please correct the fields marked below.", fields: parsed.fields, values: posted }, { status: 400 });
  if (values.intent === "preview") {
    const preview = events.preview(parsed.data);
    return preview.ok ? data<Answer>({ preview: preview.value, values: posted }) : data<Answer>({ error: preview.error, fields: preview.fields, values: posted }, { status: preview.status });
  }
  const id = args.params.id ? idParam(args.params.id) : null;
  if (values[CONFIRMED_FIELD] !== "yes") {
    // A regular meeting like one already in the schedule or the calendar is probably entered twice: ask first (issue 30).
    const like = await events.meetingsLikeEvent({ id, input: parsed.data, role: auth.user.role });
    if (like.length) return data<Answer>({ confirm: similarMeetingsQuestion(like, "Save"), values: posted }, { status: 409 });
  }
  const outcome = args.params.id
    ? await events.update({ id: idParam(args.params.id), input: parsed.data, version: values.version ?? "", actor, role: auth.user.role })
    : await events.create(parsed.data, actor, auth.user.role);
  if (!outcome.ok) return data<Answer>({ error: outcome.error, fields: outcome.fields, values: posted }, { status: outcome.status });
  return redirect(`/admin/events/${outcome.value.id}/dates?notice=${args.params.id ? "saved" : "created"}`);
}

/** The stored event as the schema's output, for its preview when the page opens. */
function parsedOf(item: AdminEventForm) {
  const parsed = eventSchema.safeParse(formValuesOf(item, ""));
  if (!parsed.success) throw new Error("A stored event no longer fits its form");
  return parsed.data;
}

/** The form's fields for a stored event (or a split's first date). */
function formValuesOf(item: AdminEventForm, splitFrom: string): Record<string, string> {
  const r = item.recurrence;
  return {
    title: item.title,
    summary: item.summary,
    description: item.description,
    locationChoice: item.location ? "other" : "church",
    location: item.location,
    ...(item.allDay ? { allDay: "on" } : {}),
    startDate: item.startLocal.slice(0, 10),
    startTime: item.allDay ? "" : item.startLocal.slice(11, 16),
    endDate: item.endLocal.slice(0, 10),
    endTime: item.allDay ? "" : item.endLocal.slice(11, 16),
    timeZone: item.timeZone,
    imageAlt: item.imageAlt,
    link: item.link,
    linkLabel: item.linkLabel,
    page: item.page ?? "",
    status: item.status,
    repeat: r.repeat,
    interval: String(r.interval),
    monthlyBy: r.monthlyBy,
    monthWeek: r.monthWeek,
    monthWeekday: r.monthWeekday,
    ends: r.ends,
    until: r.until,
    count: r.count ? String(r.count) : "",
    splitFrom,
    ...Object.fromEntries(item.categories.map((c) => [`category:${c}`, "on"])),
    ...Object.fromEntries(r.weekdays.map((d) => [`weekday:${d}`, "on"])),
  };
}

export default function EventForm({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, item, splitFrom, categories, timeZones, siteTimeZone, pages } = loaderData;
  const answer = actionData as Answer | undefined;
  // After a preview or a refused save the form shows what was posted (this also works without JavaScript).
  const v: Record<string, string> = answer?.values ?? (item ? formValuesOf(item, splitFrom) : { timeZone: siteTimeZone, status: "published", repeat: "none", interval: "1", ends: "never", monthlyBy: "day", locationChoice: "church" });
  const preview = answer?.preview ?? (answer?.values ? null : loaderData.preview);
  const { errors, formError, onErrors } = useFormErrors(answer);
  const [allDay, setAllDay] = useState(v.allDay === "on");
  const title = splitFrom ? `Change this and following dates` : recordTitle("event", item !== null);
  return (
    <div className="max-w-3xl">
      <AdminHeading
        title={title}
        lead={
          splitFrom
            ? `Your changes apply from ${dayHeading(splitFrom, true)} on. Earlier dates keep the old details; the event's page and feeds follow the new ones.`
            : `${CALENDAR_PURPOSE} Events appear on the calendar, its feeds and (the next few) on the home page once published.`
        }
      />
      <AdminForm
        csrf={csrf}
        version={item?.version}
        error={formError}
        schema={eventSchema}
        onErrors={onErrors}
        cancelTo={item ? `/admin/events/${item.id}/dates` : "/admin/events"}
        actions={<IntentButton intent="preview" busy="Working..." className="btn-outline">Show the dates</IntentButton>}
      >
        {answer?.confirm ? <ConfirmStep confirm={answer.confirm} /> : null}
        {splitFrom ? <input type="hidden" name="splitFrom" value={splitFrom} /> : null}
        <Field label="Title" name="title" required maxLength={120} defaultValue={v.title} error={errors.title} />
        <Field label="Summary (optional)" name="summary" maxLength={300} defaultValue={v.summary} hint="One sentence for the calendar and search results." error={errors.summary} />
        <RichTextEditor label="Description (optional)" name="description" defaultValue={v.description} error={errors.description} />

        <FieldGroup legend="When">
          <CheckboxField label="All day" name="allDay" defaultChecked={v.allDay === "on"} onChange={setAllDay} hint="All-day events show on their dates in every time zone." />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Starts on" name="startDate" type="date" required defaultValue={v.startDate} error={errors.startDate} />
            {allDay ? null : <Field label="Starts at" name="startTime" type="time" required defaultValue={v.startTime} error={errors.startTime} />}
            <Field label="Ends on (optional)" name="endDate" type="date" defaultValue={v.endDate} hint="Leave empty for the same day." error={errors.endDate} />
            {allDay ? null : <Field label="Ends at" name="endTime" type="time" required defaultValue={v.endTime} error={errors.endTime} />}
          </div>
          <TimeZoneField v={v} errors={errors} siteTimeZone={siteTimeZone} timeZones={timeZones} />
        </FieldGroup>

        <RepeatFields v={v} errors={errors} preview={preview} />

        <FieldGroup legend="Where">
          <SelectField label="Place" name="locationChoice" defaultValue={v.locationChoice} options={PLACES} />
          <Field label="Address (for another place)" name="location" maxLength={200} defaultValue={v.location} hint={`Street, town, state and zip code, such as ${ADDRESS_EXAMPLE}.`} error={errors.location} />
        </FieldGroup>

        <CheckboxGroup
          legend="Categories"
          choices={categories.map((c) => ({ name: `category:${c.slug}`, label: c.name, checked: v[`category:${c.slug}`] === "on" }))}
          error={errors.categories}
        />

        <UploadField
          label="Picture (optional)"
          name="image"
          kind="image"
          current={item?.image ? { url: uploads.event(item.image), label: `picture of ${item.title}` } : undefined}
          hint="A wide picture works best; the event page shows it 3 by 2."
          error={errors.image}
        />
        <Field label="What the picture shows (optional)" name="imageAlt" maxLength={200} defaultValue={v.imageAlt} error={errors.imageAlt} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Registration or information link (optional)" name="link" type="url" defaultValue={v.link} hint="A web address that starts with https://." error={errors.link} />
          <Field label="Link text (optional)" name="linkLabel" maxLength={60} defaultValue={v.linkLabel} hint="Such as: Register now" error={errors.linkLabel} />
        </div>
        <SelectField label="Also list its dates on this page (optional)" name="page" defaultValue={v.page} options={[{ value: "", label: "No other page" }, ...pages]} error={errors.page} />
        <SelectField
          label="Status"
          name="status"
          defaultValue={v.status}
          options={[
            { value: "published", label: "Published: on the website and the feeds" },
            { value: "draft", label: "Draft: only staff see it" },
          ]}
          error={errors.status}
        />
      </AdminForm>
    </div>
  );
}
