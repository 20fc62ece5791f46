/**
 * Local drafts of long edits (issue 16): what a person types into an admin form with rich text or a
 * text area is kept in the browser (localStorage, keyed by user and form) until the form is saved, so
 * a sign-out, an expired session or a closed tab loses nothing. Nothing leaves the browser.
 */

export type Draft = {
  /** When it was last written (epoch ms). */
  savedAt: number;
  /** The form's record version when the draft was started ("" for a new record). */
  version: string;
  /** The form's fields by name. */
  fields: Record<string, string>;
};

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Drafts older than this are dropped instead of offered. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** One key per person and form (the form's address: /admin/announcements/edit/7). */
export const draftKey = (userId: number, form: string) => `steeple:draft:${userId}:${form}`;

export function readDraft(store: Store, key: string, now: number): Draft | null {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft;
    const fine = typeof draft.savedAt === "number" && typeof draft.version === "string" && draft.fields && typeof draft.fields === "object";
    if (fine && now - draft.savedAt < DRAFT_MAX_AGE_MS) return draft;
  } catch {
    // A damaged draft is dropped below.
  }
  clearDraft(store, key);
  return null;
}

/** Keeps the draft; a full or blocked storage only means there is no draft. */
export function writeDraft(store: Store, key: string, draft: Draft): void {
  try {
    store.setItem(key, JSON.stringify(draft));
  } catch {
    // Private browsing or a full quota: nothing to keep the draft in.
  }
}

export function clearDraft(store: Store, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Whether a draft holds something the form does not show now (so it is worth offering back). */
export function differs(draft: Draft, current: Record<string, string>): boolean {
  return Object.entries(draft.fields).some(([name, value]) => name in current && current[name] !== value);
}
