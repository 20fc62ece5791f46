import { describe, expect, it } from "vitest";
import { publishButtonLabel } from "./publish-button.ts";

describe("the content editors' Publish button", () => {
  it("says when a scheduled publish goes live", () => {
    expect(publishButtonLabel("2026-12-01T09:00", 2026)).toBe("Schedule for Tue 1 Dec, 9:00");
    expect(publishButtonLabel("2026-12-24T18:30:00", 2026)).toBe("Schedule for Thu 24 Dec, 18:30");
  });

  it("names the year when it is not this one", () => {
    expect(publishButtonLabel("2027-01-01T00:05", 2026)).toBe("Schedule for Fri 1 Jan 2027, 0:05");
  });

  it("reads Publish without a time, or with one that is not a time", () => {
    expect(publishButtonLabel("", 2026)).toBe("Publish");
    expect(publishButtonLabel("2026-02-30T09:00", 2026)).toBe("Publish");
    expect(publishButtonLabel("tomorrow", 2026)).toBe("Publish");
  });
});
