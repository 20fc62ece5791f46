import { AnnouncementList } from "../../components/announcement-list.tsx";
import { church } from "../../content/site.ts";
import { servicesContext } from "../../context.ts";
import { telHref } from "../../lib/format.ts";
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
    <main id="main" className="container-page py-12">
      <h1 className="text-4xl">Announcements</h1>
      <p className="mt-4 max-w-3xl text-lg">
        News from the life of {church.shortName}: upcoming events, changes to our schedule, and ways to serve and give. Check back often,
        or call the church office at <a href={telHref(church.officePhone)} className="underline">{church.officePhone}</a> if you have a question.
      </p>
      <div className="max-w-3xl">
        <AnnouncementList loaded={announcements} timeZone={timeZone} />
      </div>
    </main>
  );
}
