import { Form } from "react-router";
import { AdminHeading, AdminList, AdminListItem, Badge, CardSection, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { Field } from "../../../components/admin/fields.tsx";
import { IntentForm, PrayerAreaLinks, Said } from "../../../components/admin/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { parseOr400 } from "../../../lib/admin.server.ts";
import { prayerForm, prayerPage, said } from "../../../lib/prayer.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { DELIVERY_LABELS } from "../../../../shared/prayer.ts";
import { recordId } from "../../../../shared/schemas/admin/common.ts";
import { teamMemberSchema } from "../../../../shared/schemas/prayer.ts";
import type { MemberState } from "../../../../server/prayer/team.ts";
import { z } from "zod";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Prayer team");

export async function loader(args: Route.LoaderArgs) {
  const { csrf, viewer } = await prayerPage(args);
  const { prayer } = args.context.get(servicesContext);
  const [members, failed] = await Promise.all([prayer.team.list(), prayer.staff.failedMail(viewer)]);
  return { csrf, members, failed, siteadmin: viewer.role === "siteadmin" };
}

const idSchema = z.object({ id: recordId });

export async function action(args: Route.ActionArgs) {
  const { values, intent, actor, viewer } = await prayerForm(args);
  const { prayer } = args.context.get(servicesContext);
  if (intent === "add") {
    const parsed = parseOr400(teamMemberSchema, values);
    if (!parsed.ok) return parsed.response;
    return said(await prayer.team.add({ ...parsed.data, actor }), `${parsed.data.name} is asked by e-mail to confirm. Nothing is sent to them before they do.`);
  }
  const parsed = parseOr400(idSchema, values);
  if (!parsed.ok) return parsed.response;
  if (intent === "resend") return said(await prayer.team.resendConfirmation(parsed.data.id, actor), "The confirmation e-mail is sent again.");
  if (intent === "delete") return said(await prayer.team.remove(parsed.data.id, actor), "Removed from the prayer team.");
  if (intent === "retry") return said(await prayer.staff.retryMail(parsed.data.id, viewer), "The e-mail is back in the mail queue and will be sent in a moment.");
  return said({ ok: false, status: 400, error: "Unknown request." }, "");
}

const STATE: Record<MemberState, { label: string; tone: "good" | "warn" | "neutral" }> = {
  confirmed: { label: "Confirmed", tone: "good" },
  waiting: { label: "Waits for confirmation", tone: "warn" },
  refused: { label: "Address refused: must confirm again", tone: "warn" },
  left: { label: "Left the team", tone: "neutral" },
};

export default function PrayerTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, members, failed, siteadmin } = loaderData;
  const fields = (actionData && "fields" in actionData ? actionData.fields : undefined) ?? {};
  return (
    <>
      <AdminHeading
        title="Prayer team"
        lead="The people who pray for the requests shared with the prayer team. They need no account: each confirms by a link e-mailed to them before anything is sent, chooses each request as it arrives or one e-mail a day, and can leave with one click. They never see the person's contact details."
      />
      <PrayerAreaLinks siteadmin={siteadmin} />
      <Said answer={actionData && "message" in actionData ? actionData : undefined} />
      <CardSection title="Add someone to the prayer team">
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="add" />
          <Field label="Name" name="name" autoComplete="off" error={fields.name} />
          <Field label="E-mail address" name="email" type="email" autoComplete="off" error={fields.email} />
          <div className="sm:col-span-2">
            <button type="submit" className="btn">
              Add and ask to confirm
            </button>
          </div>
        </Form>
      </CardSection>
      {members.length === 0 ? (
        <EmptyState>Nobody is on the prayer team yet. Add the first person above.</EmptyState>
      ) : (
        <AdminList label="Prayer team members">
          {members.map((m) => (
            <AdminListItem
              key={m.id}
              title={m.name}
              badges={<Badge tone={STATE[m.state].tone}>{STATE[m.state].label}</Badge>}
              meta={
                <>
                  {m.email}
                  {m.state === "confirmed" ? ` · ${DELIVERY_LABELS[m.delivery]}` : ""}
                </>
              }
              actions={
                <>
                  {m.state !== "confirmed" ? <IntentForm csrf={csrf} intent="resend" label="Send the confirmation again" fields={{ id: m.id }} outline /> : null}
                  <DeleteButton csrf={csrf} id={m.id} label="Remove" thing="team member" what={`${m.name} from the prayer team`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
      {failed.length ? (
        <CardSection title="E-mails that could not be sent">
          <p className="mt-2 text-slate-700">The mail server refused these after several tries. Nothing of the requests is lost: send them again once the problem is solved.</p>
          <ul className="mt-3 space-y-3">
            {failed.map((mail) => (
              <li key={mail.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
                <span>
                  {mail.about}: “{mail.subject}” to {mail.to}, {mail.failedOn}
                  {mail.reason ? <span className="block text-sm text-slate-700">{mail.reason}</span> : null}
                </span>
                <IntentForm csrf={csrf} intent="retry" label="Send again" fields={{ id: mail.id }} outline />
              </li>
            ))}
          </ul>
        </CardSection>
      ) : null}
    </>
  );
}
