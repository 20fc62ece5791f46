import { describe, expect, it } from "vitest";
import { DRAFT_MAX_AGE_MS, clearDraft, differs, draftKey, readDraft, writeDraft } from "./drafts.ts";

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("local drafts (issue 16)", () => {
  const key = draftKey(7, "/admin/announcements/create-new");

  it("are kept per person and form, read back, and cleared", () => {
    const store = memoryStore();
    expect(key).toBe("steeple:draft:7:/admin/announcements/create-new");
    expect(draftKey(8, "/admin/announcements/create-new")).not.toBe(key);
    const draft = { savedAt: 1_000, version: "", fields: { subject: "Choir practice", announcement: "<p>Thursday at 7</p>" } };
    writeDraft(store, key, draft);
    expect(readDraft(store, key, 2_000)).toEqual(draft);
    clearDraft(store, key);
    expect(readDraft(store, key, 2_000)).toBeNull();
  });

  it("drop a damaged or month-old draft instead of offering it", () => {
    const store = memoryStore();
    store.setItem(key, "{not json");
    expect(readDraft(store, key, 0)).toBeNull();
    expect(store.items.has(key)).toBe(false);
    writeDraft(store, key, { savedAt: 0, version: "", fields: { subject: "Old" } });
    expect(readDraft(store, key, DRAFT_MAX_AGE_MS)).toBeNull();
  });

  it("survive a storage that refuses to be used", () => {
    const broken = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("full"); }, removeItem: () => { throw new Error("denied"); } };
    expect(() => writeDraft(broken, key, { savedAt: 0, version: "", fields: {} })).not.toThrow();
    expect(readDraft(broken, key, 0)).toBeNull();
  });

  it("are offered only when they hold something the form does not show", () => {
    const draft = { savedAt: 0, version: "", fields: { subject: "Choir practice", announcement: "<p>Thursday</p>" } };
    expect(differs(draft, { subject: "Choir practice", announcement: "<p>Thursday</p>" })).toBe(false);
    expect(differs(draft, { subject: "Choir practice", announcement: "" })).toBe(true);
    // A field the form no longer has is not a difference.
    expect(differs({ ...draft, fields: { gone: "x" } }, { subject: "" })).toBe(false);
  });
});
