import { type NavLink, ministryLinks } from "./navigation.ts";
import { meetingTimes } from "../../shared/content/site.ts";

export type MinistryCard = NavLink & { blurb: string; when: string[] };

/** What each ministry is, and its meeting times exactly as spec section 2 gives them (none where it gives none). */
const CARD_TEXT: Record<string, { blurb: string; when?: string[] }> = {
  "/operation-christmas-child": { blurb: "Shoebox gifts packed with love for children around the world." },
  "/first-responders": { blurb: "Thanking and caring for the firefighters, officers and medics who keep Cedar Hill safe." },
  "/mission-trips": { blurb: "Serving in person, near and far, with hammers, paintbrushes and open hearts." },
  "/cub-boy-scouts": {
    blurb: "Camping, service and leadership for young people in the pack and troop we charter.",
    when: [`Cub Scouts ${meetingTimes.cubScouts}`, `Boy Scouts ${meetingTimes.boyScouts}`],
  },
  "/common-grounds": { blurb: "Coffee, conversation and community around the church's coffee bar." },
  "/september-club": { blurb: "Fellowship, a good lunch and programmes for older adults.", when: [meetingTimes.septemberClub] },
  "/holidays": { blurb: "Advent, Christmas, Lent and Easter celebrated together as a church family." },
  "/vacation-bible-school": { blurb: "A summer week of Bible stories, music, crafts and games for children." },
  "/grief-support": { blurb: "A quiet, confidential group for anyone grieving a loss.", when: [meetingTimes.griefSupport] },
  "/recovery-alive": { blurb: "A Christ-centred recovery ministry for people and families facing addiction.", when: [meetingTimes.recoveryAlive] },
  "/gods-big-house": { blurb: "Children's church for grades K-5 during Sunday worship.", when: [meetingTimes.godsBigHouse] },
  "/marshall-wesley": { blurb: "Campus ministry: a free meal, worship and friends for college students.", when: [meetingTimes.marshallWesley] },
  "/wednesday-night-kids": { blurb: "Bible stories, games and friendship for preschool age 2 through 5th grade.", when: [meetingTimes.wednesdayNightKids] },
};

/** The thirteen internal ministry cards, in the order of the Ministries menu. */
export const ministryCards: MinistryCard[] = ministryLinks.map((link) => {
  const text = CARD_TEXT[link.to];
  if (!text) throw new Error(`No card text for ${link.to}`);
  return { ...link, blurb: text.blurb, when: text.when ?? [] };
});

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

/** The meeting-times table of the outreach page, in the spec's order. */
export const meetingTimeRows: ReadonlyArray<readonly [name: string, when: string]> = [
  ["God's Big House", meetingTimes.godsBigHouse],
  ["Wednesday Night Kids", meetingTimes.wednesdayNightKids],
  ["Grief Support", meetingTimes.griefSupport],
  ["Marshall Wesley", meetingTimes.marshallWesley],
  ["September Club", meetingTimes.septemberClub],
  ["Cub Scouts", meetingTimes.cubScouts],
  ["Boy Scouts", meetingTimes.boyScouts],
  ["Recovery Alive", meetingTimes.recoveryAlive],
];
