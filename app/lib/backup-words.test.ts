import { describe, expect, it } from "vitest";
import { backupWords } from "./backup-words.ts";

const ZONE = "America/New_York";
const NOW = "2026-11-27T15:00:00Z";

describe("backupWords", () => {
  it("says when the last good backup was made on the church's clock, its size, and that it was checked", () => {
    const good = (at: string) => backupWords({ lastGood: { at, bytes: 48 * 1024 * 1024 }, failure: null, stale: false, attention: false }, NOW, ZONE);
    expect(good("2026-11-27T08:00:00Z")).toEqual({ line: "Last backup: today 03:00, 48 MB, checked", problem: null });
    expect(good("2026-11-26T08:00:00Z").line).toBe("Last backup: yesterday 03:00, 48 MB, checked");
    expect(good("2026-11-25T08:00:00Z").line).toBe("Last backup: Nov 25 03:00, 48 MB, checked");
  });

  it("names a failure with its reason, or 36 hours without a good backup", () => {
    const failed = backupWords({ lastGood: null, failure: { at: "2026-11-27T08:00:00Z", error: "the disk is full" }, stale: false, attention: true }, NOW, ZONE);
    expect(failed).toEqual({ line: "No backup has been made yet", problem: "The backup of today 03:00 failed: the disk is full." });
    expect(backupWords({ lastGood: { at: "2026-11-25T08:00:00Z", bytes: 1024 }, failure: null, stale: true, attention: true }, NOW, ZONE).problem).toBe("No backup has succeeded for more than 36 hours.");
  });
});
