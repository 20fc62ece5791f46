import { useState } from "react";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { AdminHeading, CardSection } from "../../../components/admin/admin-ui.tsx";
import { TextAreaField } from "../../../components/admin/fields.tsx";
import { Alert, Notice, Spinner } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, parseOr400 } from "../../../lib/admin.server.ts";
import { validateForm } from "../../../lib/form-values.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { longDate } from "../../../../shared/dates.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { IMPORT_LINE_LIMIT, readingImportSchema } from "../../../../shared/schemas/admin/daily-readings.ts";
import { readingsListPath } from "./paths.ts";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Import daily readings");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  return { csrf: csrfToken };
}

/**
 * Preview reads the paste and compares it with what is stored, storing nothing; Import stores every good
 * line in one transaction. Both read the same pasted text, so Import does what the preview showed.
 */
export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const { readings } = args.context.get(servicesContext);
  const parsed = parseOr400(readingImportSchema, values);
  if (!parsed.ok) return parsed.response;
  const text = parsed.data.lines;
  if (intent === "import") {
    const outcome = await readings.importLines(text, actor);
    if (outcome.ok) {
      return redirect(readingsListPath(outcome.value.firstMonth, "imported", { added: String(outcome.value.added), replaced: String(outcome.value.replaced) }));
    }
    const preview = await readings.previewImport(text);
    return data({ error: outcome.error, fields: outcome.fields, preview, lines: text }, { status: outcome.status });
  }
  const preview = await readings.previewImport(text);
  if (preview.refusal) return data({ error: preview.refusal, fields: { lines: preview.refusal }, preview: null, lines: text }, { status: 400 });
  return { preview, lines: text };
}

const ACTION_LABELS = { add: "Add", replace: "Replace", same: "No change" } as const;

export default function ImportReadings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [clientError, setClientError] = useState<string | null>(null);
  // Import stores what was previewed: once the lines change, they must be previewed again.
  // (The flag belongs to the answer it was raised under, so a new preview clears it.)
  const [changedSince, setChangedSince] = useState<unknown>(null);
  const changed = actionData !== undefined && changedSince === actionData;
  const preview = actionData && "preview" in actionData ? actionData.preview : null;
  const serverError = actionData && "error" in actionData ? actionData.error : undefined;
  const fieldError = clientError ?? (actionData && "fields" in actionData ? actionData.fields?.lines : undefined);
  const toStore = preview ? preview.counts.add + preview.counts.replace : 0;

  return (
    <div className="max-w-5xl">
      <AdminHeading
        title="Import daily readings"
        lead="Paste many readings at once, for example a month's reading plan from a spreadsheet. Preview shows what will change; nothing is saved until you press Import."
      />
      <p className="mt-4">
        <Link to={readingsListPath(null)} className="font-semibold text-brand-700 underline">
          Back to the list of readings
        </Link>
      </p>
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-5"
        onSubmit={(event) => {
          const result = validateForm(readingImportSchema, new FormData(event.currentTarget));
          setClientError(result.ok ? null : (result.fields.lines ?? null));
          if (!result.ok) {
            event.preventDefault();
            event.currentTarget.querySelector<HTMLElement>("textarea")?.focus();
          }
        }}
      >
        <input type="hidden" name="csrf" value={csrf} />
        {serverError && serverError !== fieldError ? <Alert>{serverError}</Alert> : null}
        <TextAreaField
          label="Readings, one per line"
          name="lines"
          rows={10}
          required
          spellCheck={false}
          defaultValue={actionData && "lines" in actionData ? actionData.lines : undefined}
          onInput={() => setChangedSince(actionData)}
          error={fieldError ?? undefined}
          hint={
            <>
              Start each line with the date (2026-11-22 or 11/22/2026), then a tab, a comma or a space, then the scripture, for example{" "}
              <code className="rounded bg-slate-100 px-1">11/22/2026, Psalm 23:1-6</code>. Two columns copied from a spreadsheet work as they are. At most{" "}
              {IMPORT_LINE_LIMIT.toLocaleString("en-US")} lines at a time. A date that already has a reading gets the new scripture.
            </>
          }
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
          <button type="submit" name="intent" value="preview" className={preview && !changed ? "btn-outline gap-2" : "btn gap-2"} disabled={Boolean(busy)}>
            {busy === "preview" ? <Spinner /> : null}
            {busy === "preview" ? "Previewing..." : "Preview"}
          </button>
          {preview && !changed && toStore > 0 ? (
            <button type="submit" name="intent" value="import" className="btn gap-2" disabled={Boolean(busy)}>
              {busy === "import" ? <Spinner /> : null}
              {busy === "import" ? "Importing..." : `Import ${toStore} ${toStore === 1 ? "reading" : "readings"}`}
            </button>
          ) : null}
          <Link to={readingsListPath(null)} className="btn-outline">
            Cancel
          </Link>
        </div>
        {preview && changed ? <Notice tone="info">You changed the lines since the preview. Press Preview again to see what will be imported.</Notice> : null}
      </Form>

      {preview && !changed ? <PreviewResult preview={preview} /> : null}
    </div>
  );
}

type Preview = NonNullable<Extract<Route.ComponentProps["actionData"], { preview: unknown }>["preview"]>;

function PreviewResult({ preview }: { preview: Preview }) {
  const { counts, rows, problems } = preview;
  const toStore = counts.add + counts.replace;
  return (
    <>
      <div className="mt-8">
        <Notice tone="info">
          {toStore === 0 ? "Nothing will change: " : "Preview only, nothing is saved yet: "}
          {counts.add} to add, {counts.replace} to replace, {counts.same} already as given
          {problems.length > 0 ? `, and ${problems.length} ${problems.length === 1 ? "line has a problem and will be skipped" : "lines have problems and will be skipped"}` : ""}.
        </Notice>
      </div>
      {problems.length > 0 ? (
        <CardSection title={`Lines with problems (${problems.length})`}>
          <p className="mt-2 text-slate-700">These lines will not be imported. Correct them in the box above and press Preview again, or import the rest without them.</p>
          <ScrollingTable label="Lines with problems" caption="Lines that cannot be imported" columns={["Line", "What you pasted", "What is wrong"]}>
            {problems.map((p) => (
              <tr key={p.line} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-4 font-semibold">{p.line}</td>
                <td className="py-2 pr-4 font-mono whitespace-pre-wrap [overflow-wrap:anywhere]">{p.text}</td>
                <td className="py-2 text-red-800">{p.message}</td>
              </tr>
            ))}
          </ScrollingTable>
        </CardSection>
      ) : null}
      {rows.length > 0 ? (
        <CardSection title={`Readings in the paste (${rows.length})`}>
          <ScrollingTable label="Readings in the paste" caption="What the import does with each reading" columns={["Line", "Date", "Scripture", "What happens"]}>
            {rows.map((r) => (
              <tr key={r.line} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-4">{r.line}</td>
                <td className="py-2 pr-4">{longDate(r.readingDate)}</td>
                <td className="py-2 pr-4 break-words">{r.scripture}</td>
                <td className="py-2">
                  <span className="font-semibold">{ACTION_LABELS[r.action]}</span>
                  {r.action === "replace" ? <span className="block text-slate-700">was {r.current}</span> : null}
                </td>
              </tr>
            ))}
          </ScrollingTable>
        </CardSection>
      ) : null}
    </>
  );
}

/** A wide table scrolls sideways on a phone; the region can take focus so the keyboard can scroll it too. */
function ScrollingTable({ label, caption, columns, children }: { label: string; caption: string; columns: string[]; children: React.ReactNode }) {
  return (
    <div className="mt-4 overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column, i) => (
              <th key={column} scope="col" className={i < columns.length - 1 ? "py-2 pr-4" : "py-2"}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
