import { AdminList, AdminListItem, Badge, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { servicesContext } from "../../../context.ts";
import { deleteFromList } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { formatPhone, placeholderName, visibleContact } from "../../../../shared/format.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { uploads } from "../../../../shared/uploads.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Church staff");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { churchStaff } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await churchStaff.adminList() };
}

/** The list's only change: delete, after the confirmation in the browser. */
export function action(args: Route.ActionArgs) {
  return deleteFromList(args, "/admin/church-staff", args.context.get(servicesContext).churchStaff.remove);
}

export default function ChurchStaffAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items } = loaderData;
  return (
    <>
      <ListPageTop
        title="Church staff"
        lead="The staff cards on the General Info and Contact pages, in the order shown there: pastors first, then by position number."
        action={{ to: "/admin/church-staff/create-new", label: "Add staff member" }}
        error={actionData?.error}
      />
      {items.length === 0 ? (
        <EmptyState>There are no church staff yet. Add someone and their card appears on the General Info and Contact pages.</EmptyState>
      ) : (
        <AdminList label="Church staff">
          {items.map((item) => {
            const email = visibleContact(item.email);
            const phone = visibleContact(item.phone);
            return (
              <AdminListItem
                key={item.id}
                title={
                  <span className="flex items-center gap-3">
                    <Portrait name={item.name} image={item.image} />
                    {item.name}
                  </span>
                }
                badges={/pastor/i.test(item.roleTitle) ? <Badge tone="info">Listed first</Badge> : null}
                meta={
                  <>
                    <span className="font-medium text-slate-800">{item.roleTitle}</span>
                    {` · ${email ?? "No e-mail shown"} · ${phone ? formatPhone(phone) : "No phone shown"} · Position ${item.displayOrder}`}
                  </>
                }
                actions={
                  <>
                    <EditLink to={`/admin/church-staff/edit/${item.id}`} what={item.name} />
                    <DeleteButton csrf={csrf} id={item.id} thing="staff member" what={`${item.name} from the church staff, with their photo`} />
                  </>
                }
              />
            );
          })}
        </AdminList>
      )}
    </>
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
