import { describe, expect, it } from "vitest";
import { seedFees, seedSchedule, seedSettings } from "../../server/content/seed/site.ts";
import { documentFromForm, editorAt, fieldName, formValueOf, readDocumentForm } from "./editors.ts";

/** The fields a form would post for a value, named as the editors name them. */
function asForm(value: unknown, path: Array<string | number> = []): Record<string, string> {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => asForm(v, [...path, i])));
  if (value && typeof value === "object") return Object.assign({}, ...Object.entries(value).map(([k, v]) => asForm(v, [...path, k])));
  if (typeof value === "boolean") return value ? { [`${fieldName(...path)}:bool`]: "on" } : {};
  return { [fieldName(...path)]: String(value) };
}

describe("the content editors' forms", () => {
  it("name the editor of each admin address, and nothing for an unknown one", () => {
    expect(editorAt("/admin/site-settings")).toMatchObject({ key: "settings", area: "site-settings" });
    expect(editorAt("/admin/childcare-info/forms/")).toMatchObject({ key: "childcare-documents", area: "childcare-info" });
    expect(editorAt("/admin/pages/home")).toMatchObject({ key: "page:/", previewPath: "/" });
    expect(editorAt("/admin/pages/every-page")).toMatchObject({ key: "page:*", previewPath: "/" });
    expect(editorAt("/admin/pages/childcare-preschool")).toMatchObject({ key: "page:/childcare-preschool" });
    expect(editorAt("/admin/pages/no-such-page")).toBeNull();
    expect(editorAt("/admin/pages/__proto__")).toBeNull();
  });

  it("read back every seeded document from its own form unchanged", () => {
    expect(readDocumentForm("settings", asForm(seedSettings))).toEqual({ ok: true, value: seedSettings });
    expect(readDocumentForm("settings", asForm({ ...seedSettings, officePhone: "9195550142" }))).toEqual({ ok: true, value: seedSettings });
    expect(readDocumentForm("schedule", asForm(seedSchedule))).toEqual({ ok: true, value: seedSchedule });
    expect(readDocumentForm("childcare-fees", asForm(formValueOf("childcare-fees", seedFees)))).toEqual({ ok: true, value: seedFees });
  });

  it("close up rows removed in the browser, keep their order, and ignore fields outside the document", () => {
    const values = { csrf: "x", version: "v", "doc.social.4.url": "https://b.example", "doc.social.4.network": "other", "doc.social.0.url": "https://a.example", "doc.social.0.network": "other" };
    expect(documentFromForm(values)).toEqual({ social: [{ url: "https://a.example", network: "other" }, { url: "https://b.example", network: "other" }] });
    expect(documentFromForm({ "doc.__proto__.polluted": "yes", "doc.a..b": "x" })).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("say what is wrong beside the field: a time of 25:00, an end before the start, no page, a javascript: link, a fee of -5 or 1e9", () => {
    const [first, second, third] = seedSchedule.entries;
    const schedule = asForm({ entries: [{ ...first!, start: "25:00" }, { ...second!, start: "11:00", end: "10:00" }, { ...third!, pages: [] }] });
    expect(readDocumentForm("schedule", schedule)).toEqual({
      ok: false,
      fields: {
        [fieldName("entries", 0, "start")]: "Please give a time such as 10:00 or 18:30 (24-hour clock).",
        [fieldName("entries", 1, "end")]: "The end time must be after the start time.",
        [fieldName("entries", 2, "pages")]: "Please choose at least one page that shows this entry.",
      },
    });
    const settings = asForm({ ...seedSettings, givingUrl: "javascript:alert(1)" });
    expect(readDocumentForm("settings", settings)).toEqual({ ok: false, fields: { [fieldName("givingUrl")]: "The giving link: please enter a web address that starts with https://." } });
    const fees = asForm(formValueOf("childcare-fees", seedFees)) as Record<string, string>;
    fees[fieldName("weekly", 2, "amount")] = "-5";
    fees[fieldName("registration")] = "1e9";
    const refused = readDocumentForm("childcare-fees", fees);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.fields).toMatchObject({ [fieldName("weekly", 2, "amount")]: "The weekly fee cannot be negative.", [fieldName("registration")]: expect.stringContaining("The registration fee") });
  });

  it("refuse a form of the documents editor without a PDF", () => {
    const form = { [fieldName("forms", 0, "title")]: "Enrollment form", [fieldName("forms", 0, "file")]: "", [fieldName("forms", 0, "upload")]: "" };
    expect(readDocumentForm("childcare-documents", form)).toEqual({ ok: false, fields: { [fieldName("forms", 0, "upload")]: "Please choose the PDF for this form." } });
  });
});
