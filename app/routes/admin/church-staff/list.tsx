import { EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { SortableList } from "../../../components/admin/sortable-list.tsx";
import { servicesContext } from "../../../context.ts";
import { orderedListAction } from "../../../lib/reorder.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { formatPhone, placeholderName, visibleContact } from "../../../../shared/format.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { uploads } from "../../../../shared/uploads.ts";
import type { Route } from "./+types/list";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Church staff");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { churchStaff } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await churchStaff.adminList() };
}

/** Reorder one group (pastors, or everyone else), or delete after the confirmation in the browser. */
export function action(args: Route.ActionArgs) {
  const { churchStaff } = args.context.get(servicesContext);
  return orderedListAction(args, areaPath("church-staff"), {
    remove: churchStaff.remove,
    reorder: (input, values, actor) => churchStaff.reorder({ group: values.group === "pastors" ? "pastors" : "others", input, actor }),
  });
}

type Member = Route.ComponentProps["loaderData"]["items"][number];

export default function ChurchStaffAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items } = loaderData;
  return (
    <>
      <ListPageTop
        title="Church staff"
        lead="The staff cards on the General Info and Contact pages, in the order shown there: pastors first, then everyone else. Drag a card by its handle, or use the move buttons, to change the order."
        action={{ to: areaPath("church-staff", "create-new"), label: "Add staff member" }}
        error={actionData?.error}
      />
      {items.length === 0 ? (
        <EmptyState>There are no church staff yet. Add someone and their card appears on the General Info and Contact pages.</EmptyState>
      ) : (
        <>
          <StaffGroup csrf={csrf} group="pastors" title="Pastors" note="Anyone whose role includes “pastor” is listed first." members={items.filter((m) => /pastor/i.test(m.roleTitle))} />
          <StaffGroup csrf={csrf} group="others" title="Everyone else" note="After the pastors, in this order." members={items.filter((m) => !/pastor/i.test(m.roleTitle))} />
        </>
      )}
    </>
  );
}

function StaffGroup({ csrf, group, title, note, members }: { csrf: string; group: "pastors" | "others"; title: string; note: string; members: Member[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby={`staff-${group}`} className="mt-8">
      <h2 id={`staff-${group}`} className="text-2xl">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{note}</p>
      <SortableList
        items={members}
        label={`${title} (${members.length})`}
        mode={{ kind: "server", csrf, fields: { group } }}
        render={(item, { handle, moves }) => {
          const email = visibleContact(item.email);
          const phone = visibleContact(item.phone);
          return (
            <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
              {handle}
              <div className="min-w-0 flex-1 basis-56">
                <span className="flex items-center gap-3 font-semibold break-words text-slate-900">
                  <Portrait name={item.name} image={item.image} />
                  {item.name}
                </span>
                <div className="mt-1 text-sm break-words text-slate-700">
                  <span className="font-medium text-slate-800">{item.roleTitle}</span>
                  {` · ${email ?? "No e-mail shown"} · ${phone ? formatPhone(phone) : "No phone shown"}`}
                </div>
                <div className="mt-3">{moves}</div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <EditLink to={areaPath("church-staff", "edit", item.id)} what={item.name} />
                <DeleteButton csrf={csrf} id={item.id} thing="staff member" what={`${item.name} from the church staff, with their photo`} />
              </div>
            </div>
          );
        }}
      />
    </section>
  );
}

/** A small photo, or the first-name placeholder the public card shows when there is none. */
function Portrait({ name, image }: { name: string; image: string | null }) {
  return image ? (
    <img src={uploads.staff(image)} alt="" width={48} height={48} decoding="async" className="h-12 w-12 shrink-0 rounded-full object-cover" />
  ) : (
    <span aria-hidden="true" className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-brand-800 px-1 text-center text-[0.65rem] leading-tight font-semibold break-all text-white">
      {placeholderName(name)}
    </span>
  );
}
