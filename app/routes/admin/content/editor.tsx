import { useState } from "react";
import { Form, Link } from "react-router";
import { AdminHeading, CardSection, ChangeNotice } from "../../../components/admin/admin-ui.tsx";
import { AdminForm, ConfirmStep, useFormErrors } from "../../../components/admin/admin-form.tsx";
import { IntentButton } from "../../../components/auth-ui.tsx";
import { DocumentsFields, FeesFields, SettingsFields } from "../../../components/admin/content-fields.tsx";
import { PageFields } from "../../../components/admin/page-fields.tsx";
import { ScheduleFields } from "../../../components/admin/schedule-fields.tsx";
import { Field } from "../../../components/admin/fields.tsx";
import { publishButtonLabel } from "../../../../shared/content/publish-button.ts";
import { CHILDCARE_EDITORS, CONTENT_NOTICES, readDocumentForm } from "../../../../shared/content/editors.ts";
import type { PageDocument, PagePath } from "../../../../shared/content/pages.ts";
import type { Schedule } from "../../../../shared/content/schedule.ts";
import type { SiteSettings } from "../../../../shared/content/settings.ts";
import { type SimilarRowsAnswer, contentEditorAction, loadEditor } from "../../../lib/content-editor.server.ts";
import type { FormFailure } from "../../../lib/admin.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import type { Route } from "./+types/editor";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => privateMeta(matches, loaderData?.target.title ?? "Edit");

export function loader(args: Route.LoaderArgs) {
  return loadEditor(args);
}

export function action(args: Route.ActionArgs) {
  return contentEditorAction(args);
}

const ACTION_NAMES: Record<string, string> = { seed: "First version", publish: "Published", scheduled: "Published on schedule", restore: "Restored" };

/**
 * One editor for every content document staff own: site settings, the weekly schedule, childcare fees
 * and forms, and each page's words. Changes are saved as a draft, previewed on the real page, then
 * published now or at a chosen time; the history below lists every published version, compares any
 * of them with what is live, and restores one.
 */
export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, target, status, version, revisions, diff, timeZone, followed, categories, thisYear } = loaderData;
  const answer = actionData as (FormFailure & Partial<SimilarRowsAnswer>) | undefined;
  // The form's values are the shape of the document this address edits: as typed when the server asked a question.
  const form = (answer?.form ?? loaderData.form) as unknown;
  const { errors, formError, onErrors } = useFormErrors(actionData);
  const previewHref = `${target.previewPath}?preview=1`;
  // The main button says when a scheduled publish goes live; a new version starts from its own time.
  const [typedPublishAt, setTypedPublishAt] = useState({ version, value: answer?.publishAt ?? status.scheduledLocal });
  const publishAt = typedPublishAt.version === version ? typedPublishAt.value : status.scheduledLocal;
  const publishLabel = publishButtonLabel(publishAt, thisYear);
  const fields = (() => {
    switch (target.key) {
      case "settings":
        return <SettingsFields value={form as SiteSettings} errors={errors} />;
      case "schedule":
        return <ScheduleFields value={form as Schedule} errors={errors} categories={categories} similar={answer?.similar} />;
      case "childcare-fees":
        return <FeesFields value={form as Parameters<typeof FeesFields>[0]["value"]} errors={errors} />;
      case "childcare-documents":
        return <DocumentsFields value={form as Parameters<typeof DocumentsFields>[0]["value"]} errors={errors} />;
      default:
        return <PageFields path={target.key.slice(5) as PagePath} value={form as PageDocument} errors={errors} followed={followed} />;
    }
  })();

  return (
    <div className="max-w-4xl">
      {target.backTo ? (
        <p className="mb-3">
          <Link to={target.backTo.path} className="font-semibold text-brand-700 underline">
            ← {target.backTo.label}
          </Link>
        </p>
      ) : null}
      <AdminHeading
        title={target.title}
        lead={
          <>
            {target.purpose ? <span className="mb-2 block font-medium text-slate-900">{target.purpose}</span> : null}
            Changes are saved as a draft first: Preview saves them and shows them on the real page. Then publish them now or at a time you choose.
          </>
        }
      />
      {target.area === "childcare-info" ? (
        <nav aria-label="Childcare information" className="mt-4 flex flex-wrap gap-2">
          {CHILDCARE_EDITORS.map((editor) => (
            <Link key={editor.path} to={editor.path} aria-current={editor.path === target.path ? "page" : undefined} className={editor.path === target.path ? "btn" : "btn-outline"}>
              {editor.title}
            </Link>
          ))}
        </nav>
      ) : null}
      <ChangeNotice messages={CONTENT_NOTICES} />

      <section aria-label="Status" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
        <p>
          <strong>Published:</strong> {status.published}
        </p>
        {status.draft !== null ? (
          <p className="mt-1">
            <strong>Draft:</strong> saved {status.draft}. Visitors do not see it yet.{" "}
            <a href={previewHref} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              Preview the draft<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : (
          <p className="mt-1">No draft: the form shows the published version.</p>
        )}
        {status.refusedPublish ? (
          <p className="mt-1">
            <strong>Not published as scheduled:</strong> the draft was to go live {status.refusedPublish.dueAt}, but {status.refusedPublish.because}. Publish it now or choose a new time.
          </p>
        ) : null}
        {status.scheduledFor ? (
          <p className="mt-1">
            <strong>Scheduled:</strong> the draft goes live {status.scheduledFor}.
          </p>
        ) : null}
      </section>

      {/* A new version (saved, published, restored) opens a fresh form: its fields start from the new values and nothing is unsaved. */}
      <AdminForm
        key={version}
        csrf={csrf}
        version={version}
        error={formError}
        check={(values) => readDocumentForm(target.key, values)}
        onErrors={onErrors}
        submitLabel="Save draft"
        cancelTo={target.backTo?.path ?? "/admin/dashboard"}
        cancelLabel="Back"
        actions={
          <>
            <IntentButton intent="preview" busy="Saving..." className="btn-outline">
              Preview
            </IntentButton>
            <IntentButton intent="publish" busy={publishLabel === "Publish" ? "Publishing..." : "Scheduling..."} className="btn-outline">
              {publishLabel}
            </IntentButton>
          </>
        }
      >
        {answer?.confirm ? <ConfirmStep confirm={answer.confirm} value={answer.intent} /> : null}
        {fields}
        <Field
          label="Publish at (optional)"
          name="publishAt"
          type="datetime-local"
          defaultValue={publishAt}
          onChange={(event) => setTypedPublishAt({ version, value: event.currentTarget.value })}
          className="max-w-sm"
          hint={`Leave empty to publish at once when you press Publish. Times are ${timeZone.replace(/_/g, " ")} time.`}
          error={errors.publishAt}
        />
      </AdminForm>

      {status.draft !== null ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="version" value={version} />
          <IntentButton intent="discard" busy="Discarding..." className="btn-outline">Discard the draft</IntentButton>
        </Form>
      ) : null}

      <CardSection title="History">
        <p className="text-slate-700">Every published version, newest first. Compare one with what the site shows now, or restore it.</p>
        {diff ? (
          <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="text-lg font-semibold">Changes since that version</h3>
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-red-800">− Lines only in that version</span>; <span className="font-semibold text-green-800">+ lines in what the site shows now</span>.
            </p>
            <ul aria-label="Differences" className="mt-2 space-y-0.5 font-mono text-sm">
              {diff.lines.map((line, i) => (
                <li key={i} className={line.change === "added" ? "bg-green-50 text-green-900" : line.change === "removed" ? "bg-red-50 text-red-900" : "text-slate-600"}>
                  <span aria-hidden="true">{line.change === "added" ? "+ " : line.change === "removed" ? "− " : "  "}</span>
                  <span className="sr-only">{line.change === "added" ? "Now: " : line.change === "removed" ? "That version: " : "Unchanged: "}</span>
                  {line.text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ol aria-label="Published versions" className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {revisions.map((revision, index) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-semibold">
                  {ACTION_NAMES[revision.action] ?? revision.action} {new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(revision.at))}
                  {revision.author ? ` by ${revision.author}` : ""}
                  {index === 0 ? " (live now)" : ""}
                </p>
                <p className="text-sm text-slate-700">{revision.summary}</p>
              </div>
              {index > 0 ? (
                <div className="flex flex-wrap gap-2">
                  <Link to={`?compare=${revision.id}`} className="btn-outline" preventScrollReset>
                    Compare<span className="sr-only"> the version of {new Date(revision.at).toLocaleString("en-US", { timeZone })} with now</span>
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="version" value={version} />
                    <input type="hidden" name="revision" value={revision.id} />
                    <button type="submit" name="intent" value="restore" className="btn-outline">
                      Restore<span className="sr-only"> the version of {new Date(revision.at).toLocaleString("en-US", { timeZone })}</span>
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </CardSection>
    </div>
  );
}
