/**
 * The spoken words of a transcript file (WebVTT, SRT or plain text) for site search: the header, cue
 * numbers, timings, settings and tags go; the words stay, one cue a line.
 */
const TIMING = /^\s*(\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{3}\s*-->/;

export function spokenWords(transcript: string): string {
  return transcript
    .replace(/^\uFEFF/, "")
    .split(/\r?\n\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .filter((line) => !TIMING.test(line) && !/^\s*\d+\s*$/.test(line) && !/^(WEBVTT|NOTE|STYLE|REGION)\b/.test(line))
        .map((line) => line.replace(/<[^>]*>/g, "").trim())
        .filter(Boolean)
        .join(" "),
    )
    .filter(Boolean)
    .join("\n");
}
