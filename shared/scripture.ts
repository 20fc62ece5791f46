/**
 * Scripture passages as staff type them ("Jn 3:16-18", "1 cor 13", "Ps 23"), read into book, chapter
 * and verses and written back one way ("John 3:16–18"), and the link that opens a passage at the
 * readings provider (the daily readings link there too). Pure: the admin form and the server both use it.
 * The 66 books, in canonical order with their chapters and the short forms people write, are data:
 * bible-books.json.
 */
import books from "./bible-books.json" with { type: "json" };

/** Every book's name, in canonical order (the filter on /past-sessions lists them in this order). */
export const BIBLE_BOOKS: readonly string[] = books.map((book) => book.name);
const CHAPTERS = new Map(books.map((book) => [book.name, book.chapters]));

/** "1 Cor.", "I Corinthians", "First Corinthians" and "1co" all become "1co"/"1corinthians". */
function bookKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(?:iii|third)\b\s*/, "3")
    .replace(/^(?:ii|second)\b\s*/, "2")
    .replace(/^(?:i|first)\b\s*/, "1")
    .replace(/[\s.]/g, "");
}

const BY_KEY = new Map<string, string>();
for (const { name, aliases } of books) for (const key of [bookKey(name), ...aliases]) BY_KEY.set(key, name);

/** The book a name means: an exact name or short form, else the one book whose name starts with it (3 letters or more). */
export function findBook(text: string): string | null {
  const key = bookKey(text.trim());
  if (!key) return null;
  const exact = BY_KEY.get(key);
  if (exact) return exact;
  if (key.replace(/^\d/, "").length < 3) return null;
  const starting = BIBLE_BOOKS.filter((name) => bookKey(name).startsWith(key));
  return starting.length === 1 ? starting[0]! : null;
}

/** One passage: a book and a start, with an end when it spans more than one verse or chapter. */
export type Passage = {
  book: string;
  chapter: number;
  /** Absent: the whole chapter (or chapters). */
  verse?: number;
  endChapter?: number;
  endVerse?: number;
};

/** The most verses any chapter has (Psalm 119). */
const MAX_VERSE = 176;
const EN_DASH = "\u2013";

export const scriptureMessages = {
  malformed: "Please write each passage as a book, a chapter and verses, such as John 3:16-18, and separate passages with a semicolon.",
  unknownBook: (book: string) => `"${book}" is not a book of the Bible we know. Please write its name, such as John or 1 Corinthians.`,
  noChapter: (book: string, chapters: number) => `${book} has ${chapters} ${chapters === 1 ? "chapter" : "chapters"}. Please check the chapter.`,
  backwards: (label: string) => `${label}: the passage ends before it starts. Please check the verses.`,
  tooMany: "Please keep to 10 passages.",
} as const;

const singleChapter = (book: string) => CHAPTERS.get(book) === 1;

/** A passage as the site writes it: "John 3:16–18", "John 3:16–4:2", "Psalm 23", "Psalms 23–24", "Jude 3". */
export function passageLabel(p: Passage): string {
  const oneChapter = p.endChapter === undefined || p.endChapter === p.chapter;
  const book = p.book === "Psalms" && oneChapter ? "Psalm" : p.book;
  if (singleChapter(p.book)) {
    if (p.verse === undefined) return p.book;
    return `${p.book} ${p.verse}${p.endVerse !== undefined && p.endVerse !== p.verse ? `${EN_DASH}${p.endVerse}` : ""}`;
  }
  if (p.verse === undefined) return p.endChapter !== undefined && p.endChapter !== p.chapter ? `${book} ${p.chapter}${EN_DASH}${p.endChapter}` : `${book} ${p.chapter}`;
  const start = `${book} ${p.chapter}:${p.verse}`;
  if (p.endVerse === undefined) return start;
  if (oneChapter) return p.endVerse === p.verse ? start : `${start}${EN_DASH}${p.endVerse}`;
  return `${start}${EN_DASH}${p.endChapter}:${p.endVerse}`;
}

const REFERENCE = /^(\d{1,3})(?::(\d{1,3}))?(?:\s*[-\u2010-\u2015]\s*(\d{1,3})(?::(\d{1,3}))?)?$/;
/** A book name (with an optional leading number or numeral) followed by the reference. */
const PASSAGE = /^((?:[123]|i{1,3}|first|second|third)?\s*[a-z][a-z .]*?)\.?\s*(\d.*)?$/i;

export type ParsedPassage = { ok: true; passage: Passage; label: string } | { ok: false; message: string };

/** Reads one passage; the whole book ("Jude", "Ruth") is allowed only for one-chapter books. */
export function parsePassage(input: string): ParsedPassage {
  const text = input.trim().replace(/\s+/g, " ");
  const match = PASSAGE.exec(text);
  if (!match) return { ok: false, message: scriptureMessages.malformed };
  const bookText = match[1]!.trim();
  const book = findBook(bookText);
  if (!book) return { ok: false, message: scriptureMessages.unknownBook(bookText) };
  const chapters = CHAPTERS.get(book)!;
  const reference = (match[2] ?? "").replace(/\s+/g, "");
  if (!reference) {
    if (chapters === 1) return done({ book, chapter: 1 });
    return { ok: false, message: scriptureMessages.malformed };
  }
  const parts = REFERENCE.exec(reference.replace(/\./g, ":"));
  if (!parts) return { ok: false, message: scriptureMessages.malformed };
  const [a, b, c, d] = parts.slice(1).map((v) => (v === undefined ? undefined : Number(v)));
  let passage: Passage;
  if (chapters === 1 && b === undefined && d === undefined) {
    // "Jude 3-5": in a one-chapter book the numbers are verses.
    passage = { book, chapter: 1, verse: a!, ...(c !== undefined ? { endChapter: 1, endVerse: c } : {}) };
  } else if (b === undefined) {
    passage = d === undefined ? { book, chapter: a!, ...(c !== undefined ? { endChapter: c } : {}) } : { book, chapter: a!, verse: 1, endChapter: c!, endVerse: d };
  } else {
    passage = c === undefined ? { book, chapter: a!, verse: b } : d === undefined ? { book, chapter: a!, verse: b, endChapter: a!, endVerse: c } : { book, chapter: a!, verse: b, endChapter: c, endVerse: d };
  }
  const inBook = (n: number | undefined) => n === undefined || (n >= 1 && n <= chapters);
  const verseOk = (n: number | undefined) => n === undefined || (n >= 1 && n <= MAX_VERSE);
  if (!inBook(passage.chapter) || !inBook(passage.endChapter)) return { ok: false, message: scriptureMessages.noChapter(book, chapters) };
  if (!verseOk(passage.verse) || !verseOk(passage.endVerse)) return { ok: false, message: scriptureMessages.malformed };
  const endChapter = passage.endChapter ?? passage.chapter;
  if (endChapter < passage.chapter || (endChapter === passage.chapter && (passage.endVerse ?? Infinity) < (passage.verse ?? 0))) {
    return { ok: false, message: scriptureMessages.backwards(passageLabel(passage)) };
  }
  return done(passage);
}

function done(passage: Passage): ParsedPassage {
  return { ok: true, passage, label: passageLabel(passage) };
}

/** Several passages separated by semicolons ("Jn 3:16-18; Ps 23"); the first problem is the answer. */
export function parsePassages(input: string): { ok: true; passages: Passage[] } | { ok: false; message: string } {
  const pieces = input
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.length > 10) return { ok: false, message: scriptureMessages.tooMany };
  const passages: Passage[] = [];
  for (const piece of pieces) {
    const parsed = parsePassage(piece);
    if (!parsed.ok) return parsed;
    passages.push(parsed.passage);
  }
  return { ok: true, passages };
}

/** Passages as one line for a form field or a description: "John 3:16–18; Psalm 23". */
export const passagesText = (passages: readonly Passage[]) => passages.map(passageLabel).join("; ");

/**
 * The readings provider: one Bible site both the daily readings and the sermon passages open, in
 * the translation the church reads from.
 */
export const READINGS_PROVIDER = { name: "Bible Gateway", version: "NRSVUE" } as const;

/** The provider's page for a passage (any text it can search: "John 3:16–18", "Psalm 23:1-6"). */
export function passageLink(reference: string): string {
  const search = reference.replace(/[\u2010-\u2015]/g, "-");
  return `https://www.biblegateway.com/passage/?${new URLSearchParams({ search, version: READINGS_PROVIDER.version })}`;
}
