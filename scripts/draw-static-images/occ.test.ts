import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { occStory } from "../../app/content/occ-story.ts";
import { FADE_SECONDS, FRAME_SECONDS, captionsVtt, occBanner, storyFrames, vttTime } from "./occ.ts";

describe("vttTime", () => {
  it("writes hours, minutes and seconds with milliseconds", () => {
    expect(vttTime(0)).toBe("00:00:00.000");
    expect(vttTime(2.4)).toBe("00:00:02.400");
    expect(vttTime(75.25)).toBe("00:01:15.250");
  });
});

describe("captionsVtt", () => {
  it("changes caption in the middle of each cross-fade and ends with the video", () => {
    expect(captionsVtt(["One", "Two", "Three"], 3, 0.6)).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.700\nOne\n\n2\n00:00:02.700 --> 00:00:05.100\nTwo\n\n3\n00:00:05.100 --> 00:00:07.800\nThree\n",
    );
  });

  it("gives the story video 8 to 15 seconds, one caption for each frame, from the page's transcript", () => {
    const frames = storyFrames();
    expect(frames.map((f) => f.caption)).toEqual(occStory.lines);
    const total = frames.length * FRAME_SECONDS - (frames.length - 1) * FADE_SECONDS;
    expect(total).toBeGreaterThanOrEqual(8);
    expect(total).toBeLessThanOrEqual(15);
  });
});

describe("the drawings", () => {
  it("are SVG that sharp can draw at 1200x675", async () => {
    for (const svg of [occBanner(), ...storyFrames().map((f) => f.svg)]) {
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 675]);
    }
  });
});
