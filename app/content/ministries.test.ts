import { describe, expect, it } from "vitest";
import { meetingTimeRows, ministryCards, outreachPartners } from "./ministries.ts";

const SPEC_TIMES = [
  "Sundays 10:15-10:45",
  "Wednesdays 6:30PM",
  "3rd Tuesday 1:30PM",
  "Thursdays 8:00PM",
  "first Wednesday, noon",
  "Mondays 6:30PM",
  "Thursdays 7:00PM",
  "beginning Spring 2025",
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

  it("gives each ministry with a spec meeting time that time, word for word", () => {
    const when = (to: string) => ministryCards.find((c) => c.to === to)?.when;
    expect(when("/gods-big-house")).toEqual(["Sundays 10:15-10:45"]);
    expect(when("/wednesday-night-kids")).toEqual(["Wednesdays 6:30PM"]);
    expect(when("/grief-support")).toEqual(["3rd Tuesday 1:30PM"]);
    expect(when("/marshall-wesley")).toEqual(["Thursdays 8:00PM"]);
    expect(when("/september-club")).toEqual(["first Wednesday, noon"]);
    expect(when("/cub-boy-scouts")).toEqual(["Cub Scouts Mondays 6:30PM", "Boy Scouts Thursdays 7:00PM"]);
    expect(when("/recovery-alive")).toEqual(["beginning Spring 2025"]);
    expect(when("/holidays")).toEqual([]);
  });

  it("lists all eight spec meeting times in the table", () => {
    expect(meetingTimeRows.map(([, time]) => time)).toEqual(SPEC_TIMES);
  });

  it("has the three external cards on https", () => {
    expect(outreachPartners.map((p) => p.title)).toEqual(["Prayer Quilt", "Women's Fellowship", "30 Hour Famine"]);
    for (const partner of outreachPartners) expect(new URL(partner.href).protocol).toBe("https:");
  });
});
