/**
 * The text of the ten downloadable childcare forms (public/forms), one line per entry. Each form is one
 * letter-size page drawn by `simplePdf`: a title line, then at most 27 lines of at most 80 characters.
 */
import { seedDocuments, seedFees, seedSettings } from "../../server/content/seed/site.ts";
import { formatDollars } from "../../shared/content/childcare.ts";
import { addressLine as addressOf } from "../../shared/content/settings.ts";

// The shipped forms are drawn from what a new site starts with (server/content/seed/site.ts).
const childcare = seedSettings.childcare;
const childcareHours = childcare.hours;
const addressLine = addressOf(seedSettings);
const registrationFee = seedFees.registrationCents / 100;
/** The shipped forms by their file name in public/forms. */
export const childcareForms = seedDocuments.forms.map((form) => ({ title: form.title, file: form.file.replace(/^\/forms\//, "") }));

const blank = (label: string, width = 40) => `${label}: ${"_".repeat(Math.max(6, width - label.length))}`;
const signature = ["", blank("Parent/guardian signature", 46), blank("Date", 20)];
const fees = seedFees.weekly.map((row) => `  ${row.label.replace(/ \(children attending.*\)$/, "")}: ${formatDollars(row.cents)}${row.note ? ` (${row.note})` : ""}`);

const FIELDS: Record<string, string[]> = {
  "attendance-schedule.pdf": [
    blank("Child's name"),
    blank("Date of birth", 30),
    blank("Classroom", 30),
    blank("First day of attendance", 36),
    "",
    "Days and times your child will attend (drop-off and pick-up):",
    `  Monday:    drop-off ________  pick-up ________`,
    `  Tuesday:   drop-off ________  pick-up ________`,
    `  Wednesday: drop-off ________  pick-up ________`,
    `  Thursday:  drop-off ________  pick-up ________`,
    `  Friday:    drop-off ________  pick-up ________`,
    "",
    `We are open ${childcareHours}.`,
    "Please tell the office a week ahead of any change to this schedule.",
    ...signature,
  ],
  "emergency-card.pdf": [
    blank("Child's name"),
    blank("Date of birth", 30),
    blank("Home address", 52),
    "",
    blank("Parent/guardian 1"),
    blank("  Home, work and cell phones", 52),
    blank("Parent/guardian 2"),
    blank("  Home, work and cell phones", 52),
    "",
    "Emergency contacts when a parent cannot be reached:",
    blank("  1. Name, relationship, phone", 56),
    blank("  2. Name, relationship, phone", 56),
    "",
    blank("Child's physician and phone", 52),
    blank("Preferred hospital", 44),
    blank("Allergies and medical conditions", 56),
    ...signature,
  ],
  "emergency-release.pdf": [
    "In an emergency, when I cannot be reached, I authorise the staff of",
    `${childcare.name} to obtain emergency medical care for my child,`,
    "including transport to the nearest hospital by ambulance.",
    "",
    blank("Child's name"),
    blank("Date of birth", 30),
    blank("Health insurance company", 46),
    blank("Policy number", 36),
    blank("Child's physician and phone", 52),
    blank("Known allergies", 44),
    blank("Medications taken regularly", 52),
    ...signature,
  ],
  "child-information.pdf": [
    blank("Child's full name", 48),
    blank("Name your child likes to be called", 56),
    blank("Date of birth", 30),
    blank("Home address", 52),
    blank("Parent/guardian names", 52),
    blank("Phones and e-mail", 52),
    "",
    "People allowed to pick up your child (photo ID is checked):",
    blank("  Name, relationship, phone", 56),
    blank("  Name, relationship, phone", 56),
    "",
    blank("Allergies or dietary needs", 52),
    blank("Naps, comfort items and routines", 56),
    blank("Things that help your child feel at home", 60),
    blank("Languages spoken at home", 52),
    ...signature,
  ],
  "medical-record.pdf": [
    blank("Child's name"),
    blank("Date of birth", 30),
    blank("Date of last physical examination", 52),
    "Immunisations up to date (attach record):   Yes   No",
    blank("Allergies (food, medicine, insect, other)", 60),
    blank("Chronic conditions (asthma, seizures, other)", 64),
    blank("Medications and dosage", 52),
    blank("Dietary restrictions", 48),
    "",
    "Medicine is given at the centre only with this form and a signed",
    "medication permission in the original labelled container.",
    "",
    blank("Physician's name", 44),
    blank("Physician's phone", 44),
    blank("Physician's signature", 48),
    ...signature,
  ],
  "parental-agreement.pdf": [
    blank("Child's name"),
    blank("Parent/guardian name(s)", 48),
    "",
    "I agree to:",
    "  - read the parent handbook and follow the programme's policies;",
    "  - sign my child in and out each day;",
    `  - pick my child up by closing time (${childcareHours});`,
    "  - keep my child home with a fever, vomiting or a contagious illness;",
    "  - keep my child's forms, immunisations and contacts up to date;",
    "  - tell the director of any change in custody or pick-up persons.",
    ...signature,
  ],
  "payment-agreement.pdf": [
    blank("Child's name"),
    blank("Parent/guardian responsible for payment", 60),
    "",
    "Weekly fees:",
    ...fees,
    "",
    `Registration fee: $${registrationFee}, non-refundable, due with the enrollment forms.`,
    "Weekly fees are due each Monday, whether or not the child attends.",
    "Please give two weeks' written notice before withdrawing your child.",
    ...signature,
  ],
  "discipline-regulations.pdf": [
    "We guide children with positive, age-appropriate methods:",
    "  - clear, simple expectations and praise for good choices;",
    "  - redirection to another activity;",
    "  - a short time with a teacher to calm down and talk it through.",
    "",
    "Corporal punishment, shaming, and withholding food or rest",
    "are never used.",
    "",
    "When behaviour keeps a child or others from being safe, the director",
    "meets with the parents to agree a plan together.",
    "",
    "I have read and received the discipline policy.",
    blank("Child's name"),
    ...signature,
  ],
  "parent-handbook.pdf": [
    `Hours: ${childcareHours}`,
    `Phone: ${childcare.phone}   E-mail: ${childcare.email}`,
    `Address: ${addressLine}`,
    "",
    "Arrival and pick-up: sign your child in and out every day.",
    "Meals: breakfast, lunch and an afternoon snack are cooked in our kitchen.",
    "Rest: toddlers and preschoolers nap after lunch; bring a labelled blanket.",
    "What to bring: a change of clothes, diapers and wipes if needed.",
    "Illness: children with fever, vomiting or diarrhoea stay home 24 hours.",
    "Closings: we follow the county schools for weather closings.",
    "Communication: daily notes home, and the director's door is always open.",
    "",
    `Fees are due each Monday; the $${registrationFee} registration fee is non-refundable.`,
    "Our full handbook is available from the childcare office.",
  ],
  "employment-application.pdf": [
    blank("Full name", 48),
    blank("Address", 52),
    blank("Phone and e-mail", 52),
    blank("Position applied for", 48),
    "Available to start: ________   Full time / Part time",
    "",
    blank("Education", 52),
    blank("Experience with children", 56),
    blank("CPR and first-aid certification (date)", 60),
    "",
    "References (not related to you):",
    blank("  1. Name and phone", 56),
    blank("  2. Name and phone", 56),
    "",
    "I agree to a criminal background check as required by state law.",
    "",
    blank("Applicant signature", 46),
    blank("Date", 20),
  ],
};

/** The lines of one form: its title, the programme's name and address, then the form's own fields. */
export function childcareFormLines(file: string): string[] {
  const form = childcareForms.find((f) => f.file === file);
  const fields = FIELDS[file];
  if (!form || !fields) throw new Error(`No childcare form named ${file}`);
  return [form.title, `${childcare.name}, ${addressLine}`, "", ...fields];
}
