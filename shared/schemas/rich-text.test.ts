import { describe, expect, it } from "vitest";
import { z } from "zod";
import { richText } from "./rich-text.ts";

const announcement = z.object({ announcement: richText({ required: true, requiredMessage: "Please write the announcement.", max: 200 }) });
const errorOf = (value: unknown) => {
  const result = announcement.safeParse({ announcement: value });
  return result.success ? null : z.flattenError(result.error).fieldErrors.announcement?.[0];
};

describe("richText", () => {
  it("accepts a body with text and trims it", () => {
    expect(announcement.parse({ announcement: "  <p>Potluck after worship.</p>\n" })).toEqual({ announcement: "<p>Potluck after worship.</p>" });
  });
  it("accepts a body that is only a picture", () => {
    expect(errorOf('<img src="/uploads/content/a.webp" alt="Church picnic">')).toBeNull();
  });
  it("refuses an empty required body with the caller's message", () => {
    for (const value of ["", "   ", "<p></p>", "<p><br></p>", "<p>&nbsp;</p>", undefined]) expect(errorOf(value), String(value)).toBe("Please write the announcement.");
  });
  it("refuses a body longer than the limit", () => {
    expect(errorOf(`<p>${"a".repeat(200)}</p>`)).toBe("This text is too long: at most 200 characters, formatting included.");
  });
  it("turns an empty optional body into an empty string", () => {
    const story = richText();
    expect(story.parse("<p></p>")).toBe("");
    expect(story.parse("<p>Hi</p>")).toBe("<p>Hi</p>");
  });
  it("allows 100 000 characters by default", () => {
    const body = `<p>${"a".repeat(99_990)}</p>`;
    expect(richText({ required: true }).safeParse(body).success).toBe(true);
    expect(richText({ required: true }).safeParse(`${body}<p>more</p>`).success).toBe(false);
  });
});
