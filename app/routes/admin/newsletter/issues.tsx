import { Form, Link, data, redirect } from "react-router";
import { AdminList, AdminListItem, Badge, CardSection, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { SelectField } from "../../../components/admin/fields.tsx";
import { Notice } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { type FormFailure, adminForm, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { WEEKDAYS } from "../../../../shared/newsletter.ts";
import { newsletterSettingsSchema } from "../../../../shared/schemas/admin/newsletter.ts";
import { issueStateWords, whenWords } from "./words.ts";
import type { Route } from "./+types/issues";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Newsletter");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { newsletter, site } = args.context.get(servicesContext);
  const [issues, settings, lists] = await Promise.all([newsletter.issues.adminList(), newsletter.lists.settings(), newsletter.lists.adminList()]);
  return { csrf: csrfToken, issues, settings, lists, timeZone: site.timeZone, saved: new URL(args.request.url).searchParams.get("notice") === "settings" };
}

/** "New issue" (a draft filled from what is published, then its editor), and the weekly draft's day. */
export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const { newsletter } = args.context.get(servicesContext);
  if (intent === "new") {
    const outcome = await newsletter.issues.createDraft(actor);
    return outcome.ok ? redirect(areaPath("newsletter", "issues", String(outcome.value.id))) : refused(outcome);
  }
  if (intent === "settings") {
    const parsed = parseOr400(newsletterSettingsSchema, values);
    if (!parsed.ok) return parsed.response;
    const current = await newsletter.lists.settings();
    const outcome = await newsletter.lists.saveSettings({ ...current, draftWeekday: parsed.data.draftWeekday }, actor);
    return outcome.ok ? redirect(`${areaPath("newsletter")}?notice=settings`) : refused(outcome);
  }
  return data<FormFailure>({ error: "That button does nothing here. Please reload the page." }, { status: 400 });
}

export default function NewsletterIssues({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, issues, settings, lists, timeZone, saved } = loaderData;
  const subscribers = lists.reduce((sum, list) => sum + list.subscribers, 0);
  return (
    <>
      <ListPageTop
        title="Newsletter"
        lead="The weekly e-mail. A new issue starts filled with this week's announcements, the next two weeks of events, the latest sermon and the verse of the day: check it, write the pastor's note, send a test to yourself, then send it or schedule it."
        related={[
          { to: areaPath("newsletter", "subscribers"), label: `Subscribers (${subscribers} on lists)` },
          { to: areaPath("newsletter-lists"), label: "Lists" },
          { to: "/newsletter", label: "The archive on the website", document: true },
        ]}
        error={actionData?.error}
      />
      {saved ? (
        <div className="mt-6">
          <Notice>Saved.</Notice>
        </div>
      ) : null}
      <Form method="post" className="mt-6">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" name="intent" value="new" className="btn gap-2">
          <span aria-hidden="true">+</span> New issue
        </button>
      </Form>
      <div className="mt-6">
        {issues.length === 0 ? (
          <EmptyState>No issue yet. Press “New issue” to start one filled from the website.</EmptyState>
        ) : (
          <AdminList label="Issues">
            {issues.map((issue) => {
              const state = issueStateWords(issue);
              return (
                <AdminListItem
                  key={issue.id}
                  title={issue.subject}
                  badges={<Badge tone={state.tone}>{state.label}</Badge>}
                  meta={whenWords(issue, timeZone)}
                  actions={
                    <Link to={areaPath("newsletter", "issues", String(issue.id))} className="font-semibold">
                      {issue.status === "draft" || issue.status === "scheduled" ? "Edit" : "Open"}
                      <span className="sr-only"> “{issue.subject}”</span>
                    </Link>
                  }
                />
              );
            })}
          </AdminList>
        )}
      </div>
      <CardSection title="The weekly draft">
        <Form method="post" className="flex flex-wrap items-end gap-4">
          <input type="hidden" name="csrf" value={csrf} />
          <div className="min-w-64">
            <SelectField
              label="Prepare a draft automatically every"
              name="draftWeekday"
              defaultValue={settings.draftWeekday === null ? "" : String(settings.draftWeekday)}
              hint="The draft waits here for you to check; nothing is sent without you."
              options={[{ value: "", label: "Never (I press “New issue”)" }, ...WEEKDAYS.map((day, i) => ({ value: String(i), label: day }))]}
            />
          </div>
          <button type="submit" name="intent" value="settings" className="btn-outline">
            Save
          </button>
        </Form>
      </CardSection>
    </>
  );
}
