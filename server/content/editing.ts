/**
 * The content editors' domain work (issue 31, item 2): what an editor shows (the words as visitors read
 * them, the status in the site's time zone, the history) and what a save, preview or publish does
 * (placeholders kept, new files placed and taken away again if the write is refused, a publish time
 * read in the site's time zone). The route module only reads the form and shows the answer.
 */
import type { Outcome } from "../admin/outcome.ts";
import type { Clock } from "../clock/clock.ts";
import { momentWords, wallClock, zonedMoment } from "../../shared/dates.ts";
import type { Events } from "../events/events.ts";
import type { KeptMeeting } from "../events/similar-meetings.ts";
import { type FileField, type PlacedFiles, placeFiles, writeWithFiles } from "../storage/upload-fields.ts";
import type { Uploads } from "../storage/uploads.ts";
import type { Content, EditableDocument } from "./content.ts";
import type { Snapshot } from "./snapshot.ts";
import type { Role } from "../../shared/roles.ts";
import { type DocumentsForm, type EditorTarget, HERO_UPLOAD_FIELD, PODCAST_ARTWORK_FIELD, fieldName, formValueOf } from "../../shared/content/editors.ts";
import { PAGES, type PageDocument, type PagePath } from "../../shared/content/pages.ts";
import { type PlaceholderContext, fillPlaceholders, followedFacts, keepPlaceholders, readableLine, unknownPlaceholders } from "../../shared/content/placeholders.ts";
import type { Schedule } from "../../shared/content/schedule.ts";
import type { SiteSettings } from "../../shared/content/settings.ts";
import type { ContentEditorRequest } from "../../shared/schemas/admin/content-editor.ts";
import { uploads as addresses } from "../../shared/uploads.ts";

type Refused = Extract<Outcome<never>, { ok: false }>;

/** What a submitted editor form came to; the route turns each into its answer. */
export type EditorAnswer =
  | { kind: "done"; notice: "discarded" | "restored" | "draft-saved" | "published" | "scheduled" }
  | { kind: "preview" }
  /** The content service refused (a stale edit, a revision of another document): field names are the service's. */
  | { kind: "refused"; outcome: Refused }
  /** A refused upload, its message beside its form field. */
  | { kind: "refusedUpload"; outcome: Refused }
  | { kind: "invalid"; fields: Record<string, string> }
  /** The schedule has rows like other meetings: nothing is stored until staff confirm. */
  | { kind: "similar"; rows: { field: string; like: KeptMeeting[] }[]; schedule: Schedule }
  | { kind: "notPublished"; error: string; status: number };

type Deps = {
  content: Content;
  uploads: Uploads;
  events: Pick<Events, "categories" | "meetingsLikeScheduleRows">;
  clock: Clock;
  timeZone: string;
  today: () => string;
};

export function createContentEditing({ content, uploads, events, clock, timeZone, today }: Deps) {
  /** What fills the placeholders of page words: the published facts, today. */
  async function placeholderContext(): Promise<PlaceholderContext> {
    const { settings, schedule, fees } = await content.snapshot();
    return { settings, schedule, fees, today: today() };
  }

  return {
    /** Everything an editor page shows: the form's values (the draft, else the published value), its state, the history, a diff; null for no such document. */
    async view(target: EditorTarget, compare: number | null) {
      const document = await content.get(target.key);
      if (!document) return null;
      // Only a revision of this document compares; another document's is no diff at all.
      const diff = compare === null ? null : await content.diff({ key: target.key, revisionId: compare });
      const context = await placeholderContext();
      // Page words may name facts and times kept elsewhere: staff see them filled in, and what each field follows.
      const value = formValueOf(target.key, document.draft ?? document.published);
      const page = target.area === "pages" ? pageAsStaffSeeIt(target.key.slice(5) as PagePath, value as PageDocument, context) : null;
      // The schedule's rows are events too: each can be listed under the calendar's categories.
      const categories = target.key === "schedule" ? (await events.categories()).map(({ slug, name }) => ({ slug, name })) : [];
      return {
        followed: page?.followed ?? {},
        categories,
        status: documentStatus(document, timeZone),
        version: document.version,
        form: page?.shown ?? value,
        revisions: (await content.revisions(target.key)).map((r) => ({ ...r, summary: readableLine(r.summary, context) })),
        diff: diff ? { revisionId: compare!, lines: diff.lines.map((l) => ({ ...l, text: readableLine(l.text, context) })) } : null,
        timeZone,
        /** The Publish button names a year only when it is not this one. */
        thisYear: Number(today().slice(0, 4)),
      };
    },

    /**
     * A submitted editor form. `save` keeps the form as the draft; `preview` keeps it too and shows it on
     * its page; `publish` saves it and makes it live now or at the chosen time; `discard` drops the draft;
     * `restore` publishes an earlier revision again. A new file is placed before the draft is written and
     * taken away again if the write is refused.
     */
    async submit({ target, request, values, read, confirmed, role, actor }: {
      target: EditorTarget;
      request: ContentEditorRequest;
      values: Record<string, string>;
      /** The document as the form typed it (validated by its schema), for save, preview and publish. */
      read: () => { ok: true; value: unknown } | { ok: false; fields: Record<string, string> };
      /** Staff answered "… anyway" to the similar-rows question. */
      confirmed: boolean;
      role: Role;
      actor: number;
    }): Promise<EditorAnswer> {
      const { version } = request;
      if (request.intent === "discard") {
        const outcome = await content.discardDraft({ key: target.key, version, actor });
        return outcome.ok ? { kind: "done", notice: "discarded" } : { kind: "refused", outcome };
      }
      if (request.intent === "restore") {
        // Only a revision of this editor's own document: any other is not found (content.restore).
        const outcome = await content.restore({ key: target.key, revisionId: request.revision, version, actor });
        return outcome.ok ? { kind: "done", notice: "restored" } : { kind: "refused", outcome };
      }

      const typed = read();
      if (!typed.ok) return { kind: "invalid", fields: typed.fields };
      let at: Date | null = null;
      if (request.intent === "publish" && request.publishAt) {
        at = zonedMoment(request.publishAt, timeZone);
        if (at <= clock.now()) return { kind: "invalid", fields: { publishAt: "Please choose a time in the future, or leave it empty to publish now." } };
      }

      let value = typed.value;
      if (target.area === "pages") {
        // The form showed the facts filled in; where they still stand, the page keeps following them.
        const base = await content.get(target.key);
        const path = target.key.slice(5) as PagePath;
        if (base) value = pageAsStored(path, value as PageDocument, (base.draft ?? base.published) as PageDocument, await placeholderContext());
        const unknown = unknownPlaceholdersIn(value as PageDocument, await content.snapshot());
        if (Object.keys(unknown).length) return { kind: "invalid", fields: unknown };
      }
      if (target.key === "schedule" && !confirmed) {
        const stored = await content.get("schedule");
        const before = (stored?.draft ?? stored?.published ?? { entries: [] }) as Schedule;
        const rows = await events.meetingsLikeScheduleRows({ before, after: typed.value as Schedule, role });
        if (rows.length) return { kind: "similar", rows: rows.map((row) => ({ field: fieldName("entries", row.index), like: row.like })), schedule: typed.value as Schedule };
      }

      const withFiles = await placeNewFiles(uploads, { target, value, values, actor });
      if (!withFiles.ok) return { kind: "refusedUpload", outcome: withFiles.outcome };
      // A preview of a form nobody changed shows what is saved, without saving it again as a draft.
      if (request.intent === "preview" && (await unchanged(content, target.key, withFiles.value))) return { kind: "preview" };
      // The new files go again if the draft is refused (a stale edit); once saved, they belong to the draft.
      const saved = await writeWithFiles(withFiles.files, () => content.saveDraft({ key: target.key, value: withFiles.value, version, actor }));
      if (!saved.ok) return { kind: "refused", outcome: saved };
      if (request.intent === "save") return { kind: "done", notice: "draft-saved" };
      if (request.intent === "preview") return { kind: "preview" };
      const published = await content.publish({ key: target.key, version: saved.value.version, actor, at });
      if (!published.ok) return { kind: "notPublished", error: `Your draft is saved, but it was not published: ${published.error}`, status: published.status };
      return { kind: "done", notice: published.value.scheduled ? "scheduled" : "published" };
    },
  };
}

export type ContentEditing = ReturnType<typeof createContentEditing>;

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

function documentStatus(document: EditableDocument, timeZone: string) {
  const moment = (at: Date) => momentWords(at, timeZone);
  return {
    published: `${moment(document.publishedAt)}${document.publishedBy ? ` by ${document.publishedBy}` : ""}`,
    draft: document.draft === null ? null : `${document.draftSavedAt ? moment(document.draftSavedAt) : ""}${document.draftBy ? ` by ${document.draftBy}` : ""}`,
    scheduledFor: document.publishAt ? moment(document.publishAt) : null,
    scheduledLocal: document.publishAt ? wallClock(document.publishAt, timeZone) : "",
    refusedPublish: document.refusedPublish ? { dueAt: moment(document.refusedPublish.dueAt), because: document.refusedPublish.because } : null,
  };
}

/** The same value whatever the order of its keys. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, part: unknown) => (part && typeof part === "object" && !Array.isArray(part) ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b))) : part));

/** Whether a form's value is what its editor opened with (the draft, else the published version). */
async function unchanged(content: Pick<Content, "get">, key: string, value: unknown): Promise<boolean> {
  const stored = await content.get(key);
  return stored !== null && stable(stored.draft ?? stored.published) === stable(value);
}

/**
 * Places the files a form uploaded (a form's new PDF, a page's new hero photo, the podcast artwork) and
 * puts their addresses into the document; a refused upload answers beside its field and nothing stays placed.
 */
async function placeNewFiles(
  uploads: Uploads,
  { target, value, values, actor }: { target: EditorTarget; value: unknown; values: Record<string, string>; actor: number },
): Promise<{ ok: true; value: unknown; files: PlacedFiles } | { ok: false; outcome: Refused }> {
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
