import { useState } from "react";
import { RecordForm } from "../../../components/admin/admin-form.tsx";
import { Field } from "../../../components/admin/fields.tsx";
import { UploadField } from "../../../components/admin/upload-field.tsx";
import { servicesContext } from "../../../context.ts";
import { recordToEdit, saveFromForm } from "../../../lib/admin.server.ts";
import { formatPhone, visibleContact } from "../../../../shared/format.ts";
import { recordMeta } from "../../../lib/private-meta.ts";
import { churchStaffSchema } from "../../../../shared/schemas/admin/church-staff.ts";
import { uploads } from "../../../../shared/uploads.ts";
import type { Route } from "./+types/edit";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = recordMeta("staff member");

/** One page for create-new and edit/{id} (spec section 2). */
export function loader(args: Route.LoaderArgs) {
  return recordToEdit(args, args.context.get(servicesContext).churchStaff, "staff member");
}

/** The form's schema and the list it returns to, for the action and the page alike. */
const FORM = { noun: "staff member", schema: churchStaffSchema, listPath: areaPath("church-staff") };

export function action(args: Route.ActionArgs) {
  return saveFromForm(args, { ...FORM, service: args.context.get(servicesContext).churchStaff });
}

export default function ChurchStaffForm({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const [phone, setPhone] = useState(visibleContact(item?.phone) ?? "");
  return (
    <RecordForm
      lead="Each staff member has a card on the General Info and Contact pages. Anyone whose role includes “pastor” is listed first. A new member goes last; change the order on the list by dragging."
      opened={loaderData}
      answer={actionData}
      {...FORM}
    >
      {(errors) => (
        <>
          <Field label="Name" name="name" required maxLength={120} autoComplete="off" defaultValue={item?.name} hint="As it should read on the card, for example “Rev. Daniel Whitaker”." error={errors.name} />
          <Field label="Role" name="roleTitle" required maxLength={120} autoComplete="off" defaultValue={item?.roleTitle} hint="For example “Senior Pastor” or “Director of Music”." error={errors.roleTitle} />
          <Field
            label="E-mail (optional)"
            name="email"
            type="email"
            maxLength={200}
            autoComplete="off"
            defaultValue={visibleContact(item?.email) ?? ""}
            hint="Leave empty to show no e-mail address on the card."
            error={errors.email}
          />
          <Field
            label="Phone (optional)"
            name="phone"
            type="tel"
            inputMode="tel"
            maxLength={40}
            autoComplete="off"
            defaultValue={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            hint={<PhonePreview value={phone} />}
            error={errors.phone}
          />
          <UploadField
            label="Photo (optional)"
            name="photo"
            kind="image"
            current={item?.image ? { url: uploads.staff(item.image), label: `photo of ${item.name}` } : undefined}
            hint="A head-and-shoulders picture works best; the card shows it square. Without a photo, the card shows the first name."
            error={errors.photo}
          />
        </>
      )}
    </RecordForm>
  );
}

/** What the website will show for the phone as it is typed: ten digits read 3-3-4 with dashes. */
function PhonePreview({ value }: { value: string }) {
  const given = visibleContact(value);
  if (!given) return <>Type it any way you like, for example (919) 555-0142. Leave empty to show no phone number.</>;
  const shown = formatPhone(given);
  return /^\d{3}-\d{3}-\d{4}$/.test(shown) ? (
    <>
      Shows on the website as <strong className="font-semibold text-slate-800">{shown}</strong>.
    </>
  ) : (
    <>A phone number has 10 digits, for example 919-555-0142.</>
  );
}
