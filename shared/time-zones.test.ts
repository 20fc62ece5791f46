import { describe, expect, it } from "vitest";
import { readTimeZone } from "./time-zones.ts";

describe("a time zone found by a search", () => {
  it("reads a whole name in any case, with spaces for underscores", () => {
    expect(readTimeZone("America/Chicago")).toBe("America/Chicago");
    expect(readTimeZone(" america/new york ")).toBe("America/New_York");
  });

  it("reads a city that only one time zone has", () => {
    expect(readTimeZone("Chicago")).toBe("America/Chicago");
    expect(readTimeZone("los angeles")).toBe("America/Los_Angeles");
  });

  it("reads nothing from an empty search or a place that is no time zone", () => {
    expect(readTimeZone("")).toBeNull();
    expect(readTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(readTimeZone("Springfield")).toBeNull();
  });
});
