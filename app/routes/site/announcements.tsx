import { AnnouncementList } from "../../components/announcement-list.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { Prose, inline } from "../../components/prose.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { servicesContext } from "../../context.ts";
import { attempt } from "../../lib/load.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/announcements";

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  return {
    page: (await pageContent(args, "/announcements")).page,
    announcements: await attempt("announcements", () => services.announcements.publicView()),
    timeZone: services.site.timeZone,
  };
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  const { page, announcements, timeZone } = loaderData;
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        lead={<Prose as="span" html={inline(page.sections.lead ?? "")} className="[&_a]:whitespace-nowrap [&_a]:text-white [&_a]:underline" />}
        hero={page.hero}
      />
      <div className="container-page max-w-3xl pt-4 pb-12">
        <AnnouncementList loaded={announcements} timeZone={timeZone} />
      </div>
    </main>
  );
}
