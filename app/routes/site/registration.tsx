import { data } from "react-router";
import { Alert, Notice } from "../../components/auth-ui.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context.ts";
import { privateMeta } from "../../lib/private-meta.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import { type Answers, STATUS_LABELS, answerField, answerText, partyWords } from "../../../shared/registrations.ts";
import { gatherAnswers, registrationChangeSchema } from "../../../shared/schemas/registrations.ts";
import type { Route } from "./+types/registration";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Your registration");

/** The private link is in the address: it must not leave in a Referer, nor be kept by a cache. */
export const headers = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

const tokenOf = (request: Request) => pageQuery(new URL(request.url), "/registration").get("token") ?? "";

/** The registrant's own page, opened by the private link in their e-mail (issue 34, item 4). */
export async function loader(args: Route.LoaderArgs) {
  const opened = await args.context.get(servicesContext).registrations.manage.open(tokenOf(args.request));
  if (!opened.ok) return data({ failed: opened.error, registration: null }, { status: opened.status });
  return { failed: null, registration: opened.value };
}

type Answered = { done: string } | { error: string; fields: Record<string, string> };

/** Change the party or the answers, or cancel. */
export async function action(args: Route.ActionArgs) {
  const { manage } = args.context.get(servicesContext).registrations;
  const token = tokenOf(args.request);
  const form = await args.request.formData();
  if (form.get("intent") === "cancel") {
    const outcome = await manage.cancel(token);
    if (!outcome.ok) return data<Answered>({ error: outcome.error, fields: {} }, { status: outcome.status });
    return data<Answered>({ done: "Your registration is cancelled. We have e-mailed you to say so, with a file that removes it from your calendar." });
  }
  const parsed = registrationChangeSchema.safeParse(gatherAnswers(form));
  if (!parsed.success) return data<Answered>({ error: "Please check the numbers.", fields: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])) }, { status: 400 });
  const outcome = await manage.change(token, parsed.data);
  if (!outcome.ok) return data<Answered>({ error: outcome.error, fields: outcome.fields ?? {} }, { status: outcome.status });
  return data<Answered>({ done: "Your registration is changed. We have e-mailed you the new details." });
}

const inputClass = "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900";

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const { failed, registration: r } = loaderData;
  const answered = actionData as Answered | undefined;
  if (!r) {
    return (
      <main id="main">
        <PageHeader title="Your registration" />
        <div className="container-page max-w-2xl py-12">
          <Alert>{failed}</Alert>
        </div>
      </main>
    );
  }
  const fields = answered && "fields" in answered ? answered.fields : {};
  const answers: Answers = r.answers;
  return (
    <main id="main">
      <PageHeader title="Your registration" eyebrow={r.title} />
      <div className="container-page max-w-2xl space-y-6 py-12">
        {answered && "done" in answered ? <Notice>{answered.done}</Notice> : null}
        {answered && "error" in answered ? <Alert>{answered.error}</Alert> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-5">
          <dt className="font-semibold">Event</dt>
          <dd>
            <a href={r.href}>{r.title}</a>
          </dd>
          <dt className="font-semibold">When</dt>
          <dd>
            {r.when}
            {r.dateStatus === "cancelled" || r.dateStatus === "removed" ? <strong> (cancelled by the church)</strong> : r.dateStatus === "moved" ? <strong> (new time)</strong> : null}
          </dd>
          <dt className="font-semibold">Where</dt>
          <dd>{r.place}</dd>
          <dt className="font-semibold">Name</dt>
          <dd>{r.name}</dd>
          <dt className="font-semibold">Party</dt>
          <dd>{partyWords(r)}</dd>
          <dt className="font-semibold">Status</dt>
          <dd data-testid="registration-status">{r.status === "waitlisted" ? `Waitlist, number ${r.position}` : STATUS_LABELS[r.status]}</dd>
          {r.questions.map((q) => (
            <div key={q.id} className="contents">
              <dt className="font-semibold">{q.label}</dt>
              <dd>{answerText(q, answers[q.id]) || "—"}</dd>
            </div>
          ))}
        </dl>
        {r.changeable ? (
          <>
            <form method="post" className="space-y-4 rounded-lg border border-slate-200 p-5" aria-label="Change the registration">
              <h2 className="text-xl">Change the number of people</h2>
              <div className="grid grid-cols-2 gap-4">
                <label className="block font-medium">
                  Adults
                  <input name="adults" type="number" min={0} max={r.maxAdults} defaultValue={r.adults} className={inputClass} aria-invalid={fields.adults ? true : undefined} />
                  {fields.adults ? <span className="mt-1 block text-sm font-semibold text-red-800">{fields.adults}</span> : null}
                </label>
                <label className="block font-medium">
                  Children
                  <input name="children" type="number" min={0} max={r.maxChildren} defaultValue={r.children} className={inputClass} aria-invalid={fields.children ? true : undefined} />
                  {fields.children ? <span className="mt-1 block text-sm font-semibold text-red-800">{fields.children}</span> : null}
                </label>
              </div>
              {r.questions.map((q) =>
                q.kind === "short" || q.kind === "long" || q.kind === "yesno" || q.kind === "one" ? (
                  <label key={q.id} className="block font-medium">
                    {q.label}
                    {q.kind === "short" || q.kind === "long" ? (
                      <input name={answerField(q.id)} defaultValue={answerText(q, answers[q.id])} className={inputClass} />
                    ) : (
                      <select name={answerField(q.id)} defaultValue={String(answers[q.id] ?? "")} className={inputClass}>
                        <option value="">—</option>
                        {(q.kind === "yesno" ? ["yes", "no"] : q.options).map((o) => (
                          <option key={o} value={o}>
                            {q.kind === "yesno" ? (o === "yes" ? "Yes" : "No") : o}
                          </option>
                        ))}
                      </select>
                    )}
                    {fields[answerField(q.id)] ? <span className="mt-1 block text-sm font-semibold text-red-800">{fields[answerField(q.id)]}</span> : null}
                  </label>
                ) : (
                  (Array.isArray(answers[q.id]) ? (answers[q.id] as string[]) : []).map((v) => <input key={`${q.id}-${v}`} type="hidden" name={answerField(q.id)} value={v} />)
                ),
              )}
              <button type="submit" name="intent" value="change" className="btn">
                Save changes
              </button>
            </form>
            <form method="post" className="rounded-lg border border-red-200 p-5" aria-label="Cancel the registration">
              <h2 className="text-xl">Cannot come?</h2>
              <p className="mt-2">Cancelling gives your places to the next family on the waitlist.</p>
              <button type="submit" name="intent" value="cancel" className="btn mt-3 bg-red-800 hover:bg-red-900">
                Cancel my registration
              </button>
            </form>
          </>
        ) : null}
      </div>
    </main>
  );
}
