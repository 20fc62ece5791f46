/**
 * The public pages whose words staff edit, each split into named sections. The page's layout (cards,
 * icons, lists of records) stays in code; its words are data (a document "page:{path}", seeded with the
 * spec's text). A "rich" section is HTML from the rich-text editor (one sanitiser, on save and on
 * render); a "line" section is one line of plain text (a heading, a button's label).
 */
import { z } from "zod";
import type { Role } from "../roles.ts";
import { oneLine } from "../schemas/text.ts";

export type SectionKind = "rich" | "line";
export type PageDefinition = {
  /** How the Pages list names it. */
  label: string;
  /** Who may edit it besides siteadmin and admin. */
  editors: readonly Exclude<Role, "siteadmin" | "admin">[];
  /** Its sections in page order: name, label for staff, kind. */
  sections: ReadonlyArray<{ name: string; label: string; kind: SectionKind }>;
  /** Whether it can carry a hero photo instead of the coloured band. */
  hero?: boolean;
};

const CHURCH = ["church"] as const;

const rich = (name: string, label: string) => ({ name, label, kind: "rich" as const });
const line = (name: string, label: string) => ({ name, label, kind: "line" as const });

/** A ministry page with a photo gallery below its words (and, for one, pictures between two parts of them). */
const galleryPage = (label: string, { after = false } = {}) =>
  ({
    label,
    editors: CHURCH,
    hero: true,
    sections: [line("lead", "Introduction under the title"), rich("body", after ? "The page's words, before the pictures" : "The page's words"), ...(after ? [rich("body-after", "The page's words, after the pictures")] : [])],
  }) as const;

/** A ministry page: its introduction, the "When and where" card, the joining card's heading, and its story. */
const ministry = (label: string) =>
  ({
    label,
    editors: CHURCH,
    hero: true,
    sections: [
      line("lead", "Introduction under the title"),
      rich("when", "When: one line each"),
      line("where", "Where"),
      line("contact-label", "Heading of the joining card"),
      rich("body", "The page's story"),
    ],
  }) as const;

/** Every page with editable words, keyed by its path ("*" is the header and footer of every page). */
export const PAGES = {
  "/": {
    label: "Home",
    editors: CHURCH,
    hero: true,
    sections: [line("hero-title", "Welcome heading"), line("hero-button", "Button under the verse"), rich("history", "Our History teaser"), line("history-link", "Link to the history page")],
  },
  "/childcare-preschool": {
    label: "Childcare and Pre-K",
    editors: ["childcare"],
    hero: true,
    sections: [
      line("lead", "Introduction under the title"),
      rich("licensing", "Licensed and inspected"),
      rich("mission", "Our mission"),
      rich("enrolling", "Enrolling your child"),
      line("staff-intro", "Introduction to the staff list"),
      line("forms-intro", "Introduction to the forms"),
      line("state-forms-intro", "Introduction to the state forms"),
      line("enquire-intro", "Introduction to the enquiry form"),
    ],
  },
  // Issue 35: the enquiry form's own page; its waiting-list policy and privacy notice are also sent to every family.
  "/childcare-preschool/enquire": {
    label: "Childcare enquiry form",
    editors: ["childcare"],
    sections: [
      line("lead", "Introduction under the title"),
      rich("next-steps", "What happens after an enquiry"),
      rich("priority", "How the waiting list is ordered (also in the first e-mail)"),
      rich("privacy", "Privacy notice: what is kept and why (the form adds how long, from the enquiry settings)"),
    ],
  },
  "/about": {
    label: "General Info",
    editors: CHURCH,
    hero: true,
    sections: [
      line("lead", "Introduction under the title"),
      rich("worship", "Sunday mornings: Worship"),
      rich("sunday-school", "Sunday mornings: Sunday School"),
      rich("nursery", "Sunday mornings: Nursery"),
      rich("accessibility", "Accessibility"),
      rich("good-to-know", "Good to Know"),
      rich("next-steps", "Beliefs and membership, at the end of Good to Know"),
      line("staff-intro", "Introduction to the staff list"),
    ],
  },
  "/contact": {
    label: "Contact Us",
    editors: CHURCH,
    sections: [
      line("lead", "Introduction under the title"),
      line("parking", "Under the address: parking and access (the words kept in Site settings are shown here)"),
      line("prayer-intro", "Introduction to the prayer requests"),
      line("directory-intro", "Introduction to the church directory"),
    ],
  },
  "/cub-boy-scouts": ministry("Cub Scouts and Boy Scouts"),
  "/gods-big-house": ministry("God's Big House"),
  "/grief-support": ministry("Grief Support"),
  "/marshall-wesley": ministry("Marshall Wesley"),
  "/recovery-alive": ministry("Recovery Alive"),
  "/vacation-bible-school": ministry("Vacation Bible School"),
  "/wednesday-night-kids": ministry("Wednesday Night Kids"),
  "/beliefs": {
    label: "Our Beliefs",
    editors: CHURCH,
    hero: true,
    sections: [
      line("lead", "Introduction under the title"),
      rich("pillar-1", "Four pillars: first card"),
      rich("pillar-2", "Four pillars: second card"),
      rich("pillar-3", "Four pillars: third card"),
      rich("pillar-4", "Four pillars: fourth card"),
      rich("baptism-card", "The sacraments: Baptism card"),
      rich("communion-card", "The sacraments: Communion card"),
    ],
  },
  "/communion": { label: "Communion", editors: CHURCH, hero: true, sections: [line("lead", "Introduction under the title"), rich("body", "The page's words")] },
  "/membership": { label: "Church Membership", editors: CHURCH, hero: true, sections: [line("lead", "Introduction under the title"), rich("body", "The page's words")] },
  "/baptism": {
    label: "Baptism",
    editors: CHURCH,
    hero: true,
    sections: [
      line("lead", "Introduction under the title"),
      rich("meaning", "Beside the pictures: what baptism means"),
      rich("sacrament", "First box: a sacrament"),
      rich("other-church", "Second box: baptised in another church"),
      rich("all-ages", "Third box: for all ages"),
      rich("arranging", "Fourth box: arranging a baptism"),
    ],
  },
  "/our-history": {
    label: "Our History",
    editors: CHURCH,
    hero: true,
    sections: [line("lead", "Under the title"), rich("story", "The story"), rich("milestones", "Milestones: a numbered list, the year in bold")],
  },
  "/ministries-outreach": {
    label: "Ministries and Outreach",
    editors: CHURCH,
    hero: true,
    sections: [
      line("lead", "Introduction under the title"),
      line("outreach-intro", "Introduction to More ways to serve"),
      line("after-school-hours", "After-school programme: hours"),
      rich("after-school", "After-school programme: what it is"),
    ],
  },
  "/first-responders": galleryPage("First Responders", { after: true }),
  "/common-grounds": galleryPage("Common Grounds"),
  "/holidays": galleryPage("Holidays"),
  "/september-club": galleryPage("September Club"),
  "/announcements": { label: "Announcements", editors: CHURCH, hero: true, sections: [rich("lead", "Introduction under the title")] },
  "/events": {
    label: "Events Calendar (and every event page)",
    editors: CHURCH,
    hero: true,
    sections: [
      line("lead", "Introduction under the title"),
      line("subscribe-intro", "Subscribe: introduction"),
      line("subscribe-phones", "Subscribe: help for phones and computers (first line)"),
      line("subscribe-other-apps", "Subscribe: help for other calendar apps (second line)"),
      line("event-add", "Every event page: under Add to calendar"),
    ],
  },
  "/events/archive": { label: "Past Events", editors: CHURCH, hero: true, sections: [line("lead", "Introduction under the title")] },
  "/past-sessions": { label: "Past Services", editors: CHURCH, hero: true, sections: [line("lead", "Introduction under the title")] },
  "/podcast": { label: "Sermon Podcast", editors: CHURCH, hero: true, sections: [line("lead", "Introduction under the title"), line("other-apps", "Help for podcast apps other than Apple Podcasts and Spotify")] },
  "/daily-readings": { label: "Daily Readings", editors: CHURCH, hero: true, sections: [line("lead", "Introduction under the title")] },
  // Issue 36: the public prayer wall (its requests are kept in the Prayer Ministry area).
  "/prayer-wall": { label: "Prayer Wall", editors: CHURCH, hero: true, sections: [line("lead", "Introduction under the title"), line("answered-intro", "Answered prayers: introduction")] },
  "/mission-trips": { label: "Mission Trips", editors: CHURCH, hero: true, sections: [line("lead", "Introduction under the title")] },
  "/operation-christmas-child": {
    label: "Operation Christmas Child",
    editors: CHURCH,
    hero: true,
    sections: [line("lead", "Introduction under the title"), rich("packing", "How to pack a box")],
  },
  "/worship": {
    label: "Worship Info",
    editors: CHURCH,
    hero: true,
    sections: [
      line("lead", "Introduction under the title"),
      rich("online", "Worship online"),
      rich("nursery", "Nursery"),
    ],
  },
  "*": {
    label: "Every page: header and footer",
    editors: CHURCH,
    sections: [rich("footer-welcome", "Footer: pastor's welcome")],
  },
} as const satisfies Record<string, PageDefinition>;

export type PagePath = keyof typeof PAGES;

/**
 * The longest one-line section, as visitors read it: the editor shows the facts filled in (issue 30),
 * and some of the specification's introductions are longer than 200 characters.
 */
export const LINE_MAX = 300;
export const isPagePath = (value: unknown): value is PagePath => typeof value === "string" && Object.hasOwn(PAGES, value);

export const pageKey = (path: PagePath) => `page:${path}` as const;

/** Whether a role may edit a page's words. */
export function canEditPage(role: Role, path: PagePath): boolean {
  return role === "siteadmin" || role === "admin" || (PAGES[path].editors as readonly Role[]).includes(role);
}

const heroSchema = z.object({
  /** The picture's public address (/uploads/pages/...), its size, and what it shows for people who cannot see it. */
  src: z.string().regex(/^\/uploads\/pages\/[A-Za-z0-9][A-Za-z0-9._-]*$/, "Please choose the photo again."),
  width: z.coerce.number().int().positive(),
  height: z.coerce.number().int().positive(),
  alt: z.string().overwrite(oneLine).trim().min(1, "Please describe the photo for people who cannot see it.").max(200, "Please keep the description to 200 characters or fewer."),
});

export type PageHero = z.infer<typeof heroSchema>;

/** A page document: its title and search description, the words of each section, and an optional hero photo. */
export function pageDocumentSchema(path: PagePath) {
  const definition: PageDefinition = PAGES[path];
  const sections = Object.fromEntries(
    definition.sections.map((s) => [
      s.name,
      s.kind === "line"
        ? z.string().overwrite(oneLine).trim().min(1, `${s.label}: please write something here.`).max(LINE_MAX, `${s.label}: please keep it to ${LINE_MAX} characters or fewer.`)
        : z.string().trim().min(1, `${s.label}: please write something here.`).max(20_000, `${s.label}: please keep it to 20,000 characters or fewer.`),
    ]),
  );
  return z.object({
    title: z.string().overwrite(oneLine).trim().min(1, "Please give the page a title.").max(100, "Please keep the title to 100 characters or fewer."),
    description: z
      .string()
      .overwrite(oneLine)
      .trim()
      .min(1, "Please write the description search engines show.")
      .max(300, "Please keep the description to 300 characters or fewer."),
    sections: z.object(sections),
    hero: heroSchema.nullable().default(null),
  });
}

export type PageDocument = { title: string; description: string; sections: Record<string, string>; hero: PageHero | null };
