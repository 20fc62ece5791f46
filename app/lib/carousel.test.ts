import { describe, expect, it } from "vitest";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS, activeSlide, nextPosition, trackEntryHidden, trackTransform } from "./carousel.ts";

describe("carousel rules (spec section 9)", () => {
  it("autoplays every 4000 ms with a 400 ms slide", () => {
    expect(CAROUSEL_AUTOPLAY_MS).toBe(4000);
    expect(CAROUSEL_TRANSITION_MS).toBe(400);
  });

  it("moves one slide at a time onto the copy of the first slide, and no further", () => {
    const visited = [0];
    for (let i = 0; i < 6; i++) visited.push(nextPosition(visited[visited.length - 1]!, 5));
    expect(visited).toEqual([0, 1, 2, 3, 4, 5, 5]);
  });

  it("shows the first slide from the copy at the end of the track", () => {
    expect([0, 1, 4, 5].map((position) => activeSlide(position, 5))).toEqual([0, 1, 4, 0]);
  });

  it("hides every track entry but the one shown", () => {
    const hidden = (position: number) => [0, 1, 2, 3].map((index) => trackEntryHidden(index, position, 3));
    expect(hidden(0)).toEqual([false, true, true, true]);
    expect(hidden(2)).toEqual([true, true, false, true]);
    // For the 400 ms spent on the copy, before the swap back, both it and the real first slide count as shown.
    expect(hidden(3)).toEqual([false, true, true, false]);
  });

  it("offsets the track by whole slides", () => {
    expect(trackTransform(0)).toBe("translateX(-0%)");
    expect(trackTransform(3)).toBe("translateX(-300%)");
  });
});
