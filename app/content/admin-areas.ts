/**
 * The admin areas of spec section 2, in the dashboard's order. Who may enter each one is decided by the
 * permission table of section 6 (server/auth/permissions.ts), never here.
 */
export const ADMIN_AREAS = [
  { slug: "church-staff", title: "Church Staff", description: "Pastors, office staff and ministry leaders shown on the About page." },
  { slug: "childcare-staff", title: "Childcare Staff", description: "The director, assistant director and care teams of the childcare." },
  { slug: "messages", title: "Messages", description: "Contact messages, prayer requests and directory entries from the website." },
  { slug: "daily-readings", title: "Daily Readings", description: "The scripture reading for each day." },
  { slug: "verse-of-the-day", title: "Verse of the Day", description: "The verse at the top of the home page." },
  { slug: "announcements", title: "Announcements", description: "News for the congregation, with optional expiry dates." },
  { slug: "past-sessions", title: "Past Services", description: "Service recordings and bulletins." },
  { slug: "mission-trips", title: "Mission Trips", description: "Trip stories and their photos." },
  { slug: "operation-christmas-child", title: "Operation Christmas Child", description: "Shoebox highlights for each year." },
  { slug: "first-responders", title: "First Responders", description: "Photos for the First Responders page." },
  { slug: "common-grounds", title: "Common Grounds", description: "Photos from the coffee fellowship." },
  { slug: "holidays", title: "Holidays", description: "Photos from Advent, Christmas, Lent and Easter." },
  { slug: "september-club", title: "September Club", description: "Photos from the older adults' fellowship." },
  { slug: "feature-requests", title: "Feature Requests", description: "Ideas and fixes for the website." },
  { slug: "users", title: "Users", description: "Staff accounts, invitations and password reset links." },
] as const;

export type AdminArea = (typeof ADMIN_AREAS)[number];

/** How each role is named to its holder. */
export const ROLE_LABELS = {
  siteadmin: "Site administrator",
  admin: "Administrator",
  church: "Church staff",
  childcare: "Childcare staff",
} as const;
