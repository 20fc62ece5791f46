import { AnnouncementList } from "../../components/announcement-list.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { church } from "../../../shared/content/site.ts";
import { servicesContext } from "../../context.ts";
import { telHref } from "../../../shared/format.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/announcements";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, page: "/announcements" });

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return {
    announcements: await attempt("announcements", () => services.announcements.publicView()),
    timeZone: services.site.timeZone,
  };
}

export default function Announcements({ loaderData }: Route.ComponentProps) {
  const { announcements, timeZone } = loaderData;
  return (
    <main id="main">
      <PageHeader
        title="Announcements"
        lead={
          <>
            News from the life of {church.shortName}: upcoming events, changes to our schedule, and ways to serve and give. Check back often, or
            call the church office at{" "}
            <a href={telHref(church.officePhone)} className="whitespace-nowrap text-white underline">
              {church.officePhone}
            </a>{" "}
            if you have a question.
          </>
        }
      />
      <div className="container-page max-w-3xl pt-4 pb-12">
        <AnnouncementList loaded={announcements} timeZone={timeZone} />
      </div>
    </main>
  );
}
