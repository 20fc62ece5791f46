import { data } from "react-router";
import { LinkGone, Outcome, PrayerLinkPage, TypedText, privateHeaders } from "../../../components/prayer.tsx";
import { servicesContext } from "../../../context.ts";
import { prayerToken } from "../../../lib/prayer-token.ts";
import { formValues, validateForm } from "../../../lib/form-values.ts";
import { LIMITS, OPEN_DAYS, PRAYER_VISIBILITIES, VISIBILITY_LABELS, isNarrowing, prayedTimes } from "../../../../shared/prayer.ts";
import { LIMITS as FORM_LIMITS } from "../../../../shared/form-rules.ts";
import { answeredSchema, prayerUpdateSchema } from "../../../../shared/schemas/prayer.ts";
import type { PersonView } from "../../../../server/prayer/person.ts";
import type { Route } from "./+types/request";

export const meta: Route.MetaFunction = () => [{ title: "Your prayer request" }, { name: "robots", content: "noindex, nofollow" }];
export const headers = privateHeaders;

const tokenOf = (request: Request) => prayerToken(request, "/prayer/request");

export async function loader(args: Route.LoaderArgs) {
  const view = await args.context.get(servicesContext).prayer.person.view(tokenOf(args.request));
  return data({ view }, { status: view ? 200 : 404 });
}

type Answer = { ok: boolean; message: string; fields?: Record<string, string> };

/** Update, answered, keep open, take down: each a change through the person's link. */
export async function action(args: Route.ActionArgs) {
  const { person } = args.context.get(servicesContext).prayer;
  const token = tokenOf(args.request);
  const values = formValues(await args.request.formData());
  const answer = (outcome: { ok: true } | { ok: false; status: number; error: string; fields?: Record<string, string> }, done: string) =>
    outcome.ok ? data<Answer>({ ok: true, message: done }) : data<Answer>({ ok: false, message: outcome.error, fields: outcome.fields }, { status: outcome.status });
  switch (values.intent) {
    case "update": {
      const parsed = validateForm(prayerUpdateSchema, values);
      if (!parsed.ok) return data<Answer>({ ok: false, message: "Please correct the fields marked below.", fields: parsed.fields }, { status: 400 });
      return answer(await person.update(token, parsed.data), "Your request is saved.");
    }
    case "answered": {
      const parsed = validateForm(answeredSchema, values);
      if (!parsed.ok) return data<Answer>({ ok: false, message: "Please correct the fields marked below.", fields: parsed.fields }, { status: 400 });
      return answer(await person.answered(token, parsed.data.praise), "Thanks be to God! Your request is marked answered.");
    }
    case "renew":
      return answer(await person.renew(token), `Your request stays open for another ${OPEN_DAYS} days.`);
    case "take-down":
      return answer(await person.takeDown(token), "Your request is taken down. Nobody sees it any more.");
    default:
      return data<Answer>({ ok: false, message: "Unknown request." }, { status: 400 });
  }
}

const STATUS_WORDS: Record<PersonView["status"], string> = {
  open: "Open: people are praying for it.",
  answered: "Answered.",
  closed: "Closed: it was open for its days. You can keep it open longer.",
  withdrawn: "Taken down: nobody sees it any more.",
};

const inputClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

export default function PrayerRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (!view) return <LinkGone what="the request" />;
  const fields = actionData?.fields ?? {};
  const err = (name: string) => (fields[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
  const changeable = view.status !== "withdrawn";
  return (
    <PrayerLinkPage title="Your prayer request" lead={`Thank you for letting us pray with you, ${view.name}.`}>
      {actionData ? <Outcome ok={actionData.ok} message={actionData.message} /> : null}
      <section aria-labelledby="praying-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="praying-heading" className="text-2xl">
          Who is praying
        </h2>
        <p className="mt-2 text-lg" data-testid="prayed-count">
          Prayed for {prayedTimes(view.prayers.total)}
        </p>
        <p className="text-slate-700">
          By the prayer team: {view.prayers.team}. On the prayer wall: {view.prayers.wall}.
        </p>
        <p className="mt-2">{STATUS_WORDS[view.status]}</p>
        {view.status === "open" ? <p className="text-slate-700">It stays open until {view.openUntil}.</p> : null}
        {view.answeredOn ? <p className="text-slate-700">You told us it was answered on {view.answeredOn}.</p> : null}
      </section>

      <section aria-labelledby="words-heading">
        <h2 id="words-heading" className="text-2xl">
          Words of encouragement
        </h2>
        {view.encouragements.length === 0 ? (
          <p className="mt-2">None yet. When someone of the prayer team writes to you, their words appear here and reach you by e-mail.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {view.encouragements.map((word, i) => (
              <li key={i} className="rounded-md border border-slate-200 bg-slate-50 p-4">
                <p className="font-semibold">
                  {word.fromName}, {word.sentOn}
                </p>
                <TypedText text={word.message} className="mt-1" />
              </li>
            ))}
          </ul>
        )}
      </section>

      {changeable ? (
        <section aria-labelledby="change-heading">
          <h2 id="change-heading" className="text-2xl">
            Change your request
          </h2>
          <form method="post" className="mt-3 space-y-4">
            <input type="hidden" name="intent" value="update" />
            <div>
              <label htmlFor="message" className="block font-medium">
                Your prayer request
              </label>
              <textarea id="message" name="message" rows={5} maxLength={FORM_LIMITS.message} defaultValue={view.message} className={inputClass} {...err("message")} />
              <FieldError id="message-error" message={fields.message} />
            </div>
            <fieldset>
              <legend className="font-medium">Who may see it</legend>
              <p className="text-sm text-slate-700">You can narrow who sees it at any time; it cannot be shared more widely than you first chose.</p>
              <div className="mt-2 space-y-2">
                {PRAYER_VISIBILITIES.filter((v) => isNarrowing(view.visibility, v)).map((v) => (
                  <label key={v} className="flex items-center gap-3">
                    <input type="radio" name="visibility" value={v} defaultChecked={v === view.visibility} className="h-5 w-5" />
                    {VISIBILITY_LABELS[v]}
                  </label>
                ))}
              </div>
              <FieldError id="visibility-error" message={fields.visibility} />
            </fieldset>
            {view.wall ? (
              <div className="space-y-4 rounded-md border border-slate-300 bg-slate-50 p-4">
                <p className="text-sm text-slate-700">
                  The prayer wall shows this short version{view.wall.review === "approved" ? "" : " once a member of staff has read it"}. A changed version is read again before it shows.
                </p>
                <div>
                  <label htmlFor="wallName" className="block font-medium">
                    Name on the wall <span className="font-normal">(a first name, or empty for “Anonymous”)</span>
                  </label>
                  <input id="wallName" name="wallName" maxLength={LIMITS.wallName} defaultValue={view.wall.name} className={inputClass} {...err("wallName")} />
                  <FieldError id="wallName-error" message={fields.wallName} />
                </div>
                <div>
                  <label htmlFor="wallText" className="block font-medium">
                    Short version for the prayer wall
                  </label>
                  <textarea id="wallText" name="wallText" rows={3} maxLength={LIMITS.wallText} defaultValue={view.wall.text} className={inputClass} {...err("wallText")} />
                  <FieldError id="wallText-error" message={fields.wallText} />
                  {view.wall.note ? <p className="mt-1 text-sm text-slate-800">Held for a member of staff: {view.wall.note} The wall never shows contact details.</p> : null}
                </div>
              </div>
            ) : null}
            <label className="flex items-center gap-3">
              <input type="checkbox" name="contactMe" defaultChecked={view.contactMe} className="h-5 w-5" />
              Please contact me
            </label>
            <button type="submit" className="btn">
              Save changes
            </button>
          </form>
        </section>
      ) : null}

      {view.status === "open" || view.status === "closed" ? (
        <section aria-labelledby="answered-heading">
          <h2 id="answered-heading" className="text-2xl">
            Has your prayer been answered?
          </h2>
          <form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="answered" />
            {view.wall ? (
              <div>
                <label htmlFor="praise" className="block font-medium">
                  A word of praise for the prayer wall <span className="font-normal">(optional; a member of staff reads it first)</span>
                </label>
                <textarea id="praise" name="praise" rows={3} maxLength={LIMITS.praiseNote} className={inputClass} {...err("praise")} />
                <FieldError id="praise-error" message={fields.praise} />
              </div>
            ) : null}
            <button type="submit" className="btn">
              Mark as answered
            </button>
          </form>
        </section>
      ) : null}

      {view.status === "closed" || view.status === "open" ? (
        <form method="post">
          <input type="hidden" name="intent" value="renew" />
          <button type="submit" className="btn-outline">
            Keep it open for another {OPEN_DAYS} days
          </button>
        </form>
      ) : null}

      {changeable ? (
        <section aria-labelledby="down-heading">
          <h2 id="down-heading" className="text-2xl">
            Take it down
          </h2>
          <p className="mt-2">Your request leaves the prayer wall and the prayer team&apos;s pages at once. The church keeps it only as long as it must.</p>
          <form method="post" className="mt-3">
            <input type="hidden" name="intent" value="take-down" />
            <button type="submit" className="btn-outline border-red-700 text-red-800">
              Take my request down now
            </button>
          </form>
        </section>
      ) : null}
    </PrayerLinkPage>
  );
}
