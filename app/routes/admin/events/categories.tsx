import { Badge, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { SortableList } from "../../../components/admin/sortable-list.tsx";
import { reorderFromForm } from "../../../lib/reorder.server.ts";
import { AdminForm, useFormErrors } from "../../../components/admin/admin-form.tsx";
import { Field, SelectField } from "../../../components/admin/fields.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { canUseCalendar, isAdminRole } from "../../../../shared/areas.ts";
import { recordId } from "../../../../shared/schemas/admin/common.ts";
import { categorySchema } from "../../../../shared/schemas/admin/events.ts";
import type { Route } from "./+types/categories";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Event categories");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const categories = await args.context.get(servicesContext).events.categories();
  return { csrf: csrfToken, categories: categories.map((c) => ({ ...c, mine: canUseCalendar(user.role, c.calendar) })), choosesCalendar: isAdminRole(user.role) };
}

/** Add a category (to the role's own calendar; admins choose), reorder a calendar's categories, or delete one no event uses. */
export async function action(args: Route.ActionArgs) {
  const { auth, actor, values, intent } = await adminForm(args);
  const { events } = args.context.get(servicesContext);
  if (intent === "reorder") {
    const calendar = values.calendar === "childcare" ? "childcare" : "church";
    return reorderFromForm(values, (input) => events.reorderCategories({ calendar, input, actor, role: auth.user.role }));
  }
  if (intent === "delete") {
    const id = recordId.safeParse(values.id);
    if (!id.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
    const outcome = await events.removeCategory(id.data, actor, auth.user.role);
    return outcome.ok ? doneTo("/admin/events/categories", "deleted") : refused(outcome);
  }
  const parsed = parseOr400(categorySchema, values);
  if (!parsed.ok) return parsed.response;
  const outcome = await events.addCategory(parsed.data, actor, auth.user.role);
  return outcome.ok ? doneTo("/admin/events/categories", "created") : refused(outcome);
}

export default function EventCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, categories, choosesCalendar } = loaderData;
  const { errors, formError, onErrors } = useFormErrors(actionData);
  return (
    <div className="max-w-3xl">
      <ListPageTop title="Event categories" lead="Each category has its own calendar feed that people can subscribe to." related={[{ to: "/admin/events", label: "All events" }]} error={formError} />
      {(["church", "childcare"] as const).map((calendar) => {
        const mine = categories.filter((c) => c.calendar === calendar);
        if (mine.length === 0) return null;
        const title = calendar === "childcare" ? "Childcare calendar" : "Church calendar";
        const canOrder = mine.some((c) => c.mine);
        return (
          <section key={calendar} aria-labelledby={`categories-${calendar}`} className="mt-8">
            <h2 id={`categories-${calendar}`} className="text-2xl">
              {title}
            </h2>
            {canOrder ? <p className="mt-1 text-slate-700">Listed in this order wherever visitors choose a category. Drag one by its handle, or use the move buttons, to change the order.</p> : null}
            <SortableList
              items={mine}
              label={`${title} categories`}
              mode={{ kind: "server", csrf, fields: { calendar } }}
              render={(c, { handle, moves }) => (
                <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
                  {canOrder ? handle : null}
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {c.name} <Badge tone={c.calendar === "childcare" ? "info" : "neutral"}>{title}</Badge>
                    </p>
                    <p className="mt-1 text-sm text-slate-700">Feed: /events/{c.slug}.ics</p>
                    {canOrder ? <div className="mt-3">{moves}</div> : null}
                  </div>
                  {c.mine ? <DeleteButton csrf={csrf} id={c.id} thing="category" what={`the category “${c.name}”`} /> : null}
                </div>
              )}
            />
          </section>
        );
      })}
      <h2 className="mt-10 text-2xl">Add a category</h2>
      <AdminForm csrf={csrf} schema={categorySchema} onErrors={onErrors} cancelTo="/admin/events" submitLabel="Add category">
        <Field label="Name" name="name" required maxLength={40} error={errors.name} />
        {choosesCalendar ? (
          <SelectField
            label="Calendar"
            name="calendar"
            defaultValue="church"
            options={[
              { value: "church", label: "Church" },
              { value: "childcare", label: "Childcare" },
            ]}
            error={errors.calendar}
          />
        ) : null}
      </AdminForm>
    </div>
  );
}
