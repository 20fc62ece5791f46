import { describe, expect, it } from "vitest";
import { formatPhone, placeholderName, telHref, visibleContact, yearsCounting } from "./format.ts";
import { longDate, monthYear, postedDate, monthDayYear } from "./dates.ts";

describe("yearsCounting", () => {
  it("counts from 1892 although the history text says 1891", () => {
    expect(yearsCounting(2026)).toBe(134);
    expect(yearsCounting(1892)).toBe(0);
  });
});

describe("visibleContact", () => {
  it.each([null, undefined, "", "   ", "none", "None", " NONE "])("hides %j", (value) => {
    expect(visibleContact(value)).toBeNull();
  });
  it("keeps a real value, trimmed", () => {
    expect(visibleContact(" pastor@example.org ")).toBe("pastor@example.org");
  });
});

describe("formatPhone", () => {
  it("shows ten digits as 3-3-4 with dashes whatever the input punctuation", () => {
    expect(formatPhone("9195550142")).toBe("919-555-0142");
    expect(formatPhone("(919) 555-0142")).toBe("919-555-0142");
    expect(formatPhone("919.555.0142")).toBe("919-555-0142");
  });
  it("drops a leading country code 1", () => {
    expect(formatPhone("+1 919 555 0142")).toBe("919-555-0142");
  });
  it("leaves a number that is not ten digits as given", () => {
    expect(formatPhone("555-0142")).toBe("555-0142");
  });
  it("builds a tel: address of digits", () => {
    expect(telHref("919-555-0142")).toBe("tel:9195550142");
  });
});

describe("placeholderName", () => {
  it("shows the first name", () => {
    expect(placeholderName("Grace Holloway")).toBe("Grace");
  });
  it('falls back to "Staff"', () => {
    expect(placeholderName("")).toBe("Staff");
    expect(placeholderName(null)).toBe("Staff");
  });
});

describe("dates", () => {
  it("writes trip dates as month and year in US English", () => {
    expect(monthYear("2025-06-14")).toBe("June 2025");
  });
  it("writes calendar dates out without shifting the day", () => {
    expect(longDate("2026-11-01")).toBe("Sunday, November 1, 2026");
    expect(monthDayYear("2026-12-01")).toBe("December 1, 2026");
    // The same words as "Posted on" for the same day.
    expect(monthDayYear("2026-12-01")).toBe(postedDate("2026-12-01T17:00:00Z", "America/New_York"));
  });
  it("writes a posted moment as a long date in the site's time zone", () => {
    // 02:00 UTC on the 21st is still the 20th in New York.
    expect(postedDate("2026-11-21T02:00:00Z", "America/New_York")).toBe("November 20, 2026");
  });
});
