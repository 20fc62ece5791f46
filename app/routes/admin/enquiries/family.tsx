import { Form, Link, data, redirect } from "react-router";
import { CardSection, ChangeNotice } from "../../../components/admin/admin-ui.tsx";
import { CheckboxGroup, SelectField, TextAreaField } from "../../../components/admin/fields.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, found, idParam, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { formatPhone, telHref } from "../../../../shared/format.ts";
import { MOVABLE_TO, STATUS_LABELS, isWaiting } from "../../../../shared/enquiries.ts";
import { moveSchema, noteSchema, prioritySchema } from "../../../../shared/schemas/admin/enquiries.ts";
import { ENQUIRY_NOTICES } from "./board.tsx";
import type { Route } from "./+types/family";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => privateMeta(matches, loaderData ? `Enquiry ${loaderData.family.reference}` : "Enquiry");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const family = found(await args.context.get(servicesContext).enquiries.board.family(idParam(args.params.id)), "enquiry");
  return { csrf: csrfToken, family, timeZone: args.context.get(servicesContext).site.timeZone };
}

/** Moves, offers, priority, notes and a fresh link: each one change, then back to this page saying what happened. */
export async function action(args: Route.ActionArgs) {
  const read = await adminForm(args);
  const { actor, values, intent } = read;
  const id = idParam(args.params.id);
  const enquiries = args.context.get(servicesContext).enquiries;
  const back = (notice: keyof typeof ENQUIRY_NOTICES) => redirect(`${areaPath("enquiries", id)}?notice=${notice}`);
  let outcome;
  let notice: keyof typeof ENQUIRY_NOTICES;
  if (intent === "move") {
    const parsed = parseOr400(moveSchema, values);
    if (!parsed.ok) return parsed.response;
    outcome = await enquiries.board.move({ id, input: parsed.data, actor });
    notice = "moved";
  } else if (intent === "offer") {
    outcome = await enquiries.offer({ id, version: values.version ?? "", actor });
    notice = "offered";
  } else if (intent === "priority") {
    const parsed = parseOr400(prioritySchema, values);
    if (!parsed.ok) return parsed.response;
    const { version, ...flags } = parsed.data;
    outcome = await enquiries.board.setPriority({ id, flags, version, actor });
    notice = "saved";
  } else if (intent === "note") {
    const parsed = parseOr400(noteSchema, values);
    if (!parsed.ok) return parsed.response;
    outcome = await enquiries.board.addNote({ id, note: parsed.data.note, actor });
    notice = "noted";
  } else if (intent === "resend") {
    outcome = await enquiries.board.resendLink({ id, actor });
    notice = "resent";
  } else return data({ error: "Please use one of the buttons on the page." }, { status: 400 });
  if (!outcome.ok) return refused(outcome);
  return back(notice);
}

/** A moment where the church is (the same on the server and in the browser). */
const whenIn = (timeZone: string) => (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });

export default function EnquiryFamily({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, family: f, timeZone } = loaderData;
  const when = whenIn(timeZone);
  const fields = actionData && "fields" in actionData ? (actionData.fields ?? {}) : {};
  const hidden = (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="version" value={f.version} />
    </>
  );
  return (
    <>
      <p>
        <Link to={areaPath("enquiries")}>← All enquiries</Link>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">
        {f.childName} <span className="text-xl font-normal text-slate-600">({f.reference})</span>
      </h1>
      <p className="mt-1 text-lg">
        {STATUS_LABELS[f.status]}
        {f.standing ? ` · ${f.standing}` : ""}
        {f.answerBy ? ` · answer by ${f.answerBy}` : ""}
      </p>
      <ChangeNotice messages={ENQUIRY_NOTICES} />
      {actionData && "error" in actionData && actionData.error ? (
        <div className="mt-4">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      {f.mailRefused ? (
        <div className="mt-4">
          <Alert>Our e-mails to {f.email} are refused by their mail server: please phone the family.</Alert>
        </div>
      ) : null}

      <CardSection title="Next step">
        <div className="mt-3 flex flex-wrap items-end gap-4">
          {isWaiting(f.status) ? (
            <Form method="post">
              {hidden}
              <button type="submit" name="intent" value="offer" className="btn">
                Offer a place{f.room ? ` in ${f.room.split(" (")[0]}` : ""}
              </button>
            </Form>
          ) : null}
          <Form method="post" className="flex flex-wrap items-end gap-3">
            {hidden}
            <SelectField label="Move to" name="status" defaultValue="" error={fields.status} options={[{ value: "", label: "Choose a column" }, ...MOVABLE_TO.filter((s) => s !== f.status).map((s) => ({ value: s, label: STATUS_LABELS[s] }))]} />
            <button type="submit" name="intent" value="move" className="btn-outline px-4 py-2">
              Move
            </button>
          </Form>
        </div>
      </CardSection>

      <CardSection title="The family">
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Parent</dt>
          <dd>{f.parentName}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd>
            <a href={`mailto:${f.email}`}>{f.email}</a>
          </dd>
          <dt className="font-semibold">Phone</dt>
          <dd>
            <a href={telHref(f.phone)}>{formatPhone(f.phone)}</a>
          </dd>
          <dt className="font-semibold">{f.expected ? "Due date" : "Date of birth"}</dt>
          <dd>
            {f.birthDate} ({f.ageAtStart} at the start)
          </dd>
          <dt className="font-semibold">Room</dt>
          <dd>{f.room ?? "No room takes the child at that start"}</dd>
          <dt className="font-semibold">Start</dt>
          <dd>{f.start}</dd>
          <dt className="font-semibold">Days</dt>
          <dd>{f.placedDays ?? f.days}</dd>
          {f.tour ? (
            <>
              <dt className="font-semibold">Tour</dt>
              <dd>{f.tour}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Heard from</dt>
          <dd>{f.heardFrom || "Not said"}</dd>
          <dt className="font-semibold">Their note</dt>
          <dd className="whitespace-pre-line">{f.note || "None"}</dd>
          <dt className="font-semibold">Enquired</dt>
          <dd>{when(f.enquiredAt)}</dd>
          {f.closedBecause ? (
            <>
              <dt className="font-semibold">Closed</dt>
              <dd>{f.closedBecause}</dd>
            </>
          ) : null}
        </dl>
        <Form method="post" className="mt-4">
          {hidden}
          <button type="submit" name="intent" value="resend" className="btn-outline px-3 py-1.5 text-sm">
            E-mail the status link again
          </button>
        </Form>
      </CardSection>

      <CardSection title="Priority">
        <Form method="post" className="mt-3 space-y-3">
          {hidden}
          <CheckboxGroup
            legend="The waiting list puts these first, in this order"
            choices={[
              { name: "staffChild", label: "Staff child", checked: f.staffChild },
              { name: "sibling", label: "Sibling attends", checked: f.sibling },
              { name: "churchMember", label: "Church member", checked: f.churchMember },
            ]}
          />
          <button type="submit" name="intent" value="priority" className="btn-outline px-4 py-2">
            Save priority
          </button>
        </Form>
      </CardSection>

      <CardSection title="Notes">
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="csrf" value={csrf} />
          <TextAreaField label="Add a note" name="note" rows={3} maxLength={2000} error={fields.note} />
          <button type="submit" name="intent" value="note" className="btn-outline px-4 py-2">
            Add note
          </button>
        </Form>
        <ul className="mt-4 space-y-3">
          {f.notes.map((n) => (
            <li key={n.id} className="rounded-md bg-slate-50 p-3">
              <p className="whitespace-pre-line">{n.body}</p>
              <p className="mt-1 text-sm text-slate-600">
                {n.author ?? "Someone"}, {when(n.at)}
              </p>
            </li>
          ))}
        </ul>
      </CardSection>

      <CardSection title="History">
        <ul className="mt-3 space-y-1 text-sm">
          {f.history.map((h) => (
            <li key={h.id}>
              {when(h.at)}: {h.detail} {h.who ? `(${h.who})` : "(the family or the website)"}
            </li>
          ))}
        </ul>
      </CardSection>
    </>
  );
}
