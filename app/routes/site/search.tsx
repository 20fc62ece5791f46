import { data } from "react-router";
import { SEARCH_KINDS, type SearchAnswer, type SearchKind, cleanQuery, isSearchKind } from "../../../shared/search.ts";
import { longDate } from "../../../shared/dates.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { SearchForm } from "../../components/search-form.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/search";

/** Searches per address and minute: each costs the database real work (issue 33). */
export const SEARCH_RATE = { limit: 30, windowMs: 60_000 };

const KIND_LABELS: Record<SearchKind, string> = { page: "Pages", ministry: "Ministries", sermon: "Sermons", event: "Events", announcement: "Announcements", staff: "Staff" };
const KIND_NAMES: Record<SearchKind, string> = { page: "Page", ministry: "Ministry", sermon: "Sermon", event: "Event", announcement: "Announcement", staff: "Staff" };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const query = loaderData?.answer?.query;
  return [
    ...pageMeta({ matches, page: { path: "/search", title: query ? `Search: ${query}` : "Search", description: "Search the sermons, events, announcements and pages of the website." } }),
    // A page per query is not something to index.
    { name: "robots", content: "noindex, follow" },
  ];
};

type Loaded = { answer: SearchAnswer | null; limited: boolean; nextDates: Record<string, string> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const params = pageQuery(new URL(request.url), "/search");
  const query = cleanQuery(params.get("q") ?? "");
  const kindParam = params.get("kind");
  const kind = isSearchKind(kindParam) ? kindParam : null;
  const page = Number(params.get("page") ?? "1");
  if (!query) return { answer: null, limited: false, nextDates: {} } satisfies Loaded;
  const limit = await services.limiter.hit(`search:${context.get(requestContext).address}`, SEARCH_RATE);
  if (!limit.allowed) return data({ answer: null, limited: true, nextDates: {} } satisfies Loaded, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  const answer = await services.search.search({ q: query, kind, page });
  // An event's next date, from its series; the page's events read together.
  const events = answer.results.filter((r) => r.kind === "event").map((r) => ({ key: r.key, slug: r.url.slice("/events/".length) }));
  const next = await services.events.nextDatesOf(events.map((e) => e.slug));
  const nextDates: Record<string, string> = Object.fromEntries(events.flatMap((e) => (next[e.slug] ? [[e.key, next[e.slug]!]] : [])));
  return { answer, limited: false, nextDates } satisfies Loaded;
}

function pageLink(answer: SearchAnswer, changes: { kind?: SearchKind | null; page?: number }) {
  const params = new URLSearchParams({ q: answer.query });
  const kind = changes.kind === undefined ? answer.kind : changes.kind;
  if (kind) params.set("kind", kind);
  if (changes.page && changes.page > 1) params.set("page", String(changes.page));
  return `/search?${params}`;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { answer, limited, nextDates } = loaderData;
  return (
    <main id="main">
      <PageHeader title="Search" lead="Sermons, events, announcements, ministries and pages of the website." />
      <div className="container-page max-w-3xl pt-6 pb-12">
        <SearchForm query={answer?.query ?? ""} />
        {limited ? (
          <p role="alert" className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900">
            You have searched many times in a short while. Please wait a minute and search again.
          </p>
        ) : answer ? (
          <Results answer={answer} nextDates={nextDates} />
        ) : null}
      </div>
    </main>
  );
}

function Results({ answer, nextDates }: { answer: SearchAnswer; nextDates: Record<string, string> }) {
  const allCount = Object.values(answer.counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <p className="mt-6 text-slate-700" role="status">
        {answer.total === 0 ? `No results for “${answer.query}”${answer.kind ? ` among ${KIND_LABELS[answer.kind].toLowerCase()}` : ""}.` : `${answer.total} ${answer.total === 1 ? "result" : "results"} for “${answer.query}”.`}
        {answer.suggestion ? (
          <>
            {" "}
            Did you mean <a href={`/search?${new URLSearchParams({ q: answer.suggestion })}`} className="font-semibold">{answer.suggestion}</a>?
          </>
        ) : null}
      </p>
      {allCount > 0 ? (
        <nav aria-label="Kinds of result" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <KindLink href={pageLink(answer, { kind: null })} current={answer.kind === null} label={`All (${allCount})`} />
            {SEARCH_KINDS.filter((k) => answer.counts[k]).map((k) => (
              <KindLink key={k} href={pageLink(answer, { kind: k })} current={answer.kind === k} label={`${KIND_LABELS[k]} (${answer.counts[k]})`} />
            ))}
          </ul>
        </nav>
      ) : null}
      <ol className="mt-6 space-y-6">
        {answer.results.map((r) => (
          <li key={`${r.kind}:${r.key}`}>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {KIND_NAMES[r.kind]}
              {r.kind === "event" ? (nextDates[r.key] ? ` · next ${longDate(nextDates[r.key]!)}` : r.dated ? ` · ${longDate(r.dated)}` : "") : r.dated ? ` · ${longDate(r.dated)}` : ""}
            </p>
            <h2 className="mt-1 text-xl">
              <a href={r.url}>{r.title}</a>
            </h2>
            <p className="mt-1 text-slate-700">
              {r.snippet.map((part, i) => (part.marked ? <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">{part.text}</mark> : <span key={i}>{part.text}</span>))}
            </p>
          </li>
        ))}
      </ol>
      {answer.pages > 1 ? (
        <nav aria-label="Pages of results" className="mt-8 flex items-center justify-between gap-4">
          {answer.page > 1 ? <a href={pageLink(answer, { page: answer.page - 1 })}>Previous page</a> : <span />}
          <span className="text-slate-700">
            Page {answer.page} of {answer.pages}
          </span>
          {answer.page < answer.pages ? <a href={pageLink(answer, { page: answer.page + 1 })}>Next page</a> : <span />}
        </nav>
      ) : null}
    </>
  );
}

function KindLink({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <li>
      <a
        href={href}
        aria-current={current ? "page" : undefined}
        className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-900 no-underline hover:bg-brand-50 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
      >
        {label}
      </a>
    </li>
  );
}
