import { Link, redirect } from "react-router";
import { AdminForm } from "../../../components/admin/admin-form.tsx";
import { AdminHeading, Badge, CardSection } from "../../../components/admin/admin-ui.tsx";
import { Field } from "../../../components/admin/fields.tsx";
import { RichTextEditor } from "../../../components/admin/rich-text-editor.tsx";
import { Alert, Notice } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { type FormFailure, adminForm, found, idParam, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { issueFromForm } from "../../../lib/newsletter.server.ts";
import { zonedMoment } from "../../../../shared/dates.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { newsletterIssueSchema, scheduleIssueSchema } from "../../../../shared/schemas/admin/newsletter.ts";
import { IssuePreview } from "./preview-frames.tsx";
import { issueStateWords, momentWords, whenWords } from "./words.ts";
import type { Route } from "./+types/issue";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Newsletter issue");

const NOTICES: Record<string, string> = {
  saved: "Saved.",
  test: "A test copy is on its way to your e-mail address.",
  sending: "It is going out now. The counts below fill in as it goes.",
  scheduled: "Scheduled. It goes out by itself at that time.",
  unscheduled: "It is a draft again: nothing goes out until you send or schedule it.",
};

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { newsletter, site } = args.context.get(servicesContext);
  const issue = found(await newsletter.issues.adminGet(idParam(args.params.id)), "issue");
  const notice = new URL(args.request.url).searchParams.get("notice") ?? "";
  return { csrf: csrfToken, issue, lists: await newsletter.lists.all(), timeZone: site.timeZone, notice: NOTICES[notice] ?? null };
}

/**
 * Every button of the editor saves what is typed first, then does its part: move or remove a section,
 * add one, send a test to the member of staff, send now, or schedule (the site's time zone).
 */
export async function action(args: Route.ActionArgs) {
  const { actor, form, values, intent } = await adminForm(args);
  const { newsletter, site } = args.context.get(servicesContext);
  const id = idParam(args.params.id);
  const here = areaPath("newsletter", "issues", String(id));
  if (intent === "delete") {
    const outcome = await newsletter.issues.remove(id, actor);
    return outcome.ok ? redirect(areaPath("newsletter")) : refused(outcome);
  }
  if (intent === "unschedule") {
    const outcome = await newsletter.issues.unschedule({ id, version: values.version ?? "", actor });
    return outcome.ok ? redirect(`${here}?notice=unscheduled`) : refused(outcome);
  }
  const parsed = parseOr400(newsletterIssueSchema, issueFromForm(form, intent));
  if (!parsed.ok) return parsed.response;
  const saved = await newsletter.issues.update({ id, input: parsed.data, version: values.version ?? "", actor });
  if (!saved.ok) return refused(saved);
  const version = (await newsletter.issues.adminGet(id))?.version ?? "";
  if (intent === "test") {
    const outcome = await newsletter.issues.sendTest(id, actor);
    return outcome.ok ? redirect(`${here}?notice=test`) : refused(outcome);
  }
  if (intent === "send") {
    const outcome = await newsletter.issues.sendNow({ id, version, actor });
    return outcome.ok ? redirect(`${here}?notice=sending`) : refused(outcome);
  }
  if (intent === "schedule") {
    const when = parseOr400(scheduleIssueSchema, values);
    if (!when.ok) return when.response;
    const at = zonedMoment(when.data.sendAt, site.timeZone);
    const outcome = await newsletter.issues.schedule({ id, version, at, actor });
    return outcome.ok ? redirect(`${here}?notice=scheduled`) : refused(outcome);
  }
  return redirect(`${here}?notice=saved`);
}

export default function NewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, issue, lists, timeZone, notice } = loaderData;
  const failure = actionData as FormFailure | undefined;
  const errors = failure?.fields ?? {};
  const state = issueStateWords(issue);
  const editable = issue.status === "draft" || issue.status === "scheduled";
  const preview = areaPath("newsletter", "issues", String(issue.id), "preview");
  return (
    <div className="max-w-5xl">
      <p>
        <Link to={areaPath("newsletter")}>← All issues</Link>
      </p>
      <AdminHeading title={issue.subject} lead={<>{whenWords(issue, timeZone)}</>} />
      <p className="mt-2">
        <Badge tone={state.tone}>{state.label}</Badge>
        {issue.slug ? (
          <a href={`/newsletter/${issue.slug}`} className="ml-3 font-semibold">
            Its page on the website
          </a>
        ) : null}
      </p>
      {notice ? (
        <div className="mt-6">
          <Notice>{notice}</Notice>
        </div>
      ) : null}
      {issue.status === "sending" || issue.status === "sent" ? (
        <CardSection title="Delivery">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Delivery counts">
            <Count label="Sent" value={issue.counts.sent} />
            <Count label="Failed" value={issue.counts.failed + issue.counts.interrupted} />
            <Count label="Still to send" value={issue.counts.queued + issue.counts.sending} />
            <Count label="Left out (unsubscribed meanwhile)" value={issue.counts.skipped} />
          </dl>
          {issue.counts.interrupted ? <p className="mt-3 text-sm">{issue.counts.interrupted} were being sent when the site stopped: they may or may not have arrived, so they are not sent twice.</p> : null}
        </CardSection>
      ) : null}
      {editable ? (
        <AdminForm
          key={issue.version}
          csrf={csrf}
          version={issue.version}
          error={failure?.error}
          cancelTo={areaPath("newsletter")}
          cancelLabel="Back to the issues"
          actions={
            <>
              <button type="submit" name="intent" value="test" className="btn-outline">
                Send a test to me
              </button>
              <button
                type="submit"
                name="intent"
                value="send"
                className="btn-outline"
                onClick={(event) => {
                  if (!window.confirm("Send this issue to everyone on its lists now?")) event.preventDefault();
                }}
              >
                Send now
              </button>
            </>
          }
        >
          {issue.status === "scheduled" && issue.sendAt ? (
            <Notice tone="info">
              Scheduled for {momentWords(issue.sendAt, timeZone)}. Saving keeps it scheduled.{" "}
              <button type="submit" name="intent" value="unschedule" className="font-semibold underline">
                Make it a draft again
              </button>
            </Notice>
          ) : null}
          <Field label="Subject" name="subject" required maxLength={150} defaultValue={issue.subject} error={errors.subject} />
          <fieldset>
            <legend className="font-semibold">Send it to</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
              {lists.map((list) => (
                <label key={list.key} className="flex items-center gap-2">
                  <input type="checkbox" name="list" value={list.key} defaultChecked={issue.listKeys.includes(list.key)} className="h-5 w-5" />
                  {list.name}
                </label>
              ))}
            </div>
            {errors.lists ? <p className="mt-1 text-sm text-red-800">{errors.lists}</p> : null}
          </fieldset>
          {errors.sections ? <Alert>{errors.sections}</Alert> : null}
          <ol className="space-y-6" aria-label="Sections">
            {issue.sections.map((section, i) => (
              <li key={i} className="rounded-lg border border-slate-200 p-4">
                <input type="hidden" name={`section.${i}.kind`} value={section.kind} />
                <Field label={`Section ${i + 1}: heading`} name={`section.${i}.heading`} maxLength={120} defaultValue={section.heading} />
                <div className="mt-3">
                  <RichTextEditor label={`Section ${i + 1}: text`} name={`section.${i}.html`} defaultValue={section.html} hint={section.kind === "note" ? "Write the pastor's note here; an empty section is left out of the e-mail." : undefined} />
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button type="submit" name="intent" value={`up:${i}`} className="btn-outline" disabled={i === 0}>
                    Move up<span className="sr-only"> section {i + 1}</span>
                  </button>
                  <button type="submit" name="intent" value={`down:${i}`} className="btn-outline" disabled={i === issue.sections.length - 1}>
                    Move down<span className="sr-only"> section {i + 1}</span>
                  </button>
                  <button type="submit" name="intent" value={`remove:${i}`} className="btn-outline">
                    Remove<span className="sr-only"> section {i + 1}</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <button type="submit" name="intent" value="add" className="btn-outline">
            Add a section
          </button>
          <CardSection title="Schedule it" className="mt-2">
            <div className="flex flex-wrap items-end gap-3">
              <Field label={`Send at (${timeZone.replace(/_/g, " ")} time)`} name="sendAt" type="datetime-local" defaultValue="" error={errors.sendAt} />
              <button type="submit" name="intent" value="schedule" className="btn-outline">
                Schedule
              </button>
            </div>
          </CardSection>
          <p>
            <button
              type="submit"
              name="intent"
              value="delete"
              className="font-semibold text-red-800 underline"
              onClick={(event) => {
                if (!window.confirm("Delete this issue? It has not been sent.")) event.preventDefault();
              }}
            >
              Delete this issue
            </button>
          </p>
        </AdminForm>
      ) : null}
      <IssuePreview src={preview} saved={editable} />
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}
