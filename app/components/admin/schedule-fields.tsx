import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { fieldName } from "../../../shared/content/editors.ts";
import { PAGES, type PagePath } from "../../../shared/content/pages.ts";
import { type Schedule, type ScheduleEntry, WEEKDAYS, WEEKS, clockTime, dayRule, scheduleEntry } from "../../../shared/content/schedule.ts";
import { CheckboxField, CheckboxGroup, Field, SelectField } from "./fields.tsx";
import { AddButton, type RowParts, SortableRows, useRows } from "./form-rows.tsx";

/**
 * The weekly schedule's editor (issue 30, item 3). Sixteen entries of a dozen fields and 29 page boxes
 * each made one form 44 phone screens long; now each entry is one line (name, day, time) that opens
 * its short form, with the pages it shows on, its calendar and its first and last date folded away
 * again. Closed rows keep their fields in the form, so nothing typed is lost when another row is
 * opened, and the form still posts every field without JavaScript (`<details>` opens without it).
 */

type Errors = Record<string, string>;
type Category = { slug: string; name: string };

const WEEK_LABELS: Record<(typeof WEEKS)[number], string> = { every: "Every week", "1": "1st of the month", "2": "2nd of the month", "3": "3rd of the month", "4": "4th of the month", "5": "5th of the month", last: "Last of the month" };

/** Pages a schedule entry can be shown on. */
const SCHEDULE_PAGES = (Object.keys(PAGES) as PagePath[]).filter((path) => path !== "*").map((path) => ({ path, title: PAGES[path].label }));

const blankEntry = () => scheduleEntry({ id: `entry-${Date.now().toString(36)}`, name: "" });

const isClock = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export function ScheduleFields({ value, errors, categories = [], similar = {} }: { value: Schedule; errors: Errors; categories?: readonly Category[]; similar?: Record<string, string> }) {
  const entries = useRows(value.entries, blankEntry);
  const [added, setAdded] = useState<number | null>(null);
  return (
    <>
      <p className="text-slate-700">Each line is one entry: open it to change its day, time, place or pages. Drag an entry by its handle to reorder, or open it for its move buttons.</p>
      <SortableRows rows={entries} label="Schedule entries" name={(entry, i) => entry.name || `entry ${i + 1}`}>
        {(entry, index, _tools, parts) => <ScheduleRow entry={entry} index={index} errors={errors} similar={similar[fieldName("entries", index)]} categories={categories} parts={parts} isNew={parts.key === added} />}
      </SortableRows>
      <AddButton onClick={() => setAdded(entries.add())}>Add an entry</AddButton>
    </>
  );
}

/** What a closed row says, kept up to date as its fields change. */
type Line = Pick<ScheduleEntry, "name" | "weekday" | "week" | "start">;

function ScheduleRow({ entry, index, errors, similar, categories, parts, isNew }: { entry: ScheduleEntry; index: number; errors: Errors; similar?: string; categories: readonly Category[]; parts: RowParts; isNew: boolean }) {
  const row = (...path: Array<string | number>) => fieldName("entries", index, ...path);
  const e = (...path: Array<string | number>) => errors[row(...path)];
  const mistakes = Object.keys(errors).some((name) => name.startsWith(`${row()}.`));
  const [line, setLine] = useState<Line>({ name: entry.name, weekday: entry.weekday, week: entry.week, start: entry.start });
  const [pages, setPages] = useState<readonly string[]>(entry.pages);
  const [categoryNames, setCategoryNames] = useState<readonly string[]>(entry.categories ?? []);
  const [hidden, setHidden] = useState(entry.hideFromCalendar ?? false);
  const details = useRef<HTMLDetailsElement>(null);
  const nameId = useId();
  // Opened at first for a new row or one with something to say; after that the person opens and closes it.
  const [openAtFirst] = useState(isNew || mistakes || Boolean(similar));
  useEffect(() => {
    if ((mistakes || similar) && details.current) details.current.open = true;
  }, [mistakes, similar]);
  useEffect(() => {
    if (isNew) details.current?.querySelector<HTMLInputElement>(`[name="${row("name")}"]`)?.focus();
    // Only when the row is added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function follow(event: FormEvent<HTMLDetailsElement>) {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    const part = field.name.slice(row().length + 1).replace(/:bool$/, "");
    if (part === "name" || part === "weekday" || part === "week" || part === "start") setLine((now) => ({ ...now, [part]: field.value }));
    const ticked = (prefix: string) => [...(details.current?.querySelectorAll<HTMLInputElement>(`input[name^="${row(prefix)}."]:checked`) ?? [])].map((box) => box.value);
    if (part.startsWith("pages.")) setPages(ticked("pages"));
    if (part.startsWith("categories.")) setCategoryNames(ticked("categories"));
    if (part === "hideFromCalendar") setHidden((field as HTMLInputElement).checked);
  }

  const when = `${dayRule(line)}${isClock(line.start) ? `, ${clockTime(line.start)}` : ""}`;
  const pageNames = SCHEDULE_PAGES.filter((page) => pages.includes(page.path)).map((page) => page.title);
  const calendar = hidden ? "left out" : categories.filter((c) => categoryNames.includes(c.slug)).map((c) => c.name).join(", ") || "no category";
  return (
    <div className="flex items-start gap-2">
      {parts.handle}
      <details ref={details} open={openAtFirst} onChange={follow} aria-labelledby={nameId} className="group/row min-w-0 flex-1 rounded-lg border border-slate-200 bg-white open:border-brand-600">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-lg px-4 py-2 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-3">
            <span id={nameId} className="font-semibold text-slate-900">
              {line.name || "New entry"}
            </span>
            <span className="text-sm text-slate-700 sm:text-base">{when}</span>
            {mistakes ? <span className="mt-1 self-start rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800 sm:mt-0">Needs a change</span> : null}
            {similar && !mistakes ? <span className="mt-1 self-start rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900 sm:mt-0">Like another meeting</span> : null}
          </span>
          <Chevron className="group-open/row:rotate-180" />
        </summary>
        <div className="space-y-4 border-t border-slate-200 p-4">
          {similar ? <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">{similar}</p> : null}
          <input type="hidden" name={row("id")} value={entry.id} />
          {e("id") ? <p className="text-sm font-medium text-red-700">{e("id")}</p> : null}
          <Field label="Name" name={row("name")} defaultValue={entry.name} required maxLength={80} error={e("name")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Day" name={row("weekday")} defaultValue={entry.weekday} options={WEEKDAYS.map((d) => ({ value: d, label: d }))} error={e("weekday")} />
            <SelectField label="Which weeks" name={row("week")} defaultValue={entry.week} options={WEEKS.map((w) => ({ value: w, label: WEEK_LABELS[w] }))} error={e("week")} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Starts at" type="time" name={row("start")} defaultValue={entry.start} required error={e("start")} />
            <Field label="Ends at (optional)" type="time" name={row("end")} defaultValue={entry.end} error={e("end")} />
          </div>
          <Field
            label="Place (optional)"
            name={row("place")}
            defaultValue={entry.place}
            maxLength={120}
            hint="A room of the church, such as Sanctuary. For a meeting away from the church, its whole address: Wesley House, 402 College Avenue, Cedar Hill, NC 27514. The pages that name where it meets follow what you write here."
            error={e("place")}
          />
          <Field label="Note (optional)" name={row("note")} defaultValue={entry.note} maxLength={200} error={e("note")} />
          <CheckboxField label="Show on the home page" name={`${row("onHome")}:bool`} defaultChecked={entry.onHome} />
          <Fold title="Shows on" now={pageNames.length ? pageNames.join(", ") : "no page yet"} open={Boolean(e("pages"))}>
            <CheckboxGroup
              legend="Pages that show this entry"
              columns
              choices={SCHEDULE_PAGES.map((page, p) => ({ name: row("pages", p), value: page.path, label: page.title, checked: entry.pages.includes(page.path) }))}
              error={e("pages")}
            />
          </Fold>
          <Fold title="Events calendar" now={calendar}>
            {categories.length ? (
              <CheckboxGroup
                legend="Calendar categories"
                hint="The entry appears in the events calendar and in these categories' calendar feeds."
                columns
                choices={categories.map((category, c) => ({ name: row("categories", c), value: category.slug, label: category.name, checked: (entry.categories ?? []).includes(category.slug) }))}
              />
            ) : null}
            <CheckboxField
              label="Leave out of the events calendar"
              name={`${row("hideFromCalendar")}:bool`}
              defaultChecked={entry.hideFromCalendar ?? false}
              hint="For an entry that repeats another one, such as a second wording of the same time."
            />
          </Fold>
          <Fold title="First and last date" now={entry.startsOn || entry.endsOn ? [entry.startsOn && `from ${entry.startsOn}`, entry.endsOn && `until ${entry.endsOn}`].filter(Boolean).join(" ") : "none"} open={Boolean(e("startsOn") || e("endsOn"))}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First date (optional)" type="date" name={row("startsOn")} defaultValue={entry.startsOn} hint='Before this date, pages say "beginning ...".' error={e("startsOn")} />
              <Field label="Last date (optional)" type="date" name={row("endsOn")} defaultValue={entry.endsOn} hint="After this date the entry disappears by itself." error={e("endsOn")} />
            </div>
          </Fold>
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
            {parts.moves}
            {parts.remove}
          </div>
        </div>
      </details>
    </div>
  );
}

/** Fields folded away behind one line saying what they hold now ("Shows on: Worship, About"). */
function Fold({ title, now, open = false, children }: { title: string; now: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group/fold rounded-md border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="font-medium text-slate-900">{`${title}: `}</span>
          <span className="text-slate-700">{now}</span>
        </span>
        <Chevron className="group-open/fold:rotate-180" />
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-3">{children}</div>
    </details>
  );
}

/** The arrow of a folded row, turned while it is open (`className` names the row's group). */
function Chevron({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor" className={`shrink-0 text-slate-600 transition-transform ${className}`}>
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
