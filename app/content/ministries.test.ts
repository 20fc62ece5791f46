import { describe, expect, it } from "vitest";
import { seedSchedule } from "../../server/content/seed/site.ts";
import { meetingTimeRows, ministryCards as cardsFor, outreachPartners } from "./ministries.ts";

// The seeded schedule, and the words of the two ministry pages that give no schedule rows.
const times = {
  schedule: seedSchedule,
  today: "2026-11-24",
  fallbacks: { "/recovery-alive": ["Meetings beginning Spring 2025"], "/vacation-bible-school": ["One week each summer", "Weekday evenings"] },
};
const ministryCards = cardsFor(times);

/** The spec's meeting times (section 2), in the schedule's wording ("1st Wednesday" for the spec's "first Wednesday"). */
const SPEC_TIMES = [
  "Sundays 10:15-10:45",
  "Wednesdays 6:30PM",
  "3rd Tuesday 1:30PM",
  "Thursdays 8:00PM",
  "1st Wednesday, noon",
  "Mondays 6:30PM",
  "Thursdays 7:00PM",
  "One week each summer, Weekday evenings",
  "Meetings beginning Spring 2025",
];

describe("ministry cards", () => {
  it("has a card with a blurb for each of the thirteen internal pages", () => {
    expect(ministryCards.map((c) => c.to)).toEqual([
      "/operation-christmas-child",
      "/first-responders",
      "/mission-trips",
      "/cub-boy-scouts",
      "/common-grounds",
      "/september-club",
      "/holidays",
      "/vacation-bible-school",
      "/grief-support",
      "/recovery-alive",
      "/gods-big-house",
      "/marshall-wesley",
      "/wednesday-night-kids",
    ]);
    for (const card of ministryCards) expect(card.blurb.length, card.to).toBeGreaterThan(20);
  });

  it("gives each ministry its times from the schedule, or its page's own words when the schedule has none for it", () => {
    const when = (to: string) => ministryCards.find((c) => c.to === to)?.when;
    expect(when("/gods-big-house")).toEqual(["Sundays 10:15-10:45"]);
    expect(when("/wednesday-night-kids")).toEqual(["Wednesdays 6:30PM"]);
    expect(when("/grief-support")).toEqual(["3rd Tuesday 1:30PM"]);
    expect(when("/marshall-wesley")).toEqual(["Thursdays 8:00PM"]);
    expect(when("/september-club")).toEqual(["1st Wednesday, noon"]);
    expect(when("/cub-boy-scouts")).toEqual(["Cub Scouts Mondays 6:30PM", "Boy Scouts Thursdays 7:00PM"]);
    expect(when("/recovery-alive")).toEqual(["Meetings beginning Spring 2025"]);
    expect(when("/vacation-bible-school")).toEqual(["One week each summer", "Weekday evenings"]);
    expect(when("/holidays")).toEqual([]);
  });

  it("lists every meeting time in the table, and follows the schedule: an entry that has ended leaves, a new one arrives", () => {
    expect(meetingTimeRows(times).map(([, time]) => time)).toEqual(SPEC_TIMES);
    const changed = {
      ...times,
      schedule: {
        entries: seedSchedule.entries.map((e) => (e.id === "grief-support" ? { ...e, endsOn: "2026-11-01" } : e.id === "marshall-wesley" ? { ...e, start: "19:00" } : e)),
      },
    };
    const rows = meetingTimeRows(changed);
    expect(rows.find(([name]) => name === "Grief Support")).toBeUndefined();
    expect(rows.find(([name]) => name === "Marshall Wesley")).toEqual(["Marshall Wesley", "Thursdays 7:00PM"]);
  });

  it("has the three external cards on https", () => {
    expect(outreachPartners.map((p) => p.title)).toEqual(["Prayer Quilt", "Women's Fellowship", "30 Hour Famine"]);
    for (const partner of outreachPartners) expect(new URL(partner.href).protocol).toBe("https:");
  });
});
