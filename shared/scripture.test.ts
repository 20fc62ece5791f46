import { describe, expect, it } from "vitest";
import { findBook, parsePassage, parsePassages, passageLink, passagesText } from "./scripture.ts";

const label = (text: string) => {
  const parsed = parsePassage(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.label;
};

describe("scripture passages", () => {
  it.each([
    ["Jn 3:16-18", "John 3:16–18"],
    ["john 3:16", "John 3:16"],
    ["1 Cor 13:4-7", "1 Corinthians 13:4–7"],
    ["I Corinthians 13", "1 Corinthians 13"],
    ["First Thess. 5:16-18", "1 Thessalonians 5:16–18"],
    ["Ps 23", "Psalm 23"],
    ["Psalms 23:1 - 6", "Psalm 23:1–6"],
    ["Ps 42-43", "Psalms 42–43"],
    ["Rom 8:38-9:5", "Romans 8:38–9:5"],
    ["Isa 40", "Isaiah 40"],
    ["Jude 3", "Jude 3"],
    ["Jude 1:3-5", "Jude 3–5"],
    ["Philemon", "Philemon"],
    ["Song of Solomon 2:1", "Song of Solomon 2:1"],
    ["Rev 21:1–5", "Revelation 21:1–5"],
    ["Philipp 4:4", "Philippians 4:4"],
  ])("reads %s as %s", (input, expected) => {
    expect(label(input)).toBe(expected);
  });

  it("keeps the parts of a passage", () => {
    expect(parsePassage("Jn 3:16-18")).toMatchObject({ ok: true, passage: { book: "John", chapter: 3, verse: 16, endChapter: 3, endVerse: 18 } });
    expect(parsePassage("Rom 8:38-9:5")).toMatchObject({ ok: true, passage: { book: "Romans", chapter: 8, verse: 38, endChapter: 9, endVerse: 5 } });
  });

  it.each([
    ["Hezekiah 3:1", /"Hezekiah" is not a book of the Bible/],
    ["Jo 3:16", /"Jo" is not a book/],
    ["John", /book, a chapter and verses/],
    ["John 3:16,18", /book, a chapter and verses/],
    ["John three", /"John three" is not a book/],
    ["John 22:1", /John has 21 chapters/],
    ["John 3:18-16", /ends before it starts/],
    ["John 0:1", /John has 21 chapters/],
  ])("refuses %s", (input, message) => {
    const parsed = parsePassage(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it("reads several passages separated by semicolons and writes them back", () => {
    const parsed = parsePassages("Jn 3:16-18; Ps 23 ;");
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(passagesText(parsed.passages)).toBe("John 3:16–18; Psalm 23");
    expect(parsePassages("")).toEqual({ ok: true, passages: [] });
    expect(parsePassages("Jn 3:16; Nope 1:1")).toMatchObject({ ok: false });
  });

  it("finds books by unique beginnings only", () => {
    expect(findBook("Gal")).toBe("Galatians");
    expect(findBook("Phi")).toBeNull();
    expect(findBook("3 Jn")).toBe("3 John");
  });

  it("links a passage to the readings provider with plain hyphens", () => {
    expect(passageLink("John 3:16–18")).toBe("https://www.biblegateway.com/passage/?search=John+3%3A16-18&version=NRSVUE");
  });
});
