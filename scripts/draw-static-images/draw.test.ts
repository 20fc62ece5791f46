import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seeded } from "./draw.ts";
import { firstResponderScenes } from "./first-responders.ts";
import { holidayScenes } from "./holidays.ts";

describe("seeded", () => {
  it("gives the same numbers for the same seed, in [0, 1)", () => {
    const a = seeded(7);
    const b = seeded(7);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(Array.from({ length: 5 }, seeded(8))).not.toEqual(first);
  });
});

describe("the holiday and first responder drawings", () => {
  it("are the five holidays and two first responder scenes", () => {
    expect(Object.keys(holidayScenes)).toEqual(["advent", "christmas-eve", "lent", "easter", "thanksgiving"]);
    expect(Object.keys(firstResponderScenes)).toEqual(["blessing", "lunch"]);
  });

  it("are SVG that sharp can draw at 1200x675, the same every time", async () => {
    for (const draw of [...Object.values(holidayScenes), ...Object.values(firstResponderScenes)]) {
      expect(draw()).toBe(draw());
      const meta = await sharp(Buffer.from(draw())).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 675]);
    }
  });
});
