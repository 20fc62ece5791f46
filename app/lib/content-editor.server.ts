import { type RouterContextProvider, data, redirect, redirectDocument } from "react-router";
import type { Outcome } from "../../server/admin/outcome.ts";
import type { EditorAnswer } from "../../server/content/editing.ts";
import type { Role } from "../../shared/roles.ts";
import { CONTENT_NOTICES, type EditorTarget, canEditDocument, editorAt, fieldName, readDocumentForm } from "../../shared/content/editors.ts";
import { parseRecordId } from "../../shared/record-id.ts";
import { type ContentEditorRequest, contentEditorRequestSchema } from "../../shared/schemas/admin/content-editor.ts";
import { servicesContext } from "../context.ts";
import { type ConfirmFirst, type FormFailure, adminForm, refused } from "./admin.server.ts";
import { CONFIRMED_FIELD } from "./form-values.ts";
import { type SaveVerb, likeWords, similarMeetingsQuestion } from "./similar-meetings.server.ts";
import type { Schedule } from "../../shared/content/schedule.ts";
import { requireArea } from "./auth.server.ts";
import { STAFF_MESSAGES } from "../../shared/staff-messages.ts";

type Args = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/** The editor at this address for this role: a 404 for an address that edits nothing, a 403 for a page the role may not edit. */
function editorFor(pathname: string, role: Role): EditorTarget {
  const target = editorAt(pathname);
  if (!target) throw data({ error: STAFF_MESSAGES.noSuchPage }, { status: 404 });
  if (!canEditDocument(role, target.key)) {
    throw data({ error: "Your role cannot edit this page. Ask an administrator if it should." }, { status: 403 });
  }
  return target;
}

/** Everything an editor page shows (server/content/editing.ts), with the form's token. */
export async function loadEditor(args: Omit<Args, "request">) {
  const auth = requireArea(args);
  const target = editorFor(args.url.pathname, auth.user.role);
  const view = await args.context.get(servicesContext).contentEditing.view(target, parseRecordId(args.url.searchParams.get("compare")));
  if (!view) throw data({ error: STAFF_MESSAGES.noSuchPage }, { status: 404 });
  return { ...view, csrf: auth.csrfToken, target };
}

const doneTo = (target: EditorTarget, notice: keyof typeof CONTENT_NOTICES) => redirect(`${target.path}?notice=${notice}`);

/** The public page with the drafts in place; a public page is a document of its own (not hydrated), and its banner leads back here. */
const previewOf = (target: EditorTarget) => redirectDocument(`${target.previewPath}?preview=1&from=${encodeURIComponent(target.path)}`);

/** A refusal from the content service, its field names turned into the form's. */
function refusedForm(outcome: Extract<Outcome<unknown>, { ok: false }>) {
  const fields = outcome.fields ? Object.fromEntries(Object.entries(outcome.fields).map(([path, message]) => [path === "form" ? path : fieldName(path), message])) : undefined;
  return refused({ ...outcome, fields });
}

const badRequest = (failure: FormFailure) => data<FormFailure>(failure, { status: 400 });

/** The action of every content editor: reads the form, lets server/content/editing.ts do it, and shows the answer. */
export async function contentEditorAction(args: Args) {
  const { auth, actor, values, intent: pressed } = await adminForm(args);
  const target = editorFor(args.url.pathname, auth.user.role);
  // "Save anyway" after a question sends the form again with what it was sent to do.
  const confirmed = ["save", "publish", "preview"].includes(values[CONFIRMED_FIELD] ?? "") ? values[CONFIRMED_FIELD]! : null;
  // What to do and at which version, judged before anything is placed or written.
  const request = readEditorRequest({ ...values, intent: confirmed ?? pressed });
  if (!request.ok) return request.refusal;
  const answer = await args.context.get(servicesContext).contentEditing.submit({
    target,
    request: request.value,
    values,
    read: () => readDocumentForm(target.key, values),
    confirmed: confirmed !== null,
    role: auth.user.role,
    actor,
  });
  return answerOf(target, request.value, answer);
}

function answerOf(target: EditorTarget, request: ContentEditorRequest, answer: EditorAnswer) {
  switch (answer.kind) {
    case "done":
      return doneTo(target, answer.notice);
    case "preview":
      return previewOf(target);
    case "refused":
      return refusedForm(answer.outcome);
    case "refusedUpload":
      return refused(answer.outcome);
    case "invalid":
      return badRequest({ error: "Please correct the fields marked below.", fields: answer.fields });
    case "notPublished":
      return data<FormFailure>({ error: answer.error }, { status: answer.status });
    case "similar": {
      const publishAt = request.intent === "publish" ? request.publishAt : "";
      const verb: SaveVerb = request.intent !== "publish" ? "Save" : publishAt ? "Schedule" : "Publish";
      const like = answer.rows.flatMap((row) => row.like);
      const asked: SimilarRowsAnswer = {
        confirm: similarMeetingsQuestion(like, verb, (meeting) => meeting.place !== "Weekly Schedule"),
        similar: Object.fromEntries(answer.rows.map((row) => [row.field, likeWords(row.like)])),
        form: answer.schedule,
        intent: request.intent,
        publishAt,
      };
      return data<SimilarRowsAnswer>(asked, { status: 409 });
    }
  }
}

/** The schedule editor's question: what it asks, the flagged rows' notes by row, and the schedule as typed (a page without JavaScript shows it again). */
export type SimilarRowsAnswer = FormFailure & { confirm: ConfirmFirst; similar: Record<string, string>; form: Schedule; intent: string; publishAt: string };

/**
 * The editor's request through its schema: a missing or unreadable version is 409 "reload the page"
 * (the form is out of date), a publish time that does not exist a message beside its field, anything
 * else (an unknown intent, no revision to restore) a 400.
 */
function readEditorRequest(values: Record<string, string>): { ok: true; value: ContentEditorRequest } | { ok: false; refusal: ReturnType<typeof data<FormFailure>> } {
  const parsed = contentEditorRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues;
  const about = (field: string) => issues.find((issue) => issue.path[0] === field);
  const intent = about("intent");
  if (intent) return { ok: false, refusal: badRequest({ error: intent.message }) };
  const version = about("version");
  if (version) return { ok: false, refusal: data<FormFailure>({ error: version.message }, { status: 409 }) };
  const publishAt = about("publishAt");
  if (publishAt) return { ok: false, refusal: badRequest({ error: "Please correct the fields marked below.", fields: { publishAt: publishAt.message } }) };
  return { ok: false, refusal: badRequest({ error: issues[0]?.message ?? STAFF_MESSAGES.unknownRequest }) };
}
