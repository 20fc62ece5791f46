/**
 * What a new site starts with: the demo congregation's facts, and every time, fee and form of the
 * specification (sections 2 and 9). Staff change all of it in the staff area; nothing reads these
 * values except the first start of a site (server/content/content.ts `ensureSeeded`).
 */
import type { ChildcareDocuments, ChildcareFees } from "../../../shared/content/childcare.ts";
import { type Schedule, type ScheduleEntry, scheduleEntry } from "../../../shared/content/schedule.ts";
import { type SiteSettings, podcastSettingsSchema } from "../../../shared/content/settings.ts";

export const seedSettings: SiteSettings = {
  churchName: "Cedar Hill United Methodist Church",
  shortName: "Cedar Hill UMC",
  pastor: "Rev. Daniel Whitaker",
  address: { street: "215 Church Street", city: "Cedar Hill", region: "NC", postalCode: "27514", country: "US" },
  geo: { latitude: 35.9132, longitude: -79.0558 },
  officePhone: "919-555-0142",
  officeEmail: "office@cedarhill-umc.org",
  officeHours: "8am-4pm weekdays, 8am-8pm Sundays and Wednesdays",
  parking:
    "The main lot is behind the church off Church Street, with overflow parking across the street at the Fellowship Hall lot. Accessible parking is reserved beside the Fellowship Hall entrance, with a level, covered walkway to the sanctuary, and the side entrance on Church Street has a ramp.",
  givingUrl: "https://secure.myvanco.com/cedarhillumc/give",
  social: [
    { network: "facebook", url: "https://www.facebook.com/cedarhillumc" },
    { network: "maps", url: "https://maps.google.com/?q=215+Church+Street+Cedar+Hill+NC+27514" },
  ],
  childcare: {
    name: "Cedar Hill Childcare & Pre-K",
    director: "",
    phone: "919-555-0187",
    email: "childcare@cedarhill-umc.org",
    licence: "Licensed by the North Carolina Division of Child Development and Early Education.",
    hours: "7:00am-6:00pm Monday-Friday",
  },
  podcast: podcastSettingsSchema.parse({}),
};

const entry = (e: Partial<ScheduleEntry> & Pick<ScheduleEntry, "id" | "name" | "weekday" | "start" | "pages">): ScheduleEntry => scheduleEntry(e);

/**
 * Spec sections 2 and 9. Pages list their rows in this order, the Sunday rows as the spec's Worship
 * section does (Sunday School, Worship, Nursery, God's Big House). The spec gives Sunday School two
 * readings (11:15 on the home and worship pages, 11:00 to noon on About): each is the entry of its own
 * page, as the spec shows them, for staff to settle. A ministry's place is where its own page says it
 * meets; the Wesley house is away from the church, so its place is a whole address.
 */
export const seedSchedule: Schedule = {
  entries: [
    entry({ id: "sunday-school", name: "Sunday School", weekday: "Sunday", start: "11:15", end: "12:00", pages: ["/worship"], note: "Classes for every age after worship", onHome: true, categories: ["children", "youth", "adults"] }),
    entry({ id: "about-sunday-school", name: "Sunday School", weekday: "Sunday", start: "11:00", end: "12:00", pages: ["/about"], hideFromCalendar: true }),
    entry({ id: "sunday-worship", name: "Sunday Worship", weekday: "Sunday", start: "10:00", end: "11:15", place: "Sanctuary", pages: ["/worship", "/about"], note: "In person and online", onHome: true, categories: ["worship"] }),
    entry({ id: "nursery", name: "Nursery", weekday: "Sunday", start: "09:15", pages: ["/worship", "/about"], note: "Birth to 2, during worship and Sunday School", hideFromCalendar: true }),
    entry({ id: "gods-big-house", name: "God's Big House", weekday: "Sunday", start: "10:15", end: "10:45", place: "Children's wing", pages: ["/gods-big-house", "/worship"], note: "Grades K-5, during worship", categories: ["children"] }),
    entry({ id: "wednesday-dinner", name: "Dinner", weekday: "Wednesday", start: "18:00", end: "18:30", place: "Fellowship hall", pages: ["/worship"], note: "Family dinner in the fellowship hall", categories: ["community"] }),
    entry({ id: "wednesday-adults", name: "Adult Bible study", weekday: "Wednesday", start: "18:30", end: "19:30", pages: ["/worship"], note: "Nursery available (birth to 2)", categories: ["adults"] }),
    entry({ id: "wednesday-children", name: "Children", weekday: "Wednesday", start: "18:30", end: "19:30", pages: ["/worship"], note: "Preschool age 2+ to 5th grade", hideFromCalendar: true }),
    entry({ id: "wednesday-youth", name: "Youth", weekday: "Wednesday", start: "18:30", end: "19:30", pages: ["/worship"], note: "6th-12th grade", categories: ["youth"] }),
    entry({ id: "wednesday-night-kids", name: "Wednesday Night Kids", weekday: "Wednesday", start: "18:30", pages: ["/wednesday-night-kids"], place: "Children's wing", categories: ["children"] }),
    entry({ id: "grief-support", name: "Grief Support", weekday: "Tuesday", week: "3", start: "13:30", place: "The church parlour", pages: ["/grief-support"], categories: ["adults", "community"] }),
    entry({ id: "marshall-wesley", name: "Marshall Wesley", weekday: "Thursday", start: "20:00", place: "Wesley House, 402 College Avenue, Cedar Hill, NC 27514", pages: ["/marshall-wesley"], categories: ["youth"] }),
    entry({ id: "september-club", name: "September Club", weekday: "Wednesday", week: "1", start: "12:00", place: "Fellowship hall", pages: ["/september-club"], categories: ["adults"] }),
    entry({ id: "cub-scouts", name: "Cub Scouts", weekday: "Monday", start: "18:30", place: "Fellowship hall", pages: ["/cub-boy-scouts"], categories: ["children"] }),
    entry({ id: "boy-scouts", name: "Boy Scouts", weekday: "Thursday", start: "19:00", place: "The scout hut behind the church", pages: ["/cub-boy-scouts"], categories: ["youth"] }),
  ],
};

/** Spec section 9: the visible weekly fees (the older structured-data prices are not repeated). */
export const seedFees: ChildcareFees = {
  weekly: [
    { label: "Under 2 (6 weeks to 24 months)", cents: 145_00, note: "" },
    { label: "2-year", cents: 135_00, note: "" },
    { label: "3-year", cents: 125_00, note: "" },
    { label: "4-year", cents: 115_00, note: "" },
    { label: "Pre-K (during the Pre-K school year)", cents: 105_00, note: "" },
    { label: "School-age during the school year (children attending Cedar Hill Elementary and Millbrook Elementary)", cents: 70_00, note: "" },
    { label: "Summer", cents: 150_00, note: "$120 per additional child in the family" },
  ],
  registrationCents: 25_00,
};

/** The ten downloadable forms (shipped in public/forms) and the two education-department links. */
export const seedDocuments: ChildcareDocuments = {
  forms: [
    { title: "Attendance Schedule", file: "/forms/attendance-schedule.pdf" },
    { title: "Emergency Card", file: "/forms/emergency-card.pdf" },
    { title: "Emergency Release", file: "/forms/emergency-release.pdf" },
    { title: "Child Information", file: "/forms/child-information.pdf" },
    { title: "Medical Record", file: "/forms/medical-record.pdf" },
    { title: "Parental Agreement", file: "/forms/parental-agreement.pdf" },
    { title: "Payment Agreement", file: "/forms/payment-agreement.pdf" },
    { title: "Discipline Regulations", file: "/forms/discipline-regulations.pdf" },
    { title: "Parent Handbook", file: "/forms/parent-handbook.pdf" },
    { title: "Employment Application", file: "/forms/employment-application.pdf" },
  ],
  links: [
    { title: "Child Medical Report (Division of Child Development and Early Education)", href: "https://ncchildcare.ncdhhs.gov/Portals/0/documents/pdf/C/Child_Medical_Report.pdf" },
    { title: "Parent's Rights and Responsibilities (Division of Child Development and Early Education)", href: "https://ncchildcare.ncdhhs.gov/Whats-Happening/Parents-Rights" },
  ],
};
