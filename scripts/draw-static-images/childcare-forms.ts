/** Writes the ten downloadable childcare forms as one-page PDFs into public/forms. Run: node scripts/draw-static-images/childcare-forms.ts */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { childcareForms, church } from "../../app/content/site.ts";
import { simplePdf } from "../../server/db/seed/simple-pdf.ts";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public/forms");
mkdirSync(dir, { recursive: true });

const fields: Record<string, string[]> = {
  "attendance-schedule.pdf": ["Child's name: ______________________", "Days attending: Mon  Tue  Wed  Thu  Fri", "Drop-off time: ______  Pick-up time: ______", "Start date: ______________"],
  "emergency-card.pdf": ["Child's name: ______________________", "Parent/guardian: ____________________", "Phone (home/work/cell): ____________", "Emergency contact and phone: ________", "Physician and phone: ________________"],
  "emergency-release.pdf": ["I authorise the staff to obtain emergency medical care", "for my child if I cannot be reached.", "Child's name: ______________________", "Parent signature: ___________  Date: ______"],
  "child-information.pdf": ["Child's full name: __________________", "Date of birth: ______________", "Allergies: _________________________", "Special needs or instructions: ______", "Persons allowed to pick up: __________"],
  "medical-record.pdf": ["Child's name: ______________________", "Immunisations up to date: Yes / No", "Date of last physical: ______________", "Medications: ______________________", "Physician signature: ________________"],
  "parental-agreement.pdf": ["I have read the parent handbook and agree to follow", "the policies of the childcare programme.", "Parent signature: ___________  Date: ______"],
  "payment-agreement.pdf": ["Weekly fees are due each Monday.", "The $25 registration fee is non-refundable.", "Parent signature: ___________  Date: ______"],
  "discipline-regulations.pdf": ["We guide children with positive, age-appropriate methods.", "No corporal punishment is ever used.", "Parent signature: ___________  Date: ______"],
  "parent-handbook.pdf": [`Hours: 7:00am-6:00pm Monday-Friday`, "Holidays, illness policy, meals and naps,", "what to bring, and how we communicate with families.", `Questions: ${church.childcarePhone}`],
  "employment-application.pdf": ["Name: ____________________________", "Phone and e-mail: __________________", "Experience with children: ____________", "References (2): ____________________", "Signature: ___________  Date: ______"],
};

for (const form of childcareForms) {
  writeFileSync(path.join(dir, form.file), simplePdf([`${church.childcareName}: ${form.title}`, "", ...(fields[form.file] ?? [])]));
}
console.log(`wrote ${childcareForms.length} forms to public/forms`);
