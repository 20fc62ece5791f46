import { dayHeading, timeOfDay } from "../../shared/events.ts";
import { durationText } from "../../shared/format.ts";
import { longDate } from "../../shared/dates.ts";
import type { createAnnouncements } from "../announcements/announcements.ts";
import { addDays } from "../../shared/dates.ts";
import type { IssueSection } from "../db/schema.ts";
import type { Events } from "../events/events.ts";
import type { createPastServices } from "../past-services/past-services.ts";
import type { createVerse } from "../verse/verse.ts";

/** How far ahead the events section looks (issue 37: the next 14 days). */
const EVENT_DAYS = 14;
/** Announcements posted in the last week. */
const ANNOUNCEMENT_DAYS = 7;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export type DraftSources = {
  announcements: Pick<ReturnType<typeof createAnnouncements>, "publicView">;
  events: Pick<Events, "window">;
  pastServices: Pick<ReturnType<typeof createPastServices>, "episodes">;
  verse: Pick<ReturnType<typeof createVerse>, "forHero">;
  /** Today's date where the church is. */
  today: () => string;
};

/**
 * The sections of a new issue, filled from what the site has published (issue 37): a space for the
 * pastor's note, the verse of the day, this week's announcements, the events of the next two weeks with
 * their links, and the latest sermon with its audio. Staff reorder, cut and edit them before sending.
 * A section with nothing to show is left out; links are paths on the site (the e-mail makes them absolute).
 */
export async function draftSections({ announcements, events, pastServices, verse, today }: DraftSources): Promise<IssueSection[]> {
  const date = today();
  const sections: IssueSection[] = [{ kind: "note", heading: "A word from the pastor", html: "" }];

  const shown = await verse.forHero();
  sections.push({ kind: "verse", heading: "Verse of the day", html: `<blockquote><p>${escape(shown.verseText)}</p><p>${escape(shown.scriptureLocation)}</p></blockquote>` });

  const weekAgo = new Date(`${addDays(date, -ANNOUNCEMENT_DAYS)}T00:00:00Z`).getTime();
  const recent = (await announcements.publicView()).filter((a) => new Date(a.submittedAt).getTime() >= weekAgo);
  if (recent.length) {
    sections.push({ kind: "announcements", heading: "This week's announcements", html: recent.map((a) => `<h3>${escape(a.subject)}</h3>${a.html}`).join("") });
  }

  const until = addDays(date, EVENT_DAYS - 1);
  const coming = (await events.window({ from: date, to: until })).filter((o) => o.seriesKey.startsWith("event:"));
  if (coming.length) {
    const items = coming.map((o) => {
      const when = `${dayHeading(o.startLocal.slice(0, 10))}${o.allDay ? "" : `, ${timeOfDay(o)}`}`;
      const status = o.status === "cancelled" ? " (cancelled)" : o.status === "moved" ? " (moved)" : "";
      return `<li><a href="${escape(o.href)}">${escape(o.title)}</a>: ${escape(when)}${status}${o.location ? `, ${escape(o.location)}` : ""}</li>`;
    });
    sections.push({ kind: "events", heading: "Coming up in the next two weeks", html: `<ul>${items.join("")}</ul><p><a href="/events">The whole calendar</a></p>` });
  }

  const [latest] = await pastServices.episodes();
  if (latest) {
    const who = latest.speakers.map((s) => s.name).join(" and ");
    const title = latest.sermonTitle || latest.serviceType;
    sections.push({
      kind: "sermon",
      heading: "The latest sermon",
      html:
        `<h3>${escape(title)}</h3><p>${escape(longDate(latest.serviceDate))}${who ? `, ${escape(who)}` : ""}</p>` +
        `<p><a href="${escape(latest.audio.url)}">Listen (${escape(durationText(latest.audio.durationSeconds))})</a> · <a href="/past-session/${latest.id}">The service's page</a></p>`,
    });
  }
  return sections;
}
