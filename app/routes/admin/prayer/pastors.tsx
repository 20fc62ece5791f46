import { Form, data } from "react-router";
import { AdminHeading, CardSection } from "../../../components/admin/admin-ui.tsx";
import { CheckboxField, SelectField } from "../../../components/admin/fields.tsx";
import { PrayerAreaLinks, Said } from "../../../components/admin/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { parseOr400 } from "../../../lib/admin.server.ts";
import { prayerForm, prayerPage, said } from "../../../lib/prayer.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { canMarkPastors } from "../../../../shared/role-rights.ts";
import { pastorSchema } from "../../../../shared/schemas/prayer.ts";
import type { Route } from "./+types/pastors";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Pastors");

const ONLY_SITEADMINS = "Only site administrators mark the pastors: it opens the requests for the pastors only to their accounts.";

/** Site administrators mark which church staff are pastors and link each to their account. */
export async function loader(args: Route.LoaderArgs) {
  const { csrf, viewer } = await prayerPage(args);
  if (!canMarkPastors(viewer.role)) throw data({ error: ONLY_SITEADMINS }, { status: 403 });
  const { prayer } = args.context.get(servicesContext);
  const [staff, accounts] = await Promise.all([prayer.pastors.list(), prayer.pastors.accounts()]);
  return { csrf, staff, accounts };
}

export async function action(args: Route.ActionArgs) {
  const { values, actor, viewer } = await prayerForm(args);
  if (!canMarkPastors(viewer.role)) return said({ ok: false, status: 403, error: ONLY_SITEADMINS }, "");
  const parsed = parseOr400(pastorSchema, values);
  if (!parsed.ok) return parsed.response;
  return said(await args.context.get(servicesContext).prayer.pastors.set({ ...parsed.data, actor }), "Saved.");
}

export default function Pastors({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, staff, accounts } = loaderData;
  return (
    <>
      <AdminHeading
        title="Pastors"
        lead="Pastors read the prayer requests for the pastors only and those asking to be contacted, and get them by e-mail at once. A pastor is a church staff record marked here and linked to that person's own staff account."
      />
      <PrayerAreaLinks siteadmin />
      <Said answer={actionData && "message" in actionData ? actionData : undefined} />
      {staff.map((record) => (
        <CardSection key={record.staffId} title={`${record.name}${record.roleTitle ? `, ${record.roleTitle}` : ""}`}>
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="staffId" value={record.staffId} />
            <CheckboxField label="A pastor of the prayer ministry" name="pastor" defaultChecked={record.pastor} />
            <SelectField
              label="Their staff account"
              name="userId"
              defaultValue={record.account ? String(record.account.id) : ""}
              options={[{ value: "", label: "No account" }, ...accounts.map((a) => ({ value: String(a.id), label: a.username ? `${a.name} (${a.username})` : a.name }))]}
            />
            <button type="submit" className="btn">
              Save {record.name}
            </button>
          </Form>
        </CardSection>
      ))}
    </>
  );
}
