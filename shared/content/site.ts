/**
 * Facts about the church that the pages repeat. Every time, fee and count here comes from the
 * specification (sections 2 and 9); the names, addresses and numbers are the demo congregation's
 * and are what an operator edits for a real one.
 */
export const church = {
  name: "Cedar Hill United Methodist Church",
  shortName: "Cedar Hill UMC",
  childcareName: "Cedar Hill Childcare & Pre-K",
  pastor: "Rev. Daniel Whitaker",
  address: { street: "215 Church Street", city: "Cedar Hill", region: "NC", postalCode: "27514", country: "US" },
  officePhone: "919-555-0142",
  childcarePhone: "919-555-0187",
  officeEmail: "office@cedarhill-umc.org",
  childcareEmail: "childcare@cedarhill-umc.org",
  geo: { latitude: 35.9132, longitude: -79.0558 },
  social: {
    facebook: "https://www.facebook.com/cedarhillumc",
    maps: "https://maps.google.com/?q=215+Church+Street+Cedar+Hill+NC+27514",
  },
  givingUrl: "https://secure.myvanco.com/cedarhillumc/give",
} as const;

export const addressLine = `${church.address.street}, ${church.address.city}, ${church.address.region} ${church.address.postalCode}`;

const mapQuery = encodeURIComponent(addressLine);

/** Directions: iOS devices open the native Maps scheme, everything else a web maps link (spec section 2, Contact). */
export const directions = {
  ios: `maps://?daddr=${mapQuery}`,
  web: `https://www.google.com/maps/dir/?api=1&destination=${mapQuery}`,
  embed: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
};

/** Office hours (spec section 2, Contact). */
export const officeHours = "8am-4pm weekdays, 8am-8pm Sundays and Wednesdays";

export const serviceTimes = {
  worship: "10:00 AM",
  worshipRange: "10:00-11:15",
  sundaySchool: "11:15 AM",
  sundaySchoolRange: "11:15-12:00",
  /** The About page reads 11:00 AM to 12:00 noon (both readings are in the spec). */
  sundaySchoolAbout: "11:00 AM to 12:00 noon",
  nurseryFrom: "9:15 AM",
  godsBigHouse: "10:15-10:45",
  /** Wednesday nights (spec section 2, Worship). */
  wednesdayDinner: "6:00-6:30 PM",
  wednesdayClasses: "6:30-7:30 PM",
  /** Worship as structured data (24-hour clock) for the Church JSON-LD. */
  worshipStart24: "10:00",
  worshipEnd24: "11:15",
};

export const childcareHours = "7:00am-6:00pm Monday-Friday";

/** Weekly fees (spec section 9). The visible figures are the ones that count. */
export const childcareFees = [
  { label: "Under 2 (6 weeks to 24 months)", fee: 145 },
  { label: "2-year", fee: 135 },
  { label: "3-year", fee: 125 },
  { label: "4-year", fee: 115 },
  { label: "Pre-K (during the Pre-K school year)", fee: 105 },
  { label: "School-age during the school year (children attending Cedar Hill Elementary and Millbrook Elementary)", fee: 70 },
  { label: "Summer", fee: 150, note: "$120 per additional child in the family" },
] as const;

export const registrationFee = 25;

/** The ten downloadable childcare forms, served from public/forms. */
export const childcareForms = [
  { title: "Attendance Schedule", file: "attendance-schedule.pdf" },
  { title: "Emergency Card", file: "emergency-card.pdf" },
  { title: "Emergency Release", file: "emergency-release.pdf" },
  { title: "Child Information", file: "child-information.pdf" },
  { title: "Medical Record", file: "medical-record.pdf" },
  { title: "Parental Agreement", file: "parental-agreement.pdf" },
  { title: "Payment Agreement", file: "payment-agreement.pdf" },
  { title: "Discipline Regulations", file: "discipline-regulations.pdf" },
  { title: "Parent Handbook", file: "parent-handbook.pdf" },
  { title: "Employment Application", file: "employment-application.pdf" },
] as const;

/** The two external education-department forms. */
export const educationDepartmentLinks = [
  { title: "Child Medical Report (Division of Child Development and Early Education)", href: "https://ncchildcare.ncdhhs.gov/Portals/0/documents/pdf/C/Child_Medical_Report.pdf" },
  { title: "Parent's Rights and Responsibilities (Division of Child Development and Early Education)", href: "https://ncchildcare.ncdhhs.gov/Whats-Happening/Parents-Rights" },
] as const;

export const meetingTimes = {
  godsBigHouse: "Sundays 10:15-10:45",
  wednesdayNightKids: "Wednesdays 6:30PM",
  griefSupport: "3rd Tuesday 1:30PM",
  marshallWesley: "Thursdays 8:00PM",
  septemberClub: "first Wednesday, noon",
  cubScouts: "Mondays 6:30PM",
  boyScouts: "Thursdays 7:00PM",
  recoveryAlive: "beginning Spring 2025",
} as const;

export const afterSchoolHours = "6:30 a.m. to 6:00 p.m. Monday to Friday";
