import { BabyIcon, BookIcon, ClockIcon, HeartIcon } from "../../components/icons.tsx";
import { WordsPage } from "../../components/page-header.tsx";
import { Prose, inline } from "../../components/prose.tsx";
import { StaffSection } from "../../components/staff-section.tsx";
import { entriesFor, timeSpan } from "../../../shared/content/schedule.ts";
import { servicesContext } from "../../context.ts";
import { pageContent } from "../../lib/content.server.ts";
import { attempt } from "../../lib/load.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { PageSection } from "../../components/page-section.tsx";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = pageWordsMeta;

/** The schedule row whose time each Sunday card shows (the ids the seed gives them, which staff never change). */
const CARD_ROWS = { sundaySchool: "about-sunday-school", worship: "sunday-worship", nursery: "nursery" } as const;

/** The Sunday cards take their times from the schedule's rows for this page, each card from its own row. */
export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const { page, snapshot, today } = await pageContent(args, "/about");
  const rows = entriesFor(snapshot.schedule, "/about", today);
  const timeOf = (id: string) => {
    const row = rows.find((e) => e.id === id);
    return row ? timeSpan(row) : "";
  };
  return {
    page,
    times: { sundaySchool: timeOf(CARD_ROWS.sundaySchool), worship: timeOf(CARD_ROWS.worship), nursery: timeOf(CARD_ROWS.nursery) },
    staff: await attempt("church staff", () => services.churchStaff.list()),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { page, times, staff } = loaderData;
  const words = page.sections;
  return (
    <WordsPage eyebrow="Welcome" page={page}>

      <PageSection className="container-page py-12" headingId="sunday-heading" title="Sunday Mornings">
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          <TimeCard icon={<BookIcon className="h-6 w-6" />} title="Sunday School" time={times.sundaySchool} html={words["sunday-school"] ?? ""} />
          <TimeCard icon={<ClockIcon className="h-6 w-6" />} title="Worship" time={times.worship} html={words.worship ?? ""} />
          <TimeCard icon={<BabyIcon className="h-6 w-6" />} title="Nursery" time={times.nursery} html={words.nursery ?? ""} />
        </ul>
      </PageSection>

      <div className="bg-brand-50">
        <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
          <PageSection headingId="accessibility-heading" title="Accessibility">
            <Prose html={words.accessibility ?? ""} className="prose-content mt-3 text-lg leading-relaxed" />
          </PageSection>

          <PageSection headingId="other-info-heading" title="Good to Know">
            <Prose html={words["good-to-know"] ?? ""} className="prose-content mt-4 leading-relaxed" />
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-brand-100 bg-white p-4 leading-relaxed">
              <HeartIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-600" />
              <Prose as="span" html={inline(words["next-steps"] ?? "")} />
            </p>
          </PageSection>
        </div>
      </div>

      <StaffSection loaded={staff} className="container-page py-12" intro={words["staff-intro"]} />
    </WordsPage>
  );
}

function TimeCard({ icon, title, time, html }: { icon: React.ReactNode; title: string; time: string; html: string }) {
  return (
    <li className="rounded-lg border border-slate-200 p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-2xl">
        <span className="text-accent-600">{icon}</span>
        {title}
      </h3>
      <p className="mt-2 text-xl font-semibold text-brand-700">{time}</p>
      <Prose html={html} className="prose-content mt-3 leading-relaxed" />
    </li>
  );
}
