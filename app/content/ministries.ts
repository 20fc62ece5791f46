import { type NavLink, ministryLinks } from "./navigation.ts";
import { type Schedule, entriesFor, isCurrent, meetingTime } from "../../shared/content/schedule.ts";

export type MinistryCard = NavLink & { blurb: string; when: string[] };

/** What a ministry page without schedule rows says about when it meets (the lines of its own "When" words), by page. */
export type MeetingFallbacks = Record<string, string[]>;

/** What each ministry is, in a sentence. */
const CARD_TEXT: Record<string, { blurb: string }> = {
  "/operation-christmas-child": { blurb: "Shoebox gifts packed with love for children around the world." },
  "/first-responders": { blurb: "Thanking and caring for the firefighters, officers and medics who keep Cedar Hill safe." },
  "/mission-trips": { blurb: "Serving in person, near and far, with hammers, paintbrushes and open hearts." },
  "/cub-boy-scouts": {
    blurb: "Camping, service and leadership for young people in the pack and troop we charter." },
  "/common-grounds": { blurb: "Coffee, conversation and community around the church's coffee bar." },
  "/september-club": { blurb: "Fellowship, a good lunch and programmes for older adults." },
  "/holidays": { blurb: "Advent, Christmas, Lent and Easter celebrated together as a church family." },
  "/vacation-bible-school": { blurb: "A summer week of Bible stories, music, crafts and games for children." },
  "/grief-support": { blurb: "A quiet, confidential group for anyone grieving a loss." },
  "/recovery-alive": { blurb: "A Christ-centred recovery ministry for people and families facing addiction." },
  "/gods-big-house": { blurb: "Children's church for grades K-5 during Sunday worship." },
  "/marshall-wesley": { blurb: "Campus ministry: a free meal, worship and friends for college students." },
  "/wednesday-night-kids": { blurb: "Bible stories, games and friendship for preschool age 2 through 5th grade." },
};

/**
 * When a ministry meets, from the weekly schedule's current rows for its page ("Cub Scouts Mondays
 * 6:30PM" where a page has several rows); a page without rows shows its own words, if it has any.
 */
export function meetingTimesOf(path: string, { schedule, today, fallbacks }: { schedule: Schedule; today: string; fallbacks: MeetingFallbacks }): string[] {
  const entries = entriesFor(schedule, path, today);
  if (entries.length === 0) return fallbacks[path] ?? [];
  return entries.map((entry) => (entries.length > 1 ? `${entry.name} ${meetingTime(entry, today)}` : meetingTime(entry, today)));
}

/** The thirteen internal ministry cards, in the order of the Ministries menu, with their meeting times. */
export function ministryCards(times: Parameters<typeof meetingTimesOf>[1]): MinistryCard[] {
  return ministryLinks.map((link) => {
    const text = CARD_TEXT[link.to];
    if (!text) throw new Error(`No card text for ${link.to}`);
    return { ...link, blurb: text.blurb, when: meetingTimesOf(link.to, times) };
  });
}

/** The three external outreach cards: prayer quilt, women's fellowship and 30 hour famine. */
export const outreachPartners = [
  {
    title: "Prayer Quilt",
    blurb: "Quilters tie a knot for every prayer and give each quilt to someone who is ill or grieving.",
    href: "https://www.prayerquilt.org/",
  },
  {
    title: "Women's Fellowship",
    blurb: "Our women's circle for study, friendship and mission, part of United Women in Faith.",
    href: "https://uwfaith.org/",
  },
  {
    title: "30 Hour Famine",
    blurb: "Our youth go without food for 30 hours each year to raise money against hunger with World Vision.",
    href: "https://30hourfamine.worldvision.org/",
  },
] as const;

/** The meeting-times table of the outreach page: every current schedule row of a ministry page, in the schedule's order, then the ministries that give their times in words. */
export function meetingTimeRows({ schedule, today, fallbacks }: Parameters<typeof meetingTimesOf>[1]): Array<[name: string, when: string]> {
  const ministries = new Set(ministryLinks.map((link) => link.to));
  const scheduled = schedule.entries.filter((entry) => isCurrent(entry, today) && entry.pages.some((page) => ministries.has(page)));
  const worded = ministryLinks.filter((link) => entriesFor(schedule, link.to, today).length === 0 && fallbacks[link.to]?.length);
  return [...scheduled.map((entry): [string, string] => [entry.name, meetingTime(entry, today)]), ...worded.map((link): [string, string] => [link.label, fallbacks[link.to]!.join(", ")])];
}
