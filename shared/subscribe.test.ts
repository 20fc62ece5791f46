import { describe, expect, it } from "vitest";
import { DEFAULT_ARTWORK_FILE, defaultArtworkPath, googleCalendarSubscribeLink, webcalAddress } from "./subscribe.ts";

describe("subscribe addresses (issue 30 item 5)", () => {
  it("turns a feed's http or https address into webcal: for Apple Calendar and Outlook", () => {
    expect(webcalAddress("https://church.example/events.ics")).toBe("webcal://church.example/events.ics");
    expect(webcalAddress("http://127.0.0.1:3000/events/children.ics")).toBe("webcal://127.0.0.1:3000/events/children.ics");
  });

  it("gives Google Calendar's add-by-address link with the webcal address encoded", () => {
    const link = googleCalendarSubscribeLink("https://church.example/events/children.ics?x=1&y=2");
    expect(link).toBe("https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fchurch.example%2Fevents%2Fchildren.ics%3Fx%3D1%26y%3D2");
    expect(new URL(link).searchParams.get("cid")).toBe("webcal://church.example/events/children.ics?x=1&y=2");
  });

  it("names the drawn artwork by the church's name: the same name the same address, another name another", () => {
    const path = defaultArtworkPath("Cedar Hill United Methodist Church");
    expect(path).toBe(defaultArtworkPath("Cedar Hill United Methodist Church"));
    expect(path).not.toBe(defaultArtworkPath("Cedar Hill United Methodist Church "));
    expect(path).not.toBe(defaultArtworkPath("Grace Chapel"));
    for (const name of ["Cedar Hill United Methodist Church", "", "Église Saint-Étienne", "x".repeat(500)]) expect(defaultArtworkPath(name).replace("/podcast/", "")).toMatch(DEFAULT_ARTWORK_FILE);
  });
});
