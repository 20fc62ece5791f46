import { type ReactNode, useRef, useState } from "react";
import type { ChildcareDocuments } from "../../../shared/content/childcare.ts";
import { PODCAST_ARTWORK_FIELD, fieldName } from "../../../shared/content/editors.ts";
import { PAGES, type PagePath } from "../../../shared/content/pages.ts";
import { type Schedule, WEEKDAYS, WEEKS, scheduleEntry } from "../../../shared/content/schedule.ts";
import { SOCIAL_NETWORKS, type SiteSettings } from "../../../shared/content/settings.ts";
import { CheckboxField, CheckboxGroup, Field, SelectField, TextAreaField } from "./fields.tsx";
import { SortableList } from "./sortable-list.tsx";
import { UploadField } from "./upload-field.tsx";

/**
 * The fields of the content editors (app/routes/admin/content/editor.tsx), one component per kind of
 * document. Every field is named by its path in the document (shared/content/editors.ts), so the
 * posted form reads back into the document and each error lands beside its field.
 */
export type Errors = Record<string, string>;

const smallButton = "inline-flex min-h-6 items-center rounded px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 disabled:opacity-40";

/**
 * Rows staff add, remove and reorder in the browser. Each row keeps a stable React key (its inputs keep
 * what was typed) while its field names follow its position.
 */
function useRows<T>(initial: readonly T[], blank: () => T) {
  const next = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((value, i) => ({ key: i, value })));
  return {
    rows,
    add: () => setRows((r) => [...r, { key: next.current++, value: blank() }]),
    remove: (key: number) => setRows((r) => r.filter((row) => row.key !== key)),
    /** The rows in a new order of their keys (SortableList). */
    reorder: (keys: number[]) => setRows((r) => keys.map((key) => r.find((row) => row.key === key)).filter((row): row is { key: number; value: T } => row !== undefined)),
  };
}

type Rows<T> = ReturnType<typeof useRows<T>>;

/**
 * The rows of one list in a document, reordered by drag and drop, the keyboard or the move buttons
 * (SortableList in form mode: the order is saved with the document).
 */
function SortableRows<T>({ rows, label, name, children }: { rows: Rows<T>; label: string; name: (value: T, index: number) => string; children: (value: T, index: number, tools: ReactNode) => ReactNode }) {
  const items = rows.rows.map((row, i) => ({ id: row.key, name: name(row.value, i), value: row.value }));
  return (
    <SortableList
      items={items}
      label={label}
      mode={{ kind: "form", onChange: rows.reorder }}
      layout="stack"
      render={(item, tools) =>
        children(
          item.value,
          tools.index,
          <div className="flex flex-wrap items-center gap-2">
            {tools.handle}
            {tools.moves}
            <button type="button" className={smallButton} onClick={() => rows.remove(item.id)} aria-label={`Remove ${item.name}`}>
              Remove
            </button>
          </div>,
        )
      }
    />
  );
}

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="btn-outline gap-2" onClick={onClick}>
      <span aria-hidden="true">+</span> {children}
    </button>
  );
}

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
      <PodcastFields value={value} errors={errors} />
    </>
  );
}

/** The podcast's channel (issue 13): every sermon with audio is an episode of /podcast.xml. */
function PodcastFields({ value, errors }: { value: SiteSettings; errors: Errors }) {
  const e = (...path: Array<string | number>) => errors[fieldName(...path)];
  const { podcast } = value;
  const yesNo = [
    { value: "false", label: "No" },
    { value: "true", label: "Yes" },
  ];
  return (
    <Group legend="Podcast">
      <p className="text-sm text-slate-700">
        Every past service with sermon audio is an episode of the podcast at <code>/podcast.xml</code>. Empty fields use the church&apos;s name and office e-mail.
      </p>
      <Field label="Podcast title (optional)" name={fieldName("podcast", "title")} defaultValue={podcast.title} maxLength={120} hint={`Empty: "${value.churchName} Sermons".`} error={e("podcast", "title")} />
      <TextAreaField label="Description (optional)" name={fieldName("podcast", "description")} defaultValue={podcast.description} rows={3} maxLength={2000} error={e("podcast", "description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Author (optional)" name={fieldName("podcast", "author")} defaultValue={podcast.author} maxLength={120} hint="Empty: the church's name." error={e("podcast", "author")} />
        <Field label="Language" name={fieldName("podcast", "language")} defaultValue={podcast.language} required maxLength={6} hint="Such as en-us." error={e("podcast", "language")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Owner's name (optional)" name={fieldName("podcast", "ownerName")} defaultValue={podcast.ownerName} maxLength={120} error={e("podcast", "ownerName")} />
        <Field
          label="Owner's e-mail (optional)"
          name={fieldName("podcast", "ownerEmail")}
          type="email"
          defaultValue={podcast.ownerEmail}
          hint="Podcast directories write here to confirm the church owns the feed. Empty: the office e-mail."
          error={e("podcast", "ownerEmail")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Explicit content" name={`${fieldName("podcast", "explicit")}:bool`} defaultValue={String(podcast.explicit)} options={yesNo} error={e("podcast", "explicit")} />
        <SelectField
          label="Locked against copying to other hosts"
          name={`${fieldName("podcast", "locked")}:bool`}
          defaultValue={String(podcast.locked)}
          options={yesNo}
          hint="Yes: another podcast host may not import the feed without the owner's e-mail."
          error={e("podcast", "locked")}
        />
      </div>
      <input type="hidden" name={fieldName("podcast", "artwork")} value={podcast.artwork} />
      <UploadField
        label="Podcast artwork"
        name={PODCAST_ARTWORK_FIELD}
        kind="artwork"
        current={podcast.artwork ? { url: podcast.artwork, label: "podcast artwork" } : undefined}
        hint="Podcast apps need it to list the podcast."
        error={errors[PODCAST_ARTWORK_FIELD] ?? e("podcast", "artwork")}
      />
    </Group>
  );
}

const WEEK_LABELS: Record<(typeof WEEKS)[number], string> = { every: "Every week", "1": "1st of the month", "2": "2nd of the month", "3": "3rd of the month", "4": "4th of the month", "5": "5th of the month", last: "Last of the month" };

/** Pages a schedule entry can be shown on. */
const SCHEDULE_PAGES = (Object.keys(PAGES) as PagePath[]).filter((path) => path !== "*").map((path) => ({ path, title: PAGES[path].label }));

const blankEntry = () => scheduleEntry({ id: `entry-${Date.now().toString(36)}`, name: "" });

export function ScheduleFields({ value, errors, categories = [] }: { value: Schedule; errors: Errors; categories?: ReadonlyArray<{ slug: string; name: string }> }) {
  const entries = useRows(value.entries, blankEntry);
  const e = (...path: Array<string | number>) => errors[fieldName(...path)];
  return (
    <>
      <SortableRows rows={entries} label="Schedule entries" name={(entry, i) => entry.name || `entry ${i + 1}`}>
          {(entry, i, tools) => (
        <Group legend={entry.name || "New entry"}>
          <input type="hidden" name={fieldName("entries", i, "id")} value={entry.id} />
          {e("entries", i, "id") ? <p className="text-sm font-medium text-red-700">{e("entries", i, "id")}</p> : null}
          <Field label="Name" name={fieldName("entries", i, "name")} defaultValue={entry.name} required maxLength={80} error={e("entries", i, "name")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Day" name={fieldName("entries", i, "weekday")} defaultValue={entry.weekday} options={WEEKDAYS.map((d) => ({ value: d, label: d }))} error={e("entries", i, "weekday")} />
            <SelectField label="Which weeks" name={fieldName("entries", i, "week")} defaultValue={entry.week} options={WEEKS.map((w) => ({ value: w, label: WEEK_LABELS[w] }))} error={e("entries", i, "week")} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Starts at" type="time" name={fieldName("entries", i, "start")} defaultValue={entry.start} required error={e("entries", i, "start")} />
            <Field label="Ends at (optional)" type="time" name={fieldName("entries", i, "end")} defaultValue={entry.end} error={e("entries", i, "end")} />
          </div>
          <Field label="Place (optional)" name={fieldName("entries", i, "place")} defaultValue={entry.place} maxLength={120} error={e("entries", i, "place")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First date (optional)" type="date" name={fieldName("entries", i, "startsOn")} defaultValue={entry.startsOn} hint='Before this date, pages say "beginning ...".' error={e("entries", i, "startsOn")} />
            <Field label="Last date (optional)" type="date" name={fieldName("entries", i, "endsOn")} defaultValue={entry.endsOn} hint="After this date the entry disappears by itself." error={e("entries", i, "endsOn")} />
          </div>
          <Field label="Note (optional)" name={fieldName("entries", i, "note")} defaultValue={entry.note} maxLength={200} error={e("entries", i, "note")} />
          <CheckboxGroup
            legend="Shown on these pages"
            columns
            choices={SCHEDULE_PAGES.map((page, p) => ({ name: fieldName("entries", i, "pages", p), value: page.path, label: page.title, checked: entry.pages.includes(page.path) }))}
            error={e("entries", i, "pages")}
          />
          <CheckboxField label="Show on the home page" name={`${fieldName("entries", i, "onHome")}:bool`} defaultChecked={entry.onHome} />
          {categories.length ? (
            <CheckboxGroup
              legend="Events calendar categories"
              hint="The entry appears in the events calendar and in these categories' calendar feeds."
              columns
              choices={categories.map((category, c) => ({ name: fieldName("entries", i, "categories", c), value: category.slug, label: category.name, checked: (entry.categories ?? []).includes(category.slug) }))}
            />
          ) : null}
          <CheckboxField
            label="Leave out of the events calendar"
            name={`${fieldName("entries", i, "hideFromCalendar")}:bool`}
            defaultChecked={entry.hideFromCalendar ?? false}
            hint="For an entry that repeats another one, such as a second wording of the same time."
          />
          {tools}
        </Group>
      )}
        </SortableRows>
      <AddButton onClick={entries.add}>Add an entry</AddButton>
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

