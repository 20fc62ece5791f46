import { describe, expect, it } from "vitest";
import { eventProblems, eventsIn, refusedEvents } from "./structured-data.ts";

const church = { "@type": "PostalAddress", streetAddress: "1 Church St", addressLocality: "Chapel Hill", addressRegion: "NC", postalCode: "27514", addressCountry: "US" };
const good = {
  "@type": "Event",
  name: "Grief Support",
  description: "A group for anyone grieving.",
  url: "https://church.example/events/grief-support",
  startDate: "2026-12-15T18:30:00-05:00",
  endDate: "2026-12-15T20:00:00-05:00",
  eventStatus: "https://schema.org/EventScheduled",
  eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
  location: { "@type": "Place", name: "Fellowship hall", address: church },
  image: "https://church.example/uploads/events/grief.webp",
  organizer: { "@type": "Organization", name: "Cedar Hill UMC", url: "https://church.example/" },
};

/** The check the page tests run (issue 29 item 7), tried on the structured data the issue found. */
describe("Google's Event rules", () => {
  it("accepts a whole event, and a day-long one given by dates alone", () => {
    expect(eventProblems(good)).toEqual({ errors: [], warnings: [] });
    expect(eventProblems({ ...good, startDate: "2027-06-21", endDate: "2027-06-25" }).errors).toEqual([]);
  });

  it("refuses the home page's old Event: a time of day as its start and no place or status", () => {
    const old = { "@type": "Event", name: "Sunday Worship", startDate: "10:00", eventSchedule: { "@type": "Schedule", byDay: "https://schema.org/Sunday", startTime: "10:00" } };
    expect(eventProblems(old).errors).toEqual([`startDate: "10:00" is not an ISO 8601 date-time with its offset from UTC`, "location: missing", "eventStatus: missing"]);
  });

  it("refuses a room given as the whole address", () => {
    expect(eventProblems({ ...good, location: { "@type": "Place", name: "Sanctuary", address: "Sanctuary" } }).errors).toEqual([`location.address: "Sanctuary" is not a PostalAddress`]);
    expect(eventProblems({ ...good, location: { "@type": "Place", name: "Camp", address: { "@type": "PostalAddress", streetAddress: "Camp" } } }).errors).toEqual([
      "location.address.addressLocality: missing",
      "location.address.addressRegion: missing",
      "location.address.postalCode: missing",
      "location.address.addressCountry: missing",
    ]);
  });

  it("refuses dates without an offset, impossible dates, a previous start without its offset and a previous start on a date not rescheduled", () => {
    expect(eventProblems({ ...good, startDate: "2026-12-15T18:30:00" }).errors).toEqual([`startDate: "2026-12-15T18:30:00" is not an ISO 8601 date-time with its offset from UTC`]);
    expect(eventProblems({ ...good, startDate: "2026-02-30T18:30:00-05:00" }).errors[0]).toMatch(/^startDate/);
    expect(eventProblems({ ...good, endDate: "2026-12-15T17:00:00-05:00" }).errors).toEqual(["endDate: before startDate"]);
    const moved = { ...good, eventStatus: "https://schema.org/EventRescheduled", previousStartDate: "2026-12-16T18:30" };
    expect(eventProblems(moved).errors).toEqual([`previousStartDate: "2026-12-16T18:30" is not an ISO 8601 date-time with its offset from UTC`]);
    expect(eventProblems({ ...moved, previousStartDate: "2026-12-16T18:30:00-05:00" }).errors).toEqual([]);
    expect(eventProblems({ ...good, previousStartDate: "2026-12-16T18:30:00-05:00" }).errors).toEqual(["previousStartDate: only with eventStatus EventRescheduled"]);
    expect(eventProblems({ ...good, startDate: "2027-06-21", endDate: "2027-06-25T12:00:00-04:00" }).errors).toEqual([`endDate: "2027-06-25T12:00:00-04:00" is not a date (YYYY-MM-DD) like the start`]);
  });

  it("warns of missing recommended fields without refusing", () => {
    const bare = { "@type": "Event", name: "Cub Scouts", startDate: "2026-11-23T18:30:00-05:00", eventStatus: "https://schema.org/EventScheduled", location: good.location };
    expect(eventProblems(bare)).toEqual({
      errors: [],
      warnings: ["endDate: missing (recommended)", "eventAttendanceMode: missing (recommended)", "description: missing (recommended)", "image: missing (recommended)", "organizer: missing (recommended)"],
    });
  });

  it("finds every Event of a page: top level, in @graph, nested in a Church", () => {
    const page = [{ "@type": "Church", event: [good, { ...good, name: "Other" }] }, { "@graph": [{ "@type": "WebPage" }, good] }, good];
    expect(eventsIn(page)).toHaveLength(4);
    expect(refusedEvents(page)).toEqual([]);
    expect(refusedEvents({ "@graph": [{ ...good, eventStatus: undefined }] })).toEqual([{ event: "Grief Support 2026-12-15T18:30:00-05:00", errors: ["eventStatus: missing"] }]);
  });
});
