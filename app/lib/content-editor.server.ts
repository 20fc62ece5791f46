import { type RouterContextProvider, data, redirect, redirectDocument } from "react-router";
import type { Outcome } from "../../server/admin/editing.ts";
import { wallClock, zonedMoment } from "../../server/clock/clock.ts";
import type { EditableDocument, Snapshot } from "../../server/content/content.ts";
import { type PlaceholderContext, fillPlaceholders, followedFacts, keepPlaceholders, readableLine, unknownPlaceholders } from "../../shared/content/placeholders.ts";
import { type FileField, type PlacedFiles, placeFiles, writeWithFiles } from "../../server/storage/upload-fields.ts";
import type { Uploads } from "../../server/storage/uploads.ts";
import type { Services } from "../../server/services.ts";
import type { Role } from "../../shared/areas.ts";
import type { SiteSettings } from "../../shared/content/settings.ts";
import { uploads as addresses } from "../../shared/uploads.ts";
import { CONTENT_NOTICES, type DocumentsForm, type EditorTarget, HERO_UPLOAD_FIELD, PODCAST_ARTWORK_FIELD, canEditDocument, editorAt, fieldName, formValueOf, readDocumentForm } from "../../shared/content/editors.ts";
import { PAGES, type PageDocument, type PagePath } from "../../shared/content/pages.ts";
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

/** What fills the placeholders of page words: the published facts, today. */
async function placeholderContext(services: Pick<Services, "content" | "today">): Promise<PlaceholderContext> {
  const { settings, schedule, fees } = await services.content.snapshot();
  return { settings, schedule, fees, today: services.today() };
}

/** A page's texts by form field: title, description, each section (with whether it is HTML). */
function pageTexts(path: PagePath, page: PageDocument): Array<{ field: string; text: string; html: boolean; put: (p: PageDocument, text: string) => PageDocument }> {
  return [
    { field: fieldName("title"), text: page.title, html: false, put: (p, title) => ({ ...p, title }) },
    { field: fieldName("description"), text: page.description, html: false, put: (p, description) => ({ ...p, description }) },
    ...PAGES[path].sections.map(({ name, kind }) => ({
      field: fieldName("sections", name),
      text: page.sections[name] ?? "",
      html: kind === "rich",
      put: (p: PageDocument, text: string) => ({ ...p, sections: { ...p.sections, [name]: text } }),
    })),
  ];
}

/**
 * A page's words as staff edit them (issue 30): the facts its placeholders name filled in, as visitors
 * read them, and for each field the sentence saying which facts it follows.
 */
function pageAsStaffSeeIt(path: PagePath, page: PageDocument, context: PlaceholderContext) {
  let shown = page;
  const followed: Record<string, string> = {};
  for (const { field, text, html, put } of pageTexts(path, page)) {
    shown = put(shown, fillPlaceholders(text, context, { html }));
    const facts = followedFacts(text, context);
    if (facts) followed[field] = facts;
  }
  return { shown, followed };
}

/** The words staff saved, with the placeholders of the version they edited put back where its facts still stand. */
function pageAsStored(path: PagePath, edited: PageDocument, base: PageDocument, context: PlaceholderContext): PageDocument {
  const before = new Map(pageTexts(path, base).map((t) => [t.field, t.text]));
  let stored = edited;
  for (const { field, text, html, put } of pageTexts(path, edited)) stored = put(stored, keepPlaceholders(text, before.get(field) ?? "", context, { html }));
  return stored;
}

/** Everything an editor page shows: the form's values (the draft, else the published value), its state, the history, a diff. */
export async function loadEditor(args: Omit<Args, "request">) {
  const auth = requireArea(args);
  const target = editorFor(args.url.pathname, auth.user.role);
  const services = args.context.get(servicesContext);
  const document = await services.content.get(target.key);
  if (!document) throw data({ error: STAFF_MESSAGES.noSuchPage }, { status: 404 });
  const compare = parseRecordId(args.url.searchParams.get("compare"));
  // Only a revision of this document compares; another document's is no diff at all.
  const diff = compare === null ? null : await services.content.diff({ key: target.key, revisionId: compare });
  const timeZone = services.site.timeZone;
  const context = await placeholderContext(services);
  // Page words may name facts and times kept elsewhere: staff see them filled in, and what each field follows.
  const value = formValueOf(target.key, document.draft ?? document.published);
  const page = target.area === "pages" ? pageAsStaffSeeIt(target.key.slice(5) as PagePath, value as PageDocument, context) : null;
  // The schedule's rows are events too: each can be listed under the calendar's categories.
  const categories = target.key === "schedule" ? (await services.events.categories()).map(({ slug, name }) => ({ slug, name })) : [];
  return {
    followed: page?.followed ?? {},
    categories,
    csrf: auth.csrfToken,
    target,
    status: documentStatus(document, timeZone),
    version: document.version,
    form: page?.shown ?? value,
    revisions: (await services.content.revisions(target.key)).map((r) => ({ ...r, summary: readableLine(r.summary, context) })),
    diff: diff ? { revisionId: compare!, lines: diff.lines.map((l) => ({ ...l, text: readableLine(l.text, context) })) } : null,
    timeZone,
    /** The Publish button names a year only when it is not this one. */
    thisYear: Number(services.today().slice(0, 4)),
  };
}

const moment = (at: Date, timeZone: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(at);

function documentStatus(document: EditableDocument, timeZone: string) {
  return {
    published: `${moment(document.publishedAt, timeZone)}${document.publishedBy ? ` by ${document.publishedBy}` : ""}`,
    draft: document.draft === null ? null : `${document.draftSavedAt ? moment(document.draftSavedAt, timeZone) : ""}${document.draftBy ? ` by ${document.draftBy}` : ""}`,
    scheduledFor: document.publishAt ? moment(document.publishAt, timeZone) : null,
    scheduledLocal: document.publishAt ? wallClock(document.publishAt, timeZone) : "",
    refusedPublish: document.refusedPublish ? { dueAt: moment(document.refusedPublish.dueAt, timeZone), because: document.refusedPublish.because } : null,
  };
}

const doneTo = (target: EditorTarget, notice: keyof typeof CONTENT_NOTICES) => redirect(`${target.path}?notice=${notice}`);

/** The public page with the drafts in place; a public page is a document of its own (not hydrated), and its banner leads back here. */
const previewOf = (target: EditorTarget) => redirectDocument(`${target.previewPath}?preview=1&from=${encodeURIComponent(target.path)}`);

/** The same value whatever the order of its keys. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, part: unknown) => (part && typeof part === "object" && !Array.isArray(part) ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b))) : part));

/** Whether a form's value is what its editor opened with (the draft, else the published version). */
async function unchanged(content: { get(key: string): Promise<EditableDocument | null> }, key: string, value: unknown): Promise<boolean> {
  const stored = await content.get(key);
  return stored !== null && stable(stored.draft ?? stored.published) === stable(value);
}

/** A refusal from the content service, its field names turned into the form's. */
function refusedForm(outcome: Extract<Outcome<unknown>, { ok: false }>) {
  const fields = outcome.fields ? Object.fromEntries(Object.entries(outcome.fields).map(([path, message]) => [path === "form" ? path : fieldName(path), message])) : undefined;
  return refused({ ...outcome, fields });
}

const badRequest = (failure: FormFailure) => data<FormFailure>(failure, { status: 400 });

/** A message for each field of a page that names a fact or schedule entry that does not exist (a typo, a deleted entry). */
function unknownPlaceholdersIn(page: PageDocument, snapshot: Snapshot): Record<string, string> {
  const context = { settings: snapshot.settings, schedule: snapshot.schedule, fees: snapshot.fees };
  const texts: Array<[string, string]> = [[fieldName("title"), page.title], [fieldName("description"), page.description], ...Object.entries(page.sections).map(([name, text]): [string, string] => [fieldName("sections", name), text])];
  const fields: Record<string, string> = {};
  for (const [field, text] of texts) {
    const unknown = unknownPlaceholders(text, context);
    if (unknown.length) fields[field] = `The site cannot fill in ${unknown.join(", ")}: please write the words themselves.`;
  }
  return fields;
}

/**
 * The action of every content editor. `save` keeps the form as the draft; `preview` keeps it too and
 * shows it on its page; `publish` saves it and makes it live now or at the chosen time; `discard` drops the draft; `restore` publishes an earlier revision
 * again. A new PDF is placed before the draft is written and taken away again if the write is refused.
 */
export async function contentEditorAction(args: Args) {
  const { auth, actor, values, intent: pressed } = await adminForm(args);
  const target = editorFor(args.url.pathname, auth.user.role);
  const { content, uploads, site, clock } = args.context.get(servicesContext);
  const timeZone = site.timeZone;
  // "Save anyway" after a question sends the form again with what it was sent to do.
  const confirmed = ["save", "publish", "preview"].includes(values[CONFIRMED_FIELD] ?? "") ? values[CONFIRMED_FIELD]! : null;
  // What to do and at which version, judged before anything is placed or written.
  const request = readEditorRequest({ ...values, intent: confirmed ?? pressed });
  if (!request.ok) return request.refusal;
  const { version } = request.value;

  if (request.value.intent === "discard") {
    const outcome = await content.discardDraft({ key: target.key, version, actor });
    return outcome.ok ? doneTo(target, "discarded") : refusedForm(outcome);
  }
  if (request.value.intent === "restore") {
    // Only a revision of this editor's own document: any other is not found (content.restore).
    const outcome = await content.restore({ key: target.key, revisionId: request.value.revision, version, actor });
    return outcome.ok ? doneTo(target, "restored") : refusedForm(outcome);
  }

  const read = readDocumentForm(target.key, values);
  if (!read.ok) return badRequest({ error: "Please correct the fields marked below.", fields: read.fields });
  let at: Date | null = null;
  if (request.value.intent === "publish" && request.value.publishAt) {
    at = zonedMoment(request.value.publishAt, timeZone);
    if (at <= clock.now()) return badRequest({ error: "Please correct the fields marked below.", fields: { publishAt: "Please choose a time in the future, or leave it empty to publish now." } });
  }

  let value = read.value;
  if (target.area === "pages") {
    // The form showed the facts filled in; where they still stand, the page keeps following them.
    const base = await content.get(target.key);
    const path = target.key.slice(5) as PagePath;
    if (base) value = pageAsStored(path, value as PageDocument, (base.draft ?? base.published) as PageDocument, await placeholderContext(args.context.get(servicesContext)));
    const unknown = unknownPlaceholdersIn(value as PageDocument, await content.snapshot());
    if (Object.keys(unknown).length) return badRequest({ error: "Please correct the fields marked below.", fields: unknown });
  }
  if (target.key === "schedule" && !confirmed) {
    const publishAt = request.value.intent === "publish" ? request.value.publishAt : "";
    const asked = await askAboutSimilarRows(args.context, { schedule: read.value as Schedule, role: auth.user.role, verb: request.value.intent !== "publish" ? "Save" : publishAt ? "Schedule" : "Publish" });
    if (asked) return data<SimilarRowsAnswer>({ ...asked, intent: request.value.intent, publishAt }, { status: 409 });
  }

  const withFiles = await placeNewFiles(uploads, { target, value, values, actor });
  if (!withFiles.ok) return refused(withFiles.outcome);
  // A preview of a form nobody changed shows what is saved, without saving it again as a draft.
  if (request.value.intent === "preview" && (await unchanged(content, target.key, withFiles.value))) return previewOf(target);
  // The new files go again if the draft is refused (a stale edit); once saved, they belong to the draft.
  const saved = await writeWithFiles(withFiles.files, () => content.saveDraft({ key: target.key, value: withFiles.value, version, actor }));
  if (!saved.ok) return refusedForm(saved);
  if (request.value.intent === "save") return doneTo(target, "draft-saved");
  if (request.value.intent === "preview") return previewOf(target);
  const published = await content.publish({ key: target.key, version: saved.value.version, actor, at });
  if (!published.ok) return data<FormFailure>({ error: `Your draft is saved, but it was not published: ${published.error}` }, { status: published.status });
  return doneTo(target, published.value.scheduled ? "scheduled" : "published");
}

/** The schedule editor's question: what it asks, the flagged rows' notes by row, and the schedule as typed (a page without JavaScript shows it again). */
export type SimilarRowsAnswer = FormFailure & { confirm: ConfirmFirst; similar: Record<string, string>; form: Schedule; intent: string; publishAt: string };

/**
 * Before saving a schedule whose new or changed rows are like other meetings (issue 30, item 4): the
 * question, or null when there is nothing to ask. Nothing is stored until it is confirmed.
 */
async function askAboutSimilarRows(context: Args["context"], { schedule, role, verb }: { schedule: Schedule; role: Role; verb: SaveVerb }): Promise<Omit<SimilarRowsAnswer, "intent" | "publishAt"> | null> {
  const { content, events } = context.get(servicesContext);
  const stored = await content.get("schedule");
  const rows = await events.meetingsLikeScheduleRows({ before: (stored?.draft ?? stored?.published ?? { entries: [] }) as Schedule, after: schedule, role });
  if (rows.length === 0) return null;
  const like = rows.flatMap((row) => row.like);
  return {
    confirm: similarMeetingsQuestion(like, verb, (meeting) => meeting.place !== "Weekly Schedule"),
    similar: Object.fromEntries(rows.map((row) => [fieldName("entries", row.index), likeWords(row.like)])),
    form: schedule,
  };
}

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

/**
 * Places the files a form uploaded (a form's new PDF, a page's new hero photo) and puts their addresses
 * into the document; a refused upload answers beside its field and nothing stays placed.
 */
async function placeNewFiles(
  uploads: Uploads,
  { target, value, values, actor }: { target: EditorTarget; value: unknown; values: Record<string, string>; actor: number },
): Promise<{ ok: true; value: unknown; files: PlacedFiles } | { ok: false; outcome: Extract<Outcome<never>, { ok: false }> }> {
  if (target.key === "childcare-documents") {
    const documents = value as DocumentsForm;
    const fields: FileField[] = documents.forms.map((form, i) => ({ field: fieldName("forms", i, "upload"), kind: "pdf", token: form.upload }));
    const placed = await placeFiles(uploads, { fields, userId: actor, target: { area: "childcare-forms" } });
    if (!placed.ok) return placed;
    const forms = documents.forms.map((form, i) => {
      const placedName = placed.files.names[fieldName("forms", i, "upload")];
      return { title: form.title, file: placedName ? `/uploads/childcare-forms/${placedName}` : form.file };
    });
    return { ok: true, value: { links: documents.links, forms }, files: placed.files };
  }
  if (target.area === "pages") {
    const page = value as PageDocument;
    const placed = await placeFiles(uploads, { fields: [{ field: HERO_UPLOAD_FIELD, kind: "image", token: values[HERO_UPLOAD_FIELD] ?? "" }], userId: actor, target: { area: "pages" } });
    if (!placed.ok) return placed;
    const photo = placed.files.names[HERO_UPLOAD_FIELD];
    if (!photo) return { ok: true, value: page, files: placed.files };
    const size = await uploads.imageSize({ target: { area: "pages" }, fileName: photo });
    return { ok: true, value: { ...page, hero: { src: `/uploads/pages/${photo}`, alt: page.hero?.alt ?? "", ...size } }, files: placed.files };
  }
  if (target.key === "settings") {
    // The podcast's channel artwork: a new upload replaces the address; the remove box clears it.
    const settings = value as SiteSettings;
    const placed = await placeFiles(uploads, { fields: [{ field: PODCAST_ARTWORK_FIELD, kind: "artwork", token: values[PODCAST_ARTWORK_FIELD] ?? "" }], userId: actor, target: { area: "podcast" } });
    if (!placed.ok) return placed;
    const artworkName = placed.files.names[PODCAST_ARTWORK_FIELD];
    const artwork = artworkName ? addresses.podcast(artworkName) : values[`${PODCAST_ARTWORK_FIELD}Remove`] ? "" : settings.podcast.artwork;
    return { ok: true, value: { ...settings, podcast: { ...settings.podcast, artwork } }, files: placed.files };
  }
  return { ok: true, value, files: { names: {}, discard: async () => undefined } };
}
