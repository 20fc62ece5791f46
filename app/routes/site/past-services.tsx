import { Link } from "react-router";
import { ChevronRight } from "../../components/icons.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { pageContent } from "../../lib/content.server.ts";
import { servicesContext } from "../../context.ts";
import { longDate } from "../../../shared/format.ts";
import { attempt } from "../../lib/load.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/past-services";

// Served at /past-sessions and /past-services (spec section 2); both name /past-sessions as canonical.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => (loaderData ? pageMeta({ matches, page: loaderData.page }) : []);

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  const { page } = await pageContent(args, "/past-sessions");
  const list = await attempt("past services", () => services.pastServices.list());
  return {
    page,
    services: list.ok ? list.data.map(({ id, serviceDate, serviceType, description }) => ({ id, serviceDate, serviceType, description })) : null,
  };
}

export default function PastServices({ loaderData }: Route.ComponentProps) {
  const { page, services } = loaderData;
  return (
    <main id="main">
      <PageHeader title={page.title} lead={page.sections.lead} hero={page.hero} />
      <div className="container-page pb-12">
        {services === null ? (
          <p role="alert" className="mt-8 max-w-3xl rounded border border-red-200 bg-red-50 p-4 text-red-800">
            Failed to load past sessions.
          </p>
        ) : services.length === 0 ? (
          <p className="mt-8">No services to display</p>
        ) : (
          <ul className="mt-8 max-w-3xl space-y-4">
            {services.map((service) => (
              <li key={service.id}>
                <Link
                  to={`/past-session/${service.id}`}
                  className="group flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-5 text-slate-800 no-underline hover:border-brand-700 hover:bg-brand-50"
                >
                  <span>
                    <span className="block font-serif text-xl font-semibold text-brand-800 group-hover:underline">{longDate(service.serviceDate)}</span>
                    <span className="mt-1 block text-sm font-semibold tracking-wide text-slate-600 uppercase">{service.serviceType}</span>
                    {service.description ? <span className="mt-2 block">{service.description}</span> : null}
                  </span>
                  <ChevronRight className="h-6 w-6 shrink-0 text-brand-700" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
