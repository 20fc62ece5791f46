import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Field, SelectField, TextAreaField } from "./fields.tsx";

export type SeriesOption = { id: number; title: string };

/** What the service form's action answers to "Create series and choose it" (intent create-series). */
export type NewSeriesAnswer = { createdSeries?: SeriesOption; error?: string; fields?: Record<string, string>; values?: Record<string, string> };

/** The intent, and the names of the new series' fields (apart from the service's own title and description). */
export const NEW_SERIES = { intent: "create-series", title: "newSeriesTitle", description: "newSeriesDescription" } as const;

type SeriesFieldProps = {
  csrf: string;
  series: readonly SeriesOption[];
  /** The series chosen when the page was drawn (as typed before the server answered, or as saved). */
  defaultValue: string;
  /** What was typed before the server answered (a page without JavaScript is drawn anew). */
  typed: Record<string, string> | undefined;
  errors: Record<string, string>;
  /** A series the last post made (without JavaScript): said once, above the fields. */
  created?: SeriesOption;
};

/**
 * The sermon's series, and "New series" to make one without leaving the service form (issue 30): its
 * title and description go to the page's action, which makes it through the series' own schema and
 * service, and it comes back chosen. With JavaScript only those fields are sent, so the rest of the form
 * (and an upload still running) stays as it is; without, the button sends the whole form and the page
 * is drawn again with everything typed.
 */
export function SeriesField({ csrf, series, defaultValue, typed, errors, created }: SeriesFieldProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<NewSeriesAnswer>();
  const [value, setValue] = useState(defaultValue);
  const [made, setMade] = useState<SeriesOption[]>([]);
  const [title, setTitle] = useState(typed?.[NEW_SERIES.title] ?? "");
  const [description, setDescription] = useState(typed?.[NEW_SERIES.description] ?? "");
  const [open, setOpen] = useState(Boolean(errors[NEW_SERIES.title] || errors[NEW_SERIES.description]));
  const [said, setSaid] = useState(created ? madeSentence(created) : "");
  const [answered, setAnswered] = useState(fetcher.data);
  const box = useRef<HTMLDivElement>(null);
  /** How many series were made here: each one moves the focus to the list it was chosen in. */
  const [madeCount, setMadeCount] = useState(0);
  const sending = fetcher.state !== "idle";

  // The fetcher's answer, taken in once: a new series is added to the list and chosen.
  if (fetcher.state === "idle" && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    const made = fetcher.data?.createdSeries;
    if (made) {
      setMade((list) => [...list, made]);
      setValue(String(made.id));
      setTitle("");
      setDescription("");
      setOpen(false);
      setSaid(madeSentence(made));
      setMadeCount((n) => n + 1);
    }
  }
  useEffect(() => {
    if (madeCount) box.current?.querySelector("select")?.focus();
  }, [madeCount]);

  const own = fetcher.state === "idle" ? fetcher.data?.fields : undefined;
  const titleError = own?.[NEW_SERIES.title] ?? errors[NEW_SERIES.title];
  const options = [...series, ...made.filter((m) => !series.some((s) => s.id === m.id))];
  return (
    <div ref={box} className="space-y-3">
      <SelectField
        label="Series (optional)"
        name="seriesId"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        options={[{ value: "", label: "No series" }, ...options.map((s) => ({ value: String(s.id), label: s.title }))]}
        hint="A series not listed yet can be made here with New series; its artwork is added under Sermon series on the Past Services page."
        error={errors.seriesId}
      />
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {said}
      </p>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3">
        <summary className="cursor-pointer font-semibold text-brand-700">New series</summary>
        <div className="mt-3 space-y-3">
          <Field
            label="Series title"
            name={NEW_SERIES.title}
            maxLength={120}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter here makes the series, not the service.
              if (event.key === "Enter" && hydrated) {
                event.preventDefault();
                create();
              }
            }}
            hint="Such as Advent 2026: Waiting in Hope."
            error={titleError}
          />
          <TextAreaField
            label="Series description (optional)"
            name={NEW_SERIES.description}
            rows={2}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            hint="Shown on the series page and in podcast apps."
            error={own?.[NEW_SERIES.description] ?? errors[NEW_SERIES.description]}
          />
          {/* Without JavaScript a submit button of the whole form; with it, the two fields alone are sent. */}
          <button
            type={hydrated ? "button" : "submit"}
            name="intent"
            value={NEW_SERIES.intent}
            formNoValidate
            className="btn-outline"
            disabled={sending}
            aria-busy={sending || undefined}
            onClick={hydrated ? create : undefined}
          >
            {sending ? "Creating the series..." : "Create series and choose it"}
          </button>
        </div>
      </details>
    </div>
  );

  function create() {
    if (sending) return;
    setSaid("");
    void fetcher.submit({ csrf, intent: NEW_SERIES.intent, [NEW_SERIES.title]: title, [NEW_SERIES.description]: description }, { method: "post" });
  }
}

const madeSentence = (series: SeriesOption) => `The series “${series.title}” was created and is chosen for this service.`;
