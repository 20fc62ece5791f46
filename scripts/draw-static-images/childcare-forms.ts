/** Writes the ten downloadable childcare forms as one-page PDFs into public/forms. Run: npx node scripts/draw-static-images/childcare-forms.ts */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { simplePdf } from "../../server/db/seed/simple-pdf.ts";
import { childcareFormLines, childcareForms } from "./childcare-form-fields.ts";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public/forms");
mkdirSync(dir, { recursive: true });
for (const form of childcareForms) writeFileSync(path.join(dir, form.file), simplePdf(childcareFormLines(form.file)));
console.log(`wrote ${childcareForms.length} forms to public/forms`);
