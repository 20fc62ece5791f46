import { describe, expect, it } from "vitest";
import { sortStaff } from "./rules.ts";

describe("sortStaff", () => {
  it("puts any role title containing pastor first, then keeps the display order", () => {
    const sorted = sortStaff([
      { name: "Office", roleTitle: "Office Administrator", displayOrder: 0 },
      { name: "Music", roleTitle: "Director of Music", displayOrder: 1 },
      { name: "Associate", roleTitle: "Associate pastor", displayOrder: 5 },
      { name: "Senior", roleTitle: "Senior Pastor", displayOrder: 3 },
    ]);
    expect(sorted.map((s) => s.name)).toEqual(["Senior", "Associate", "Office", "Music"]);
  });
});
