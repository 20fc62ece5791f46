import { WordsPage } from "../../components/page-header.tsx";
import { Prose } from "../../components/prose.tsx";
import { type ScheduleEntry, entriesFor, timeRange } from "../../../shared/content/schedule.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/worship";

export const meta: Route.MetaFunction = pageWordsMeta;

type Row = { name: string; time: string; note: string };
const rowOf = (entry: ScheduleEntry): Row => ({ name: entry.name, time: timeRange(entry), note: entry.note });

/** The Sunday and Wednesday tables are the weekly schedule's rows for this page, in the schedule's order; the words come from the page's sections. */
export async function loader(args: Route.LoaderArgs) {
  const { page, snapshot, today } = await pageContent(args, "/worship");
  const entries = entriesFor(snapshot.schedule, "/worship", today);
  return {
    page,
    sunday: entries.filter((e) => e.weekday === "Sunday").map(rowOf),
    wednesday: entries.filter((e) => e.weekday === "Wednesday").map(rowOf),
  };
}

function Schedule({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-6">
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200">
        {rows.map((row) => (
          <div key={row.name} className="grid grid-cols-[1fr_auto] gap-x-4 py-3">
            <dt className="font-semibold">{row.name}</dt>
            <dd className="text-right font-semibold">{row.time}</dd>
            {row.note ? <dd className="col-span-2 text-slate-700">{row.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

export default function Worship({ loaderData }: Route.ComponentProps) {
  const { page, sunday, wednesday } = loaderData;
  return (
    <WordsPage eyebrow="Worship" page={page}>
      <div className="container-page grid gap-8 py-12 lg:grid-cols-2">
        <Schedule id="sunday-heading" title="Sundays" rows={sunday} />
        {wednesday.length ? <Schedule id="wednesday-heading" title="Wednesdays" rows={wednesday} /> : null}
      </div>
      <div className="container-page prose-content max-w-3xl pb-12">
        <Prose html={page.sections.online ?? ""} />
        <Prose html={page.sections.nursery ?? ""} />
      </div>
    </WordsPage>
  );
}
