import type { ChildcareDocuments } from "../../../shared/content/childcare.ts";
import { fieldName } from "../../../shared/content/editors.ts";
import { SOCIAL_NETWORKS, type SiteSettings } from "../../../shared/content/settings.ts";
import { Field, SelectField, TextAreaField } from "./fields.tsx";
import { AddButton, Group, SortableRows, useRows } from "./form-rows.tsx";
import { PodcastFields } from "./podcast-fields.tsx";
import { UploadField } from "./upload-field.tsx";

/**
 * The fields of the content editors (app/routes/admin/content/editor.tsx), one component per kind of
 * document (the weekly schedule's are in schedule-fields.tsx). Every field is named by its path in
 * the document (shared/content/editors.ts), so the posted form reads back into the document and each
 * error lands beside its field.
 */
export type Errors = Record<string, string>;

export function SettingsFields({ value, errors }: { value: SiteSettings; errors: Errors }) {
  const e = (...path: Array<string | number>) => errors[fieldName(...path)];
  const text = (label: string, path: string[], current: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field label={label} name={fieldName(...path)} defaultValue={current} error={e(...path)} {...extra} />
  );
  const social = useRows(value.social, () => ({ network: "facebook" as const, url: "" }));
  return (
    <>
      <Group legend="The church">
        {text("Church name", ["churchName"], value.churchName, { required: true, maxLength: 120 })}
        {text("Short name", ["shortName"], value.shortName, { required: true, maxLength: 40, hint: "Used where space is short, such as the phone's home screen." })}
        {text("Pastor", ["pastor"], value.pastor, { required: true, maxLength: 120 })}
        {text("Street address", ["address", "street"], value.address.street, { required: true, autoComplete: "off" })}
        <div className="grid gap-4 sm:grid-cols-3">
          {text("City", ["address", "city"], value.address.city, { required: true })}
          {text("State", ["address", "region"], value.address.region, { required: true })}
          {text("Zip code", ["address", "postalCode"], value.address.postalCode, { required: true, inputMode: "numeric" })}
        </div>
        <input type="hidden" name={fieldName("address", "country")} value={value.address.country} />
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Latitude", ["geo", "latitude"], String(value.geo.latitude), { required: true, inputMode: "decimal", hint: "For the map and search engines, such as 35.9132." })}
          {text("Longitude", ["geo", "longitude"], String(value.geo.longitude), { required: true, inputMode: "decimal", hint: "Such as -79.0558." })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Office phone", ["officePhone"], value.officePhone, { required: true, type: "tel" })}
          {text("Office e-mail", ["officeEmail"], value.officeEmail, { required: true, type: "email" })}
        </div>
        {text("Office hours", ["officeHours"], value.officeHours, { required: true, hint: "As the contact page shows them, such as Monday-Thursday, 9:00 AM-2:00 PM." })}
        <TextAreaField
          label="Parking and access (optional)"
          name={fieldName("parking")}
          rows={4}
          maxLength={400}
          defaultValue={value.parking}
          hint="Where to park and how to get in without steps. General Info and Contact Us both show it."
          error={e("parking")}
        />
        {text("Giving link", ["givingUrl"], value.givingUrl, { required: true, type: "url", hint: "The online giving page (https://...)." })}
      </Group>
      <Group legend="Social links">
        <SortableRows rows={social} label="Social links" name={(link, i) => `social link ${i + 1}`}>
          {(link, i, tools) => (
          <div className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-[12rem_1fr]">
            <SelectField
              label="Network"
              name={fieldName("social", i, "network")}
              defaultValue={link.network}
              options={[...Object.entries(SOCIAL_NETWORKS).map(([v, n]) => ({ value: v, label: n.label })), { value: "other", label: "Other (https only)" }]}
              error={e("social", i, "network")}
            />
            <Field label="Address" name={fieldName("social", i, "url")} type="url" defaultValue={link.url} error={e("social", i, "url")} />
            <div className="sm:col-span-2">
              {tools}
            </div>
          </div>
        )}
        </SortableRows>
        <AddButton onClick={social.add}>Add a social link</AddButton>
      </Group>
      <Group legend="Childcare programme">
        {text("Programme name", ["childcare", "name"], value.childcare.name, { required: true })}
        {text("Director", ["childcare", "director"], value.childcare.director)}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("Childcare phone", ["childcare", "phone"], value.childcare.phone, { required: true, type: "tel" })}
          {text("Childcare e-mail", ["childcare", "email"], value.childcare.email, { required: true, type: "email" })}
        </div>
        {text("Licence details", ["childcare", "licence"], value.childcare.licence)}
        {text("Opening hours", ["childcare", "hours"], value.childcare.hours, { required: true, hint: "Such as Monday-Friday, 6:30 AM-6:00 PM." })}
      </Group>
      <Group legend="Podcast">
        <PodcastFields value={value} errors={errors} />
      </Group>
    </>
  );
}

type FeesForm = { weekly: Array<{ label: string; amount: string; note: string }>; registration: string };

export function FeesFields({ value, errors }: { value: FeesForm; errors: Errors }) {
  const weekly = useRows(value.weekly, () => ({ label: "", amount: "", note: "" }));
  const e = (...path: Array<string | number>) => errors[fieldName(...path)];
  return (
    <>
      <Group legend="Weekly fees">
        <SortableRows rows={weekly} label="Weekly fees" name={(fee, i) => fee.label || `fee ${i + 1}`}>
          {(fee, i, tools) => (
          <div className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-[1fr_9rem]">
            <Field label="Who the fee is for" name={fieldName("weekly", i, "label")} defaultValue={fee.label} required maxLength={160} error={e("weekly", i, "label")} />
            <Field label="Weekly amount ($)" name={fieldName("weekly", i, "amount")} defaultValue={fee.amount} required inputMode="decimal" error={e("weekly", i, "amount")} />
            <Field className="sm:col-span-2" label="Note (optional)" name={fieldName("weekly", i, "note")} defaultValue={fee.note} maxLength={160} error={e("weekly", i, "note")} />
            <div className="sm:col-span-2">
              {tools}
            </div>
          </div>
        )}
        </SortableRows>
        {e("weekly") ? <p className="text-sm font-medium text-red-700">{e("weekly")}</p> : null}
        <AddButton onClick={weekly.add}>Add a fee</AddButton>
      </Group>
      <Field label="Registration fee ($)" name={fieldName("registration")} defaultValue={value.registration} required inputMode="decimal" error={e("registration")} className="max-w-xs" />
    </>
  );
}

type DocumentsForm = { forms: Array<ChildcareDocuments["forms"][number] & { upload?: string }>; links: ChildcareDocuments["links"] };

export function DocumentsFields({ value, errors }: { value: DocumentsForm; errors: Errors }) {
  const forms = useRows(value.forms, () => ({ title: "", file: "", upload: "" }));
  const links = useRows(value.links, () => ({ title: "", href: "" }));
  const e = (...path: Array<string | number>) => errors[fieldName(...path)];
  return (
    <>
      <Group legend="Forms parents download">
        <SortableRows rows={forms} label="Forms" name={(form, i) => form.title || `form ${i + 1}`}>
          {(form, i, tools) => (
          <div className="space-y-3 rounded border border-slate-200 p-3">
            <Field label="Title" name={fieldName("forms", i, "title")} defaultValue={form.title} required maxLength={120} error={e("forms", i, "title")} />
            <input type="hidden" name={fieldName("forms", i, "file")} value={form.file} />
            <UploadField
              label={form.file ? "Replace the PDF (optional)" : "PDF"}
              name={fieldName("forms", i, "upload")}
              kind="pdf"
              current={form.file ? { url: form.file, label: `current PDF of ${form.title}` } : undefined}
              hint="Parents get the new PDF once you publish; until then they still get the current one."
              error={e("forms", i, "upload") ?? e("forms", i, "file")}
            />
            {tools}
          </div>
        )}
        </SortableRows>
        <AddButton onClick={forms.add}>Add a form</AddButton>
      </Group>
      <Group legend="Links to other sites">
        <SortableRows rows={links} label="Links" name={(link, i) => link.title || `link ${i + 1}`}>
          {(link, i, tools) => (
          <div className="space-y-3 rounded border border-slate-200 p-3">
            <Field label="Title" name={fieldName("links", i, "title")} defaultValue={link.title} required maxLength={200} error={e("links", i, "title")} />
            <Field label="Address" name={fieldName("links", i, "href")} type="url" defaultValue={link.href} required error={e("links", i, "href")} />
            {tools}
          </div>
        )}
        </SortableRows>
        <AddButton onClick={links.add}>Add a link</AddButton>
      </Group>
    </>
  );
}
