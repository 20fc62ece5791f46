import { describe, expect, it } from "vitest";
import { spokenWords } from "./transcript.ts";

describe("spokenWords", () => {
  it("keeps the words of a WebVTT file and drops its header, cue numbers, timings and tags", () => {
    const vtt = "WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000 align:start\n<v Pastor>Grace upon grace.\n\n2\n00:01:02.500 --> 00:01:05.000\nThe light shines in the darkness.\n";
    expect(spokenWords(vtt)).toBe("Grace upon grace.\nThe light shines in the darkness.");
  });

  it("reads SRT timings with commas, and plain text as it is", () => {
    expect(spokenWords("1\r\n00:00:01,000 --> 00:00:02,000\r\nLoaves and fishes\r\n")).toBe("Loaves and fishes");
    expect(spokenWords("A sermon on mercy.")).toBe("A sermon on mercy.");
  });
});
