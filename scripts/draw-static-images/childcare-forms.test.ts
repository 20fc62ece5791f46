import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { simplePdf } from "../../server/db/seed/simple-pdf.ts";
import { childcareFormLines, childcareForms } from "./childcare-form-fields.ts";

const formsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public/forms");

describe("the downloadable childcare forms", () => {
  it.each(childcareForms.map((f) => [f.file, f.title]))("%s: titled %s and fits one page", (file, title) => {
    const lines = childcareFormLines(file);
    expect(lines[0]).toBe(title);
    expect(lines[1]).toContain("Cedar Hill Childcare & Pre-K");
    // simplePdf puts a line every 24 pt from 720 pt down; the 29th line still sits above the bottom margin.
    expect(lines.length).toBeLessThanOrEqual(29);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
    expect(lines.slice(3).length).toBeGreaterThanOrEqual(10);
  });

  it.each(childcareForms.map((f) => [f.file]))("%s: the committed PDF is what the script draws", (file) => {
    expect(readFileSync(path.join(formsDir, file)).equals(simplePdf(childcareFormLines(file)))).toBe(true);
  });

  it("states the visible fees and the non-refundable registration fee on the payment agreement", () => {
    const text = childcareFormLines("payment-agreement.pdf").join("\n");
    for (const fee of ["$145", "$135", "$125", "$115", "$105", "$70", "$150", "$120 per additional child in the family"]) expect(text).toContain(fee);
    expect(text).toContain("Registration fee: $25, non-refundable");
  });

  it("refuses a form that is not in the list", () => {
    expect(() => childcareFormLines("tax-return.pdf")).toThrow(/No childcare form/);
  });
});
