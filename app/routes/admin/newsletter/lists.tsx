import { Form } from "react-router";
import { AdminList, CardSection, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { CheckboxField, Field } from "../../../components/admin/fields.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { recordId } from "../../../../shared/schemas/admin/common.ts";
import { newsletterListSchema } from "../../../../shared/schemas/admin/newsletter.ts";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";
import type { Route } from "./+types/lists";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Newsletter lists");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  return { csrf: csrfToken, lists: await args.context.get(servicesContext).newsletter.lists.adminList() };
}

/** Add a list, save one (at the version the page showed), or delete one (its subscriptions end). */
export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const { lists } = args.context.get(servicesContext).newsletter;
  const here = areaPath("newsletter-lists");
  const id = recordId.safeParse(values.id);
  if (intent === "delete") {
    if (!id.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
    const outcome = await lists.remove(id.data, actor);
    return outcome.ok ? doneTo(here, "deleted") : refused(outcome);
  }
  const parsed = parseOr400(newsletterListSchema, values);
  if (!parsed.ok) return parsed.response;
  if (intent === "create") {
    const outcome = await lists.create(parsed.data, actor);
    return outcome.ok ? doneTo(here, "created") : refused(outcome);
  }
  if (!id.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  const outcome = await lists.update({ id: id.data, input: parsed.data, version: values.version ?? "", actor });
  return outcome.ok ? doneTo(here, "saved") : refused(outcome);
}

export default function NewsletterLists({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, lists } = loaderData;
  const fields = actionData && "fields" in actionData ? (actionData.fields ?? {}) : {};
  return (
    <>
      <ListPageTop
        title="Newsletter lists"
        lead="The lists people can subscribe to. A public list is offered in the sign-up boxes; a list that is not public is for issues staff send to people already on it. Who is on a list is never shown on the website."
        related={[
          { to: areaPath("newsletter"), label: "Issues" },
          { to: areaPath("newsletter", "subscribers"), label: "Subscribers" },
        ]}
        error={actionData?.error}
      />
      <div className="mt-6">
        {lists.length === 0 ? (
          <EmptyState>There are no lists. Add one below so that people can subscribe.</EmptyState>
        ) : (
          <AdminList label="Lists">
            {lists.map((list) => (
              <li key={`${list.id}-${list.version}`} className="rounded-lg border border-slate-200 p-4">
                <Form method="post" className="space-y-3">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="id" value={list.id} />
                  <input type="hidden" name="version" value={list.version} />
                  <p className="text-sm text-slate-600">
                    {list.subscribers} subscriber{list.subscribers === 1 ? "" : "s"}
                  </p>
                  <Field label="Name" name="name" required maxLength={80} defaultValue={list.name} />
                  <Field label="What people get (shown beside the box)" name="description" maxLength={300} defaultValue={list.description} />
                  <CheckboxField label="Public: offered in the sign-up boxes" name="isPublic" defaultChecked={list.isPublic} />
                  <button type="submit" name="intent" value="save" className="btn-outline">
                    Save<span className="sr-only"> {list.name}</span>
                  </button>
                </Form>
                <div className="mt-3">
                  <DeleteButton csrf={csrf} id={list.id} thing="list" what={`the list “${list.name}”: its ${list.subscribers} subscriptions end`} />
                </div>
              </li>
            ))}
          </AdminList>
        )}
      </div>
      <CardSection title="Add a list">
        <Form method="post" className="space-y-3">
          <input type="hidden" name="csrf" value={csrf} />
          <Field label="Name" name="name" required maxLength={80} error={fields.name} />
          <Field label="What people get (shown beside the box)" name="description" maxLength={300} error={fields.description} />
          <CheckboxField label="Public: offered in the sign-up boxes" name="isPublic" defaultChecked />
          <button type="submit" name="intent" value="create" className="btn">
            Add the list
          </button>
        </Form>
      </CardSection>
    </>
  );
}
