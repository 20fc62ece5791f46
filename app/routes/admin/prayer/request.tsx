import { Form, Link, redirect } from "react-router";
import { AdminHeading, CardSection } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Field, TextAreaField } from "../../../components/admin/fields.tsx";
import { IntentForm, RequestBadges, Said } from "../../../components/admin/prayer.tsx";
import { TypedText } from "../../../components/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { found, idParam, parseOr400 } from "../../../lib/admin.server.ts";
import { prayerForm, prayerPage, said } from "../../../lib/prayer.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { LIMITS, OPEN_DAYS, prayedTimes } from "../../../../shared/prayer.ts";
import { praiseReviewSchema, wallReviewSchema } from "../../../../shared/schemas/prayer.ts";
import type { Route } from "./+types/request";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Prayer request");

/** One request; a pastor-only one exists only for pastors and site administrators, and opening it is audited. */
export async function loader(args: Route.LoaderArgs) {
  const { csrf, viewer } = await prayerPage(args);
  const id = idParam(args.params.id);
  const request = found(await args.context.get(servicesContext).prayer.staff.detail(id, viewer), "prayer request");
  return { csrf, request };
}

export async function action(args: Route.ActionArgs) {
  const { values, intent, viewer, actor } = await prayerForm(args);
  const { prayer } = args.context.get(servicesContext);
  const id = idParam(args.params.id);
  // Each change checks the request is one this person may act on (the wall's only for wall requests).
  switch (intent) {
    case "wall": {
      const parsed = parseOr400(wallReviewSchema, values);
      if (!parsed.ok) return parsed.response;
      const { decision, wallName, wallText, version } = parsed.data;
      return said(await prayer.wall.review({ id, approve: decision === "approve", wallName, wallText, version, actor }), decision === "approve" ? "Approved: the prayer wall shows it now." : "Declined: it stays off the prayer wall.");
    }
    case "praise": {
      const parsed = parseOr400(praiseReviewSchema, values);
      if (!parsed.ok) return parsed.response;
      return said(await prayer.wall.reviewPraise({ id, approve: parsed.data.decision === "approve", actor }), parsed.data.decision === "approve" ? "The praise note is on the prayer wall now." : "The praise note stays off the prayer wall.");
    }
    case "renew":
      return said(await prayer.staff.renew(id, viewer), `Kept open for another ${OPEN_DAYS} days.`);
    case "delete": {
      const outcome = await prayer.staff.remove(id, viewer);
      return outcome.ok ? redirect(`${areaPath("prayer")}?notice=deleted`) : said(outcome, "");
    }
    default:
      return said({ ok: false, status: 400, error: "Unknown request." }, "");
  }
}

export default function PrayerRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, request: r } = loaderData;
  const answer = actionData && "message" in actionData ? actionData : undefined;
  const fields = (actionData && "fields" in actionData ? actionData.fields : undefined) ?? {};
  return (
    <>
      <AdminHeading title={`Prayer request from ${r.name}`} lead={`Received ${r.receivedOn}. Prayed for ${prayedTimes(r.prayers)}.`} />
      <p className="mt-4 flex flex-wrap gap-2">
        <RequestBadges {...r} />
      </p>
      <p className="mt-4">
        <Link to={areaPath("prayer")}>Back to the prayer requests</Link>
      </p>
      <Said answer={answer} />
      <CardSection title="The request">
        {r.contact ? (
          <p className="mt-3">
            <span className="font-semibold">Contact:</span> {r.contact}
          </p>
        ) : null}
        <TypedText text={r.message} className="mt-3" />
        <p className="mt-3 text-sm text-slate-700">{r.status === "open" ? `Open until ${r.openUntil}.` : null}</p>
        {r.status === "open" || r.status === "closed" ? (
          <div className="mt-3">
            <IntentForm csrf={csrf} intent="renew" label={`Keep open for another ${OPEN_DAYS} days`} outline />
          </div>
        ) : null}
      </CardSection>
      {r.wall ? (
        <CardSection title="The short version for the prayer wall">
          {r.wall.note ? <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">Held: {r.wall.note} The wall never shows contact details: take them out before approving, or decline it.</p> : null}
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="intent" value="wall" />
            <input type="hidden" name="version" value={r.version} />
            <Field label="Name on the wall (a first name; empty shows “Anonymous”)" name="wallName" defaultValue={r.wall.name} maxLength={LIMITS.wallName} error={fields.wallName} />
            <TextAreaField label="Public version" name="wallText" defaultValue={r.wall.text} maxLength={LIMITS.wallText} rows={4} error={fields.wallText} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="decision" value="approve" className="btn">
                {r.wallReview === "approved" ? "Save and keep on the wall" : "Approve for the prayer wall"}
              </button>
              <button type="submit" name="decision" value="decline" className="btn-outline">
                Decline
              </button>
            </div>
          </Form>
        </CardSection>
      ) : null}
      {r.praise ? (
        <CardSection title="Praise note">
          <TypedText text={r.praise} className="mt-3" />
          <div className="mt-3 flex flex-wrap gap-3">
            <IntentForm csrf={csrf} intent="praise" label="Show on the prayer wall" fields={{ decision: "approve" }} />
            <IntentForm csrf={csrf} intent="praise" label="Keep it off the wall" fields={{ decision: "decline" }} outline />
          </div>
        </CardSection>
      ) : null}
      <CardSection title="Words of encouragement">
        {r.encouragements.length === 0 ? (
          <p className="mt-3">None yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {r.encouragements.map((w, i) => (
              <li key={i}>
                <p className="font-semibold">
                  {w.fromName}, {w.sentOn}
                </p>
                <TypedText text={w.message} />
              </li>
            ))}
          </ul>
        )}
      </CardSection>
      <div className="mt-8">
        <DeleteButton csrf={csrf} id={String(r.id)} thing="prayer request" what={`the prayer request from ${r.name}`} />
      </div>
    </>
  );
}
