import { describe, expect, it } from "vitest";
import { defaultArtworkSvg, nameLayout, wrapWords } from "./default-artwork.ts";

describe("the podcast's drawn artwork (issue 30 item 5)", () => {
  it("breaks a name between words, a word too long for a line on its own line", () => {
    expect(wrapWords("Cedar Hill United Methodist Church", 17)).toEqual(["Cedar Hill United", "Methodist Church"]);
    expect(wrapWords("  Saint   Bartholomew-the-Great  ", 8)).toEqual(["Saint", "Bartholomew-the-Great"]);
  });

  it("sets a long name in a few large lines that fit across the picture", () => {
    expect(nameLayout("Cedar Hill United Methodist Church").lines).toEqual(["Cedar Hill United", "Methodist Church"]);
    for (const name of ["Grace", "Cedar Hill United Methodist Church", "St. Bartholomew-the-Great Episcopal Church of the Holy Redeemer and All Saints"]) {
      const { lines, size } = nameLayout(name);
      expect(lines.join(" ")).toBe(name);
      expect(size).toBeGreaterThanOrEqual(100);
      expect(Math.max(...lines.map((l) => l.length)) * size * 0.56).toBeLessThanOrEqual(2600);
      expect(lines.length * size * 1.15).toBeLessThanOrEqual(1000);
    }
  });

  it("writes the name as text, never as markup", () => {
    const svg = defaultArtworkSvg(`St. Mary's <script>alert(1)</script> & "All"`);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("&amp;");
  });
});
