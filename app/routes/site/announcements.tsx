import { redirect } from "react-router";
import { AnnouncementList } from "../../components/announcement-list.tsx";
import { ArchivePager } from "../../components/archive-pager.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { Prose, inline } from "../../components/prose.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { servicesContext } from "../../context.ts";
import { attempt } from "../../lib/load.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { archivePageAddress } from "../../../shared/archive-pages.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import type { Route } from "./+types/announcements";

export const meta: Route.MetaFunction = pageWordsMeta;

/** 20 announcements a page, newest first (issue 33); a page that is no more leads to the last one there is. */
export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const loaded = await attempt("announcements", () => services.announcements.publicPage(pageQuery(args.url, "/announcements").get("page")));
  if (loaded.ok && !loaded.data.canonical) throw redirect(archivePageAddress("/announcements", loaded.data.page));
  return {
    page: (await pageContent(args, "/announcements")).page,
    announcements: loaded.ok ? ({ ok: true, data: loaded.data.items } as const) : loaded,
    place: loaded.ok ? { page: loaded.data.page, pages: loaded.data.pages } : null,
    timeZone: services.site.timeZone,
  };
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  const { page, announcements, place, timeZone } = loaderData;
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        lead={<Prose as="span" html={inline(page.sections.lead ?? "")} className="[&_a]:whitespace-nowrap [&_a]:text-white [&_a]:underline" />}
        hero={page.hero}
      />
      <div className="container-page max-w-3xl pt-4 pb-12">
        <AnnouncementList loaded={announcements} timeZone={timeZone} />
        {place ? <ArchivePager label="Pages of announcements" page={place.page} pages={place.pages} address={(n) => archivePageAddress("/announcements", n)} /> : null}
      </div>
    </main>
  );
}
