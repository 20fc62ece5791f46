/**
 * The content editors of the staff area (issue 11): which admin address edits which content document,
 * where its preview is, and how its form reads. The form posts ordinary fields named by the path of
 * the value they hold ("doc.address.street", "doc.entries.2.start"), so the same Zod schema judges the
 * form in the browser and in the route action, and field errors come back under the field's own name.
 */
import { z } from "zod";
import { type AreaKey, areaPath, canEnterArea } from "../areas.ts";
import { type Role } from "../roles.ts";
import { type ChildcareDocuments, type ChildcareFees, MAX_FORMS, childcareFeesFormSchema, documentLinksSchema, formTitle } from "./childcare.ts";
import { PAGES, type PagePath, canEditPage, isPagePath, pageDocumentSchema, pageKey } from "./pages.ts";
import { scheduleSchema } from "./schedule.ts";
import { type SiteSettings, siteSettingsSchema, withSettingsDefaults } from "./settings.ts";
import { SCHEDULE_PURPOSE } from "../similar-meetings.ts";

export type EditorTarget = {
  /** The content document ("settings", "page:/worship"). */
  key: string;
  area: AreaKey;
  /** The editor's own address. */
  path: string;
  title: string;
  /** The public page a preview opens. */
  previewPath: string;
  /** The page to go back to, for pages the Pages list. */
  backTo?: { path: string; label: string };
  /** What belongs in this document, in one sentence, where another page could seem to hold it too. */
  purpose?: string;
};


/**
 * A page's part of an admin address: "/" is "home", the header and footer "every-page", "/worship"
 * "worship", "/events/archive" "events--archive".
 */
export function pageSlug(path: PagePath): string {
  return path === "/" ? "home" : path === "*" ? "every-page" : path.slice(1).replace(/\//g, "--");
}

function pageOfSlug(slug: string): PagePath | null {
  const path = slug === "home" ? "/" : slug === "every-page" ? "*" : `/${slug.replace(/--/g, "/")}`;
  return isPagePath(path) ? path : null;
}

export const pageEditorPath = (path: PagePath) => areaPath("pages", pageSlug(path));

const FIXED_EDITORS: readonly EditorTarget[] = [
  { key: "settings", area: "site-settings", path: areaPath("site-settings"), title: "Site Settings", previewPath: "/contact" },
  { key: "schedule", area: "schedule", path: areaPath("schedule"), title: "Weekly Schedule", previewPath: "/worship", purpose: SCHEDULE_PURPOSE },
  { key: "childcare-fees", area: "childcare-info", path: areaPath("childcare-info"), title: "Childcare Fees", previewPath: "/childcare-preschool" },
  { key: "childcare-documents", area: "childcare-info", path: areaPath("childcare-info", "forms"), title: "Childcare Forms and Links", previewPath: "/childcare-preschool" },
];

/** The editor an admin address opens, or null. */
export function editorAt(pathname: string): EditorTarget | null {
  const clean = pathname.replace(/\/+$/, "");
  const fixed = FIXED_EDITORS.find((e) => e.path === clean);
  if (fixed) return fixed;
  const match = /^\/admin\/pages\/([a-z0-9-]+)$/.exec(clean);
  const path = match ? pageOfSlug(match[1]!) : null;
  if (!path) return null;
  return {
    key: pageKey(path),
    area: "pages",
    path: pageEditorPath(path),
    title: PAGES[path].label,
    previewPath: path === "*" ? "/" : path,
    backTo: { path: areaPath("pages"), label: "All pages" },
  };
}

/** The editor of a document ("settings", "page:/about"), or null for a key that names none. */
export function editorOf(key: string): EditorTarget | null {
  const path = key.startsWith("page:") ? key.slice(5) : null;
  if (path !== null) return isPagePath(path) ? editorAt(pageEditorPath(path)) : null;
  return FIXED_EDITORS.find((e) => e.key === key) ?? null;
}

/**
 * Whether a role may edit a document: a page's words by the page's own list of editors, every other
 * document by the area its editor lives in. The editor's guard, and scheduled publishing when it fires,
 * both ask this.
 */
export function canEditDocument(role: Role, key: string): boolean {
  const editor = editorOf(key);
  if (!editor) return false;
  return editor.area === "pages" ? canEditPage(role, key.slice(5) as PagePath) : canEnterArea(role, editor.area);
}

/** The two childcare editors link to each other. */
export const CHILDCARE_EDITORS = FIXED_EDITORS.filter((e) => e.area === "childcare-info");

/** A form of the documents editor: each form's PDF is its current file, or a new upload that replaces it. */
const documentsFormSchema = z.object({
  forms: z
    .array(
      z
        .object({ title: formTitle, file: z.string().default(""), upload: z.string().default("") })
        .refine((f) => f.file || f.upload, { path: ["upload"], message: "Please choose the PDF for this form." }),
    )
    .max(MAX_FORMS, `Please keep to ${MAX_FORMS} forms.`)
    .default([]),
  links: documentLinksSchema,
});
export type DocumentsForm = z.infer<typeof documentsFormSchema>;

/** The schema a document's form answers to (the stored schema, or its typed form where they differ). */
export function formSchemaOf(key: string): z.ZodType {
  if (key === "settings") return siteSettingsSchema;
  if (key === "schedule") return scheduleSchema;
  if (key === "childcare-fees") return childcareFeesFormSchema;
  if (key === "childcare-documents") return documentsFormSchema;
  const path = key.slice(5);
  if (key.startsWith("page:") && isPagePath(path)) return pageFormSchema(path);
  throw new Error(`No editor form for ${key}`);
}

/**
 * A page's form: its document, where the hero photo is the photo already there (src, width, height)
 * or a new upload, with its description; a description alone, without any photo, is left out.
 */
function pageFormSchema(path: PagePath) {
  return z.preprocess((input) => {
    if (!input || typeof input !== "object") return input;
    const { hero, heroUpload, heroRemove, ...rest } = input as Record<string, unknown> & { hero?: Record<string, unknown> };
    const uploading = typeof heroUpload === "string" && heroUpload !== "";
    if (!hero || (heroRemove === true && !uploading) || (!hero.src && !uploading)) return rest;
    // A new photo's address and size are known only once the server has placed it.
    return { ...rest, hero: hero.src ? hero : { src: "/uploads/pages/pending.webp", width: 1, height: 1, alt: hero.alt } };
  }, pageDocumentSchema(path));
}

/** What the form shows for a stored value (fees as dollars, the rest as stored). */
export function formValueOf(key: string, value: unknown): unknown {
  if (key === "settings") return withSettingsDefaults(value as SiteSettings);
  if (key === "childcare-fees") {
    const fees = value as ChildcareFees;
    return { weekly: fees.weekly.map(({ cents, ...fee }) => ({ ...fee, amount: (cents / 100).toFixed(2) })), registration: (fees.registrationCents / 100).toFixed(2) };
  }
  if (key === "childcare-documents") {
    const documents = value as ChildcareDocuments;
    return { ...documents, forms: documents.forms.map((f) => ({ ...f, upload: "" })) };
  }
  return value;
}

/** What each editor action says when it is done (`?notice=`). */
export const CONTENT_NOTICES = {
  "draft-saved": "Draft saved. Visitors still see the published version: preview the draft, then publish it.",
  published: "Published. Visitors see your changes now.",
  scheduled: "Scheduled. The draft goes live at the time you chose.",
  discarded: "Draft discarded. The published version is unchanged.",
  restored: "Restored. Visitors see that earlier version now; it is the newest entry in the history.",
} as const;

export const DOCUMENT_FIELD = "doc";
/** The upload field of a page's hero photo and its remove box (read by the page form, not stored). */
export const HERO_UPLOAD_FIELD = `${DOCUMENT_FIELD}.heroUpload`;
export const HERO_REMOVE_FIELD = `${DOCUMENT_FIELD}.heroRemove:bool`;
/** The upload field of the podcast's channel artwork (Site settings); its remove box is this name + "Remove". */
export const PODCAST_ARTWORK_FIELD = `${DOCUMENT_FIELD}.podcastArtworkUpload`;

/**
 * The document a form posted: fields named "doc.<path>" become a value; a number in the path is an
 * array position (rows removed in the browser leave gaps, which close up); a name ending in ":bool"
 * is a checkbox (ticked: true). Every other field (csrf, version, intent) is not part of the document.
 */
export function documentFromForm(values: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (!name.startsWith(`${DOCUMENT_FIELD}.`)) continue;
    const isBool = name.endsWith(":bool");
    const parts = name.slice(DOCUMENT_FIELD.length + 1, isBool ? -5 : undefined).split(".");
    if (parts.some((p) => p === "" || p === "__proto__" || p === "constructor" || p === "prototype")) continue;
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = isBool ? raw !== "" && raw !== "false" : raw;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return closeUp(root) as Record<string, unknown>;
}

/** Objects whose keys are all array positions become arrays, in position order. */
function closeUp(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, closeUp(v)] as const);
  if (entries.length && entries.every(([k]) => /^\d{1,4}$/.test(k))) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}

/** Validation messages keyed by the form field they belong to ("doc.entries.2.end"); one for the form as a whole under "form". */
export function documentErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.length ? `${DOCUMENT_FIELD}.${issue.path.join(".")}` : "form"] ??= issue.message;
  return out;
}

/** The form's document through its schema, as the browser and the action both judge it. */
export function readDocumentForm(key: string, values: Record<string, string>): { ok: true; value: unknown } | { ok: false; fields: Record<string, string> } {
  const parsed = formSchemaOf(key).safeParse(documentFromForm(values));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: documentErrors(parsed.error) };
}

/** A form field's name for a path in the document. */
export const fieldName = (...path: Array<string | number>) => `${DOCUMENT_FIELD}.${path.join(".")}`;
