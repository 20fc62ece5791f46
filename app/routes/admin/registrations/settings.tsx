import { Form, Link, redirect } from "react-router";
import { AdminHeading, CardSection, ChangeNotice } from "../../../components/admin/admin-ui.tsx";
import { CheckboxField, Field, SelectField, TextAreaField } from "../../../components/admin/fields.tsx";
import { StickyActions } from "../../../components/admin/sticky-actions.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { type FormFailure, adminForm, idParam, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { validateForm } from "../../../lib/form-values.ts";
import { outcomeOr404 } from "../../../lib/events-admin.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { LIMITS, MAX_PARTY, MAX_QUESTIONS, QUESTION_KINDS, QUESTION_KIND_LABELS, type Question } from "../../../../shared/registrations.ts";
import { copyFormSchema, questionFieldErrors, questionFields, registrationSettingsSchema } from "../../../../shared/schemas/admin/registrations.ts";
import { REGISTRATION_NOTICES } from "./list.tsx";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => privateMeta(matches, loaderData ? `Registration: ${loaderData.form.title}` : "Registration");

/** An event's registration form: on or off, places, opening and closing, the party, the questions, the message. */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const eventId = idParam(args.params.eventId);
  const { registrations } = args.context.get(servicesContext);
  const form = outcomeOr404(await registrations.settings.get(eventId, user.role));
  return { csrf: csrfToken, form, sources: await registrations.settings.copySources(eventId, user.role) };
}

export async function action(args: Route.ActionArgs) {
  const { auth, actor, values } = await adminForm(args);
  const eventId = idParam(args.params.eventId);
  const { settings } = args.context.get(servicesContext).registrations;
  if (values.intent === "copy") {
    const parsed = validateForm(copyFormSchema, values);
    if (!parsed.ok) return refused({ ok: false, status: 400, error: "Please choose an event to copy from.", fields: parsed.fields });
    const outcome = await settings.copy({ eventId, fromEventId: parsed.data.fromEvent, actor, role: auth.user.role });
    if (!outcome.ok) return refused(outcome);
    return redirect(`${areaPath("registrations", eventId)}?notice=copied`);
  }
  const raw = values;
  const parsed = registrationSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    // Each question's message goes to its own numbered field (fieldErrors would keep only "questions").
    const slots = Array.from({ length: MAX_QUESTIONS + 5 }, (_, n) => n).filter((n) => (raw[questionFields(n).label] ?? "").trim());
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
    return refused({ ok: false, status: 400, error: "Please correct the fields marked below.", fields: questionFieldErrors(fields, slots) });
  }
  const outcome = await settings.save({ eventId, input: parsed.data, version: values.version ?? "", actor, role: auth.user.role });
  if (!outcome.ok) return refused(outcome);
  return redirect(`${areaPath("registrations")}?notice=saved`);
}

const local = (value: string | null) => value ?? "";

export default function RegistrationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, form, sources } = loaderData;
  const failed = actionData as FormFailure | undefined;
  const fields = failed?.fields ?? {};
  // The questions kept, then empty slots up to the limit (the form works without JavaScript: each slot is a row of fields).
  const slots: Array<Question | null> = [...form.questions, ...Array.from({ length: Math.max(0, Math.min(3, MAX_QUESTIONS - form.questions.length)) }, () => null)];
  return (
    <div className="max-w-3xl">
      <AdminHeading title={`Registration: ${form.title}`} lead={form.exists ? "Change how people register for this event." : "Turn registration on: people then register on the event's page, and you see the lists here."} />
      <ChangeNotice messages={REGISTRATION_NOTICES} />
      {failed?.error ? (
        <div className="mt-6">
          <Alert>{failed.error}</Alert>
        </div>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-6">
        <Link to={areaPath("registrations")}>All registrations</Link>
      </p>
      <Form method="post" className="mt-6 space-y-6" aria-label="Registration settings">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="version" value={form.version} />
        <CheckboxField label="Take registrations" name="enabled" defaultChecked={form.exists ? form.enabled : true} hint="Untick to stop new registrations; the ones made stay." />
        {form.repeats ? (
          <fieldset className="space-y-2">
            <legend className="font-medium">Which dates</legend>
            <label className="flex min-h-6 items-center gap-2">
              <input type="radio" name="scope" value="all" defaultChecked={!form.onlyDate} /> Every date of the event
            </label>
            <label className="flex min-h-6 items-center gap-2">
              <input type="radio" name="scope" value="one" defaultChecked={Boolean(form.onlyDate)} /> Only this date:
            </label>
            <SelectField label="The date that takes registrations" name="onlyDate" defaultValue={form.onlyDate ?? ""} options={[{ value: "", label: "Choose a date" }, ...form.dates]} error={fields.onlyDate} />
          </fieldset>
        ) : (
          <input type="hidden" name="scope" value="all" />
        )}
        <Field label="Places on each date" name="capacity" inputMode="numeric" defaultValue={form.capacity === null ? "" : String(form.capacity)} hint="People, adults and children alike. Leave empty for no limit; 0 takes a waitlist only." error={fields.capacity} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Registration opens" name="opens" type="datetime-local" defaultValue={local(form.opensLocal)} hint="Leave empty to open now." error={fields.opens} />
          <Field label="Registration closes" name="closes" type="datetime-local" defaultValue={local(form.closesLocal)} hint="Leave empty to close when the event starts." error={fields.closes} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Most adults on one registration" name="maxAdults" inputMode="numeric" defaultValue={String(form.maxAdults)} hint={`0 for a children's event; at most ${MAX_PARTY}.`} error={fields.maxAdults} />
          <Field label="Most children on one registration" name="maxChildren" inputMode="numeric" defaultValue={String(form.maxChildren)} hint={`0 for adults only; at most ${MAX_PARTY}.`} error={fields.maxChildren} />
        </div>
        <fieldset className="space-y-4">
          <legend className="text-xl font-semibold">Questions (up to {MAX_QUESTIONS})</legend>
          <p className="text-sm text-slate-700">Leave a question empty to remove it. Save to get more empty rows.</p>
          {slots.map((q, n) => {
            const f = questionFields(n);
            return (
              <div key={q?.id ?? `new-${n}`} className="space-y-2 rounded-md border border-slate-200 p-3">
                {q ? <input type="hidden" name={f.id} value={q.id} /> : null}
                <Field label={`Question ${n + 1}`} name={f.label} defaultValue={q?.label ?? ""} maxLength={200} error={fields[f.label]} />
                <div className="grid gap-2 sm:grid-cols-2">
                  <SelectField label="Answer" name={f.kind} defaultValue={q?.kind ?? "short"} options={QUESTION_KINDS.map((k) => ({ value: k, label: QUESTION_KIND_LABELS[k] }))} error={fields[f.kind]} />
                  <CheckboxField label="Required" name={f.required} defaultChecked={q?.required ?? false} />
                </div>
                <TextAreaField label="Choices, one a line (for one or several choices)" name={f.options} rows={3} defaultValue={q?.options.join("\n") ?? ""} error={fields[f.options]} />
              </div>
            );
          })}
        </fieldset>
        <TextAreaField label="Confirmation message" name="confirmationMessage" defaultValue={form.confirmationMessage} maxLength={LIMITS.message} hint="Goes in the e-mail that confirms a place, such as what to bring." error={fields.confirmationMessage} />
        <StickyActions>
          <button type="submit" name="intent" value="save" className="btn">
            {form.exists ? "Save" : "Turn registration on"}
          </button>
        </StickyActions>
      </Form>
      {sources.length ? (
        <CardSection title="Copy the form of another event">
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="csrf" value={csrf} />
            <SelectField label="Event" name="fromEvent" options={sources.map((s) => ({ value: String(s.id), label: s.title }))} error={fields.fromEvent} />
            <button type="submit" name="intent" value="copy" className="btn-outline">
              Copy its places, questions and message
            </button>
          </Form>
        </CardSection>
      ) : null}
    </div>
  );
}
