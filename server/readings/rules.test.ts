import { describe, expect, it } from "vitest";
import { type Reading, homeReadings, readingsPage } from "./rules.ts";

let nextId = 1;
const reading = (readingDate: string): Reading => ({ id: nextId++, readingDate, scripture: `Text for ${readingDate}` });
const TODAY = "2026-11-21";

describe("home readings", () => {
  it("shows up to 3 of the latest readings not in the future, the first labelled Today", () => {
    const list = homeReadings(["2026-11-17", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"].map(reading), TODAY);
    expect(list.map((r) => r.readingDate)).toEqual(["2026-11-21", "2026-11-20", "2026-11-19"]);
    expect(list.map((r) => r.label)).toEqual(["Today", null, null]);
  });
  it("labels the first Yesterday when the latest is yesterday's", () => {
    expect(homeReadings([reading("2026-11-20")], TODAY)[0]!.label).toBe("Yesterday");
  });
  it("labels the first Most Recent when it is older than yesterday", () => {
    expect(homeReadings([reading("2026-11-02")], TODAY)[0]!.label).toBe("Most Recent");
  });
  it("shows Upcoming when the only reading is in the future", () => {
    const list = homeReadings([reading("2026-12-01"), reading("2026-11-25")], TODAY);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ readingDate: "2026-11-25", label: "Upcoming" });
  });
  it("is empty when there are no readings at all", () => {
    expect(homeReadings([], TODAY)).toEqual([]);
  });
});

describe("daily readings page", () => {
  it("finds today, yesterday, tomorrow and puts the older ones in the archive", () => {
    const page = readingsPage(["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-30"].map(reading), TODAY);
    expect(page.today?.readingDate).toBe("2026-11-21");
    expect(page.previous).toMatchObject({ readingDate: "2026-11-20", label: "Yesterday" });
    expect(page.next).toMatchObject({ readingDate: "2026-11-22", label: "Tomorrow" });
    expect(page.archive.map((r) => r.readingDate)).toEqual(["2026-11-19", "2026-11-18"]);
  });
  it("falls back to the most recent earlier reading labelled Previous, and the earliest later one labelled Upcoming", () => {
    const page = readingsPage(["2026-11-10", "2026-11-12", "2026-11-28"].map(reading), TODAY);
    expect(page.today).toBeNull();
    expect(page.previous).toMatchObject({ readingDate: "2026-11-12", label: "Previous" });
    expect(page.next).toMatchObject({ readingDate: "2026-11-28", label: "Upcoming" });
    expect(page.archive.map((r) => r.readingDate)).toEqual(["2026-11-10"]);
  });
  it("has no previous, no next and an empty archive when only today's reading exists", () => {
    const page = readingsPage([reading(TODAY)], TODAY);
    expect(page.previous).toBeNull();
    expect(page.next).toBeNull();
    expect(page.archive).toEqual([]);
  });
});
