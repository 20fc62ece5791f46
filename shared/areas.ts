/**
 * The staff area, one entry per content area: who may enter it, where it lives, how the dashboard
 * names it, which files its forms take (with their size limits) and whether it is a photo gallery.
 * Everything that needs to know the areas derives from this table: the route guards
 * (app/lib/auth.server.ts), the dashboard, the upload API (server/http/uploads-api.ts) and the
 * gallery routes (app/routes.ts). A signed-in address no entry covers is refused for every role.
 *
 * Pure on purpose: the browser and the server both read it.
 */
import { ADMINS, type AreaConfig, ROLE_LABELS, type Role } from "./roles.ts";
import { type UploadKind, UPLOAD_LIMITS } from "./upload-rules.ts";

const CHURCH = ["church"] as const;
const EVERY_STAFF_ROLE = ["church", "childcare"] as const;
const pictures = { image: UPLOAD_LIMITS.image };

/** Spec section 6, in the dashboard's order. */
export const AREAS = {
  dashboard: { label: "Dashboard", path: "/admin/dashboard", roles: EVERY_STAFF_ROLE, shownOn: [] },
  // Spec section 2 lists both: /user/profile and /admin/user/...
  account: { label: "My account", path: "/admin/user", alsoAt: ["/user"], roles: EVERY_STAFF_ROLE, shownOn: [] },
  "church-staff": {
    shownOn: ["/about", "/contact", "/api/church-staff"],
    label: "Church Staff",
    description: "Pastors, office staff and ministry leaders shown on the About page.",
    path: "/admin/church-staff",
    roles: CHURCH,
    uploads: pictures,
  },
  "childcare-staff": {
    shownOn: ["/childcare-preschool", "/api/childcare-staff"],
    label: "Childcare Staff",
    description: "The director, assistant director and care teams of the childcare.",
    path: "/admin/childcare-staff",
    roles: ["childcare"],
  },
  messages: { label: "Messages", description: "Contact messages and directory entries from the website.", path: "/admin/messages", roles: CHURCH, shownOn: [] },
  prayer: {
    label: "Prayer Ministry",
    description: "Prayer requests, the prayer team and the public prayer wall.",
    path: "/admin/prayer",
    // Pastor-only requests are read by pastors and site administrators alone (canReadPastoral below).
    roles: CHURCH,
    addedAfterSpec: true,
    shownOn: ["/prayer-wall"],
  },
  "daily-readings": { label: "Daily Readings", description: "The scripture reading for each day.", path: "/admin/daily-readings", roles: CHURCH, shownOn: ["/", "/daily-readings", "/api/daily-readings"] },
  "verse-of-the-day": { label: "Verse of the Day", description: "The verse at the top of the home page.", path: "/admin/verse-of-the-day", roles: CHURCH, shownOn: ["/", "/api/active-verse-of-the-day"] },
  announcements: {
    shownOn: ["/", "/announcements", "/api/announcements"],
    label: "Announcements",
    description: "News for the congregation, with optional expiry dates.",
    path: "/admin/announcements",
    roles: CHURCH,
    // Pictures inserted in the rich-text body.
    uploads: pictures,
  },
  "past-sessions": {
    shownOn: ["/past-sessions", "/past-sessions/*", "/past-services", "/past-session/*", "/podcast.xml", "/podcast/*", "/api/past-services", "/api/past-services/*", "/sitemap.xml"],
    label: "Past Services",
    description: "Service recordings, bulletins, sermon audio and series for the podcast.",
    path: "/admin/past-sessions",
    roles: CHURCH,
    // Sermon audio (20-80 MB is usual) is held to 200 MB; series artwork is podcast artwork.
    uploads: { pdf: UPLOAD_LIMITS.pdf, video: UPLOAD_LIMITS.video, audio: 200 * 1024 * 1024, artwork: UPLOAD_LIMITS.artwork, transcript: UPLOAD_LIMITS.transcript },
  },
  "mission-trips": { label: "Mission Trips", description: "Trip stories and their photos.", path: "/admin/mission-trips", roles: CHURCH, uploads: pictures, shownOn: ["/mission-trips", "/mission-trips/*", "/api/mission-trips", "/api/mission-trips/*", "/sitemap.xml"] },
  "operation-christmas-child": {
    shownOn: ["/operation-christmas-child", "/api/operation-christmas-child"],
    label: "Operation Christmas Child",
    description: "Shoebox highlights for each year.",
    path: "/admin/operation-christmas-child",
    roles: CHURCH,
    uploads: pictures,
  },
  "first-responders": {
    // and its gallery's page and images (showsArea)
    shownOn: [],
    label: "First Responders",
    description: "Photos for the First Responders page.",
    path: "/admin/first-responders",
    roles: CHURCH,
    uploads: pictures,
    gallery: { publicPath: "/first-responders" },
  },
  "common-grounds": {
    // and its gallery's page and images (showsArea)
    shownOn: [],
    label: "Common Grounds",
    description: "Photos from the coffee fellowship.",
    path: "/admin/common-grounds",
    roles: CHURCH,
    uploads: pictures,
    gallery: { publicPath: "/common-grounds" },
  },
  holidays: {
    // and its gallery's page and images (showsArea)
    shownOn: [],
    label: "Holidays",
    description: "Photos from Advent, Christmas, Lent and Easter.",
    path: "/admin/holidays",
    roles: CHURCH,
    uploads: pictures,
    gallery: { publicPath: "/holidays" },
  },
  "september-club": {
    // and its gallery's page and images (showsArea)
    shownOn: [],
    label: "September Club",
    description: "Photos from the older adults' fellowship.",
    path: "/admin/september-club",
    roles: CHURCH,
    uploads: pictures,
    gallery: { publicPath: "/september-club" },
  },
  pages: {
    shownOn: ["*"],
    label: "Pages",
    description: "The words of every page, with drafts, a preview and a history of changes.",
    path: "/admin/pages",
    addedAfterSpec: true,
    // Which page a role may edit is decided page by page (shared/content/pages.ts).
    roles: EVERY_STAFF_ROLE,
    uploads: pictures,
  },
  events: {
    shownOn: ["*"],
    label: "Events Calendar",
    description: "Events and recurring meetings with their dates, cancellations and calendar feeds.",
    path: "/admin/events",
    addedAfterSpec: true,
    // Which events a role may touch is decided by their categories' calendars (canUseCalendar below).
    roles: EVERY_STAFF_ROLE,
    uploads: pictures,
  },
  registrations: {
    // A registration changes only the counts its event's page shows ("12 places left"); never a name.
    shownOn: ["/events/*"],
    label: "Registrations",
    description: "Sign-ups for events: places, waitlists, check-in lists and exports.",
    path: "/admin/registrations",
    addedAfterSpec: true,
    // Which events' registrations a role may see is decided by their categories' calendars (canUseCalendar below):
    // the staff of an event's calendar keep its registrations.
    roles: EVERY_STAFF_ROLE,
  },
  schedule: { label: "Weekly Schedule", description: "Service and meeting times, shown on the pages they belong to.", path: "/admin/schedule", roles: CHURCH, addedAfterSpec: true, shownOn: ["*"] },
  "childcare-info": {
    shownOn: ["*"],
    label: "Childcare Fees and Forms",
    description: "The weekly fees, the registration fee and the downloadable forms.",
    path: "/admin/childcare-info",
    roles: ["childcare"],
    addedAfterSpec: true,
    uploads: { pdf: UPLOAD_LIMITS.pdf },
  },
  "site-settings": {
    shownOn: ["*"],
    label: "Site Settings",
    description: "The church's name, address, phones, e-mails, hours and links, and the podcast's details.",
    path: "/admin/site-settings",
    roles: [],
    // The podcast's channel artwork.
    uploads: { artwork: UPLOAD_LIMITS.artwork },
    addedAfterSpec: true,
  },
  "feature-requests": { label: "Feature Requests", description: "Ideas and fixes for the website.", path: "/admin/feature-requests", roles: CHURCH, shownOn: [] },
  users: { label: "Users", description: "Staff accounts, invitations and password reset links.", path: "/admin/users", roles: [], shownOn: [] },
  // Issue 37: the weekly e-mail. Its lists come first: an address below /admin/newsletter/lists is theirs.
  "newsletter-lists": {
    label: "Newsletter lists",
    path: "/admin/newsletter/lists",
    roles: CHURCH,
    addedAfterSpec: true,
    // The public lists are offered by the sign-up box in every page's footer.
    shownOn: ["*"],
  },
  newsletter: {
    label: "Newsletter",
    description: "The weekly e-mail: issues that fill themselves from the site, subscribers, imports and the archive.",
    path: "/admin/newsletter",
    roles: CHURCH,
    addedAfterSpec: true,
    // Subscribers show nowhere; sent issues show on /newsletter, their own pages and the sitemap.
    shownOn: ["/newsletter", "/newsletter/*", "/sitemap.xml"],
  },
  enquiries: {
    label: "Childcare Enquiries",
    description: "Families asking for a place: tours, the waiting list of each room, offers, and the rooms' places.",
    path: "/admin/enquiries",
    roles: ["childcare"],
    addedAfterSpec: true,
    childrensData: true,
    // The rooms' age bands and the director's numbers (how long things last) show on the enquiry form.
    shownOn: ["/childcare-preschool/enquire"],
  },
  privacy: {
    label: "Privacy Requests",
    description: "Find everything the website keeps for an e-mail address, and erase it when the person asks.",
    path: "/admin/privacy",
    roles: [],
    addedAfterSpec: true,
    // Erasing runs as a change of each area that held something, which refreshes that area's pages.
    shownOn: [],
  },
} as const satisfies Record<string, AreaConfig>;

export type AreaKey = keyof typeof AREAS;
export type Area = AreaConfig & { key: AreaKey };

const AREA_LIST: readonly Area[] = Object.entries(AREAS).map(([key, area]) => ({ ...area, key: key as AreaKey }));

export const isAreaKey = (value: unknown): value is AreaKey => typeof value === "string" && Object.hasOwn(AREAS, value);

export function area(key: AreaKey): Area {
  return { ...AREAS[key], key };
}

/** Whether a change in the area makes the answer at `path` stale (its `shownOn`). */
export function showsArea(key: AreaKey, path: string): boolean {
  const config: AreaConfig = AREAS[key];
  const shownOn = config.gallery ? [...config.shownOn, config.gallery.publicPath, `/api/${key}/images`] : config.shownOn;
  return shownOn.some((pattern) => pattern === "*" || pattern === path || (pattern.endsWith("/*") && path.startsWith(pattern.slice(0, -1))));
}

/** The photo galleries: areas whose files live in /uploads/{key}/. */
export type GalleryArea = { [K in AreaKey]: (typeof AREAS)[K] extends { gallery: object } ? K : never }[AreaKey];
export const GALLERY_AREAS = AREA_LIST.filter((a) => a.gallery).map((a) => a.key) as GalleryArea[];
export const isGalleryArea = (value: unknown): value is GalleryArea => (GALLERY_AREAS as readonly unknown[]).includes(value);

/**
 * The address of an area's page: `areaPath("announcements")` → "/admin/announcements",
 * `areaPath("announcements", "edit", 12)` → "/admin/announcements/edit/12". Links and redirects use it
 * instead of writing the area's address again.
 */
export function areaPath(key: AreaKey, ...segments: (string | number)[]): string {
  return [AREAS[key].path, ...segments.map((segment) => encodeURIComponent(String(segment)))].join("/");
}

/** The address the staff area opens at; /admin itself leads there. */
export const ADMIN_HOME = AREAS.dashboard.path;

/** The area an address belongs to: the entry whose path it is or lies below; null when none covers it. */
export function areaOfPath(pathname: string): Area | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/admin") return area("dashboard");
  const within = (base: string) => path === base || path.startsWith(`${base}/`);
  return AREA_LIST.find((a) => within(a.path) || a.alsoAt?.some(within)) ?? null;
}

export const isAdminRole = (role: Role) => (ADMINS as readonly Role[]).includes(role);

/**
 * Children's data (childcare enquiries, issue 35) is for the childcare role and site administrators
 * only: not for church staff, and not for administrators, whom the spec lets into every other area.
 */
export const canSeeChildrensData = (role: Role) => role === "siteadmin" || role === "childcare";

/** Whether a role may read and write an area. */
export function canEnterArea(role: Role, key: AreaKey): boolean {
  const config: AreaConfig = AREAS[key];
  if (config.childrensData) return canSeeChildrensData(role) && (role === "siteadmin" || (config.roles as readonly Role[]).includes(role));
  return isAdminRole(role) || (config.roles as readonly Role[]).includes(role);
}

/** Deny by default: an address no area covers is refused for every role. */
export function canEnterPath(role: Role, pathname: string): boolean {
  const found = areaOfPath(pathname);
  return found !== null && canEnterArea(role, found.key);
}

/** Why a role may not open an area, in one sentence for the person holding it. */
export function notAllowedSentence(role: Role, key: AreaKey): string {
  return `Your account (${ROLE_LABELS[role]}) cannot open ${AREAS[key].label}.`;
}

/** The areas a role sees on its dashboard, in the table's order. */
export function dashboardAreas(role: Role): Area[] {
  return AREA_LIST.filter((a) => a.description && canEnterArea(role, a.key));
}

/** The size limit for a kind of file in an area, or null when the area's forms take no such file. */
export function uploadLimit(key: AreaKey, kind: UploadKind): number | null {
  const config: AreaConfig = AREAS[key];
  return config.uploads?.[kind] ?? null;
}
