import { describe, expect, it } from "vitest";
import { seedDocuments as seeds } from "./seed/index.ts";
import { kindOf } from "./kinds.ts";

const lines = (key: string, value: unknown) => kindOf(key)!.lines(value);

/** Issue 30, item 7: History names pages by their titles and files by their names, never by an address. */
describe("the lines History shows", () => {
  it("name the pages a schedule row shows on by their titles", () => {
    const schedule = seeds().schedule as { entries: Array<{ id: string; pages: string[] }> };
    const worship = lines("schedule", schedule).find((l) => l.startsWith("Sunday Worship:"))!;
    expect(worship).toContain("on General Info and Worship Info");
    expect(lines("schedule", schedule).join("\n")).not.toMatch(/ on \/| and \//);
  });

  it("name a page's photo by what it shows and its file's name", () => {
    const about = { ...(seeds()["page:/about"] as object), hero: { src: "/uploads/pages/3fa9c1d2e4b5a6f7-9c1d.webp", width: 1600, height: 900, alt: "The sanctuary at Easter" } };
    expect(lines("page:/about", about)).toContain("Photo at the top of the page: The sanctuary at Easter (picture 3fa9c1d2e4b5a6f7-9c1d.webp)");
  });

  it("name the childcare forms' PDFs and the podcast artwork by their files' names", () => {
    const documents = { forms: [{ title: "Emergency Card", file: "/uploads/childcare-forms/a1b2.pdf" }], links: [] };
    expect(lines("childcare-documents", documents)).toEqual(["Form: Emergency Card (PDF a1b2.pdf)"]);
    const settings = seeds().settings as { podcast: Record<string, unknown> };
    const withArtwork = { ...settings, podcast: { ...settings.podcast, artwork: "/uploads/podcast/cover-1.png" } };
    expect(lines("settings", withArtwork)).toContain("Podcast artwork: cover-1.png");
    expect(lines("settings", { ...settings, podcast: { ...settings.podcast, artwork: "" } })).toContain("Podcast artwork: none");
    expect(lines("settings", withArtwork).join("\n")).not.toContain("/uploads/");
  });
});
