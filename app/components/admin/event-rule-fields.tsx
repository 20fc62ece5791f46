import { useId } from "react";
import type { Preview } from "../../../server/events/event-editing.ts";
import { DAY_NAMES, MAX_COUNT, MONTH_WEEKS, RULE_DAYS } from "../../../shared/events.ts";
import { optionsOf } from "../fields.tsx";
import { CheckboxGroup, Field, FieldGroup, SelectField } from "./fields.tsx";

/**
 * The parts of the event form (app/routes/admin/events/edit.tsx) that depend on a choice: how the
 * event repeats, and its time zone. The fields of the choices not made are hidden by the style sheet
 * (`data-for-*` in app.css, matched with `:has()` against the chosen option), so they follow the
 * choice as it changes, and the same with or without JavaScript (issue 30, item 3).
 */

const REPEATS = optionsOf({ none: "Does not repeat", weekly: "Weekly", monthly: "Monthly", yearly: "Yearly" });
const MONTHLY_BY = optionsOf({ day: "The same day of the month as the start", weekday: "A weekday of the month, such as the third Tuesday" });
const ENDS = optionsOf({ never: "Never", on: "On a date", after: "After a number of times" });
const WEEK_LABELS: Record<(typeof MONTH_WEEKS)[number], string> = { "1": "First", "2": "Second", "3": "Third", "4": "Fourth", "5": "Fifth", last: "Last" };

type Values = Record<string, string | undefined>;
type Errors = Record<string, string>;

export function RepeatFields({ v, errors, preview }: { v: Values; errors: Errors; preview: Preview | null }) {
  return (
    <div data-rule className="space-y-3">
      <FieldGroup legend="Repeats">
        <SelectField label="How often" name="repeat" defaultValue={v.repeat} options={REPEATS} error={errors.repeat} />
        <div data-for-repeat="weekly monthly yearly">
          <Field label="Every how many weeks, months or years" name="interval" type="number" min={1} max={12} defaultValue={v.interval ?? "1"} className="max-w-xs" error={errors.interval} />
        </div>
        <div data-for-repeat="weekly">
          <CheckboxGroup legend="Weekly: on these days" hint="None ticked: the day it starts on." choices={RULE_DAYS.map((d) => ({ name: `weekday:${d}`, label: DAY_NAMES[d], checked: v[`weekday:${d}`] === "on" }))} />
        </div>
        <div data-for-repeat="monthly" className="space-y-3">
          <SelectField
            label="Monthly: on"
            name="monthlyBy"
            defaultValue={v.monthlyBy}
            options={MONTHLY_BY}
            hint="A day that some months lack (the 31st) is skipped in those months, as the calendar standard defines; so is a fifth weekday."
          />
          <div data-for-monthly-by="weekday" className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Which week" name="monthWeek" defaultValue={v.monthWeek} options={[{ value: "", label: "As the start date" }, ...MONTH_WEEKS.map((w) => ({ value: w, label: WEEK_LABELS[w] }))]} error={errors.monthWeek} />
            <SelectField label="Which day" name="monthWeekday" defaultValue={v.monthWeekday} options={[{ value: "", label: "As the start date" }, ...RULE_DAYS.map((d) => ({ value: d, label: DAY_NAMES[d] }))]} error={errors.monthWeekday} />
          </div>
        </div>
        <div data-for-repeat="weekly monthly yearly" className="space-y-3">
          <SelectField label="Ends" name="ends" defaultValue={v.ends} options={ENDS} />
          <div data-for-ends="on">
            <Field label="Last date (when it ends on a date)" name="until" type="date" defaultValue={v.until} error={errors.until} className="max-w-xs" />
          </div>
          <div data-for-ends="after">
            <Field label={`Number of times (at most ${MAX_COUNT})`} name="count" type="number" min={1} max={MAX_COUNT} defaultValue={v.count} error={errors.count} className="max-w-xs" />
          </div>
        </div>
        {preview ? (
          <div className="rounded-lg border border-brand-100 bg-brand-50 p-4" role="status" aria-live="polite">
            <p className="font-semibold text-brand-900">{preview.words}</p>
            {preview.notes.map((n) => (
              <p key={n} className="mt-1 text-sm text-slate-700">
                {n}
              </p>
            ))}
            <p className="mt-2 text-sm font-medium text-slate-900">Next dates:</p>
            <ul className="list-disc pl-6 text-sm">
              {preview.dates.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Choose “Show the dates” to see the rule in words and the next five dates before saving.</p>
        )}
      </FieldGroup>
    </div>
  );
}

const readable = (zone: string) => zone.replace(/_/g, " ");

/**
 * The time zone: the church's first (almost every event keeps it), the event's own when it has
 * another, and any other found by a search of the whole list (a datalist: the browser offers the
 * names that match what is typed).
 */
export function TimeZoneField({ v, errors, siteTimeZone, timeZones }: { v: Values; errors: Errors; siteTimeZone: string; timeZones: readonly string[] }) {
  const listId = useId();
  const chosen = v.timeZone || siteTimeZone;
  const options = [
    { value: siteTimeZone, label: `${readable(siteTimeZone)} (the church's)` },
    ...(chosen !== siteTimeZone && chosen !== "other" ? [{ value: chosen, label: readable(chosen) }] : []),
    { value: "other", label: "Another time zone..." },
  ];
  return (
    <div data-time-zone className="space-y-3">
      <SelectField label="Time zone" name="timeZone" defaultValue={chosen} options={options} error={errors.timeZone} />
      <div data-for-time-zone="other">
        <Field
          label="Find the time zone"
          name="otherTimeZone"
          type="search"
          list={listId}
          autoComplete="off"
          defaultValue={v.otherTimeZone}
          hint="Type a city or a region, such as Chicago or Europe/London, and choose it from the list."
          error={errors.otherTimeZone}
        />
        <datalist id={listId}>
          {timeZones
            .filter((zone) => zone !== siteTimeZone)
            .map((zone) => (
              <option key={zone} value={zone} />
            ))}
        </datalist>
      </div>
    </div>
  );
}
