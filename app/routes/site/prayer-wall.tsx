import { data } from "react-router";
import { WordsPage } from "../../components/page-header.tsx";
import { Outcome, TypedText } from "../../components/prayer.tsx";
import { requestContext, servicesContext } from "../../context.ts";
import { pageContent } from "../../lib/content.server.ts";
import { formValues, validateForm } from "../../lib/form-values.ts";
import { attempt } from "../../lib/load.ts";
import { pageWordsMeta } from "../../lib/seo.ts";
import { prayedTimes } from "../../../shared/prayer.ts";
import { wallPrayedSchema } from "../../../shared/schemas/prayer.ts";
import type { Route } from "./+types/prayer-wall";

export const meta: Route.MetaFunction = pageWordsMeta;

export async function loader(args: Route.LoaderArgs) {
  const services = args.context.get(servicesContext);
  return {
    page: (await pageContent(args, "/prayer-wall")).page,
    wall: await attempt("prayer wall", () => services.prayer.wall.publicView()),
  };
}

/** "I prayed for this": a plain form post, so it works without JavaScript; no sign-in, rate-limited by address. */
export async function action(args: Route.ActionArgs) {
  const parsed = validateForm(wallPrayedSchema, formValues(await args.request.formData()));
  if (!parsed.ok) return data({ id: 0, ok: false, message: "That prayer request is no longer on the wall." }, { status: 400 });
  const { address } = args.context.get(requestContext);
  const outcome = await args.context.get(servicesContext).prayer.wall.prayFor({ id: parsed.data.id, address });
  if (!outcome.ok) return data({ id: parsed.data.id, ok: false, message: outcome.error }, { status: outcome.status });
  return { id: parsed.data.id, ok: true, message: outcome.value.message };
}

export default function PrayerWall({ loaderData, actionData }: Route.ComponentProps) {
  const { page, wall } = loaderData;
  return (
    <WordsPage page={page}>
      <div className="container-page max-w-3xl space-y-12 py-10">
        <p>
          <a href="/contact#prayer-heading" className="btn">
            Send a prayer request
          </a>
        </p>
        <section aria-labelledby="praying-heading">
          <h2 id="praying-heading" className="text-3xl">
            Praying now
          </h2>
          {!wall.ok ? (
            <p className="mt-4">The prayer wall could not be loaded. Please try again in a moment.</p>
          ) : wall.data.open.length === 0 ? (
            <p className="mt-4">There are no requests on the wall just now. You can still send your own, and pray for the church and its people.</p>
          ) : (
            <ul className="mt-4 space-y-6">
              {wall.data.open.map((item) => (
                <li key={item.id}>
                  <article aria-labelledby={`wall-${item.id}`} className="rounded-lg border border-slate-200 p-5 shadow-sm">
                    <h3 id={`wall-${item.id}`} className="text-xl">
                      {item.name}
                    </h3>
                    <p className="text-sm text-slate-700">
                      Asked on <time dateTime={item.askedAt}>{item.askedOn}</time>
                    </p>
                    <TypedText text={item.text} className="mt-3 text-lg" />
                    <div className="mt-4 flex flex-wrap items-center gap-4">
                      <form method="post">
                        <input type="hidden" name="id" value={item.id} />
                        <button type="submit" className="btn" aria-describedby={`wall-${item.id}-count`}>
                          I prayed for this
                        </button>
                      </form>
                      <p id={`wall-${item.id}-count`} className="text-slate-800">
                        Prayed for {prayedTimes(item.prayers)}
                      </p>
                    </div>
                    {actionData?.id === item.id ? (
                      <div className="mt-3">
                        <Outcome ok={actionData.ok} message={actionData.message} />
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
        {wall.ok && wall.data.answered.length > 0 ? (
          <section aria-labelledby="answered-heading">
            <h2 id="answered-heading" className="text-3xl">
              Answered prayers
            </h2>
            {page.sections["answered-intro"] ? <p className="mt-2">{page.sections["answered-intro"]}</p> : null}
            <ul className="mt-4 space-y-6">
              {wall.data.answered.map((item) => (
                <li key={item.id}>
                  <article aria-labelledby={`answered-${item.id}`} className="rounded-lg border border-green-200 bg-green-50 p-5">
                    <h3 id={`answered-${item.id}`} className="text-xl">
                      {item.name}
                    </h3>
                    <p className="text-sm text-slate-700">
                      Answered, as they told us on <time dateTime={item.answeredAt}>{item.answeredOn}</time>
                    </p>
                    <TypedText text={item.text} className="mt-3" />
                    {item.praise ? (
                      <blockquote className="mt-3 border-l-4 border-green-700 pl-4">
                        <TypedText text={item.praise} className="italic" />
                      </blockquote>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </WordsPage>
  );
}
