import { describe, expect, it } from "vitest";
import { ARCHIVE_PAGE_SIZE, archivePageAddress, archivePlace, requestedPage } from "./archive-pages.ts";

describe("the public archives' pages (issue 33)", () => {
  it("reads only whole page numbers from the address", () => {
    expect(["1", "2", "40"].map(requestedPage)).toEqual([1, 2, 40]);
    expect([null, "", "0", "-1", "1.5", "01", "abc", "2x", "9999999999"].map(requestedPage)).toEqual(Array(9).fill(null));
  });

  it("places a page within the pages there are, and says which addresses to answer elsewhere", () => {
    const total = ARCHIVE_PAGE_SIZE * 3 + 1;
    expect(archivePlace(null, total)).toEqual({ page: 1, pages: 4, offset: 0, canonical: true });
    expect(archivePlace("3", total)).toEqual({ page: 3, pages: 4, offset: 2 * ARCHIVE_PAGE_SIZE, canonical: true });
    expect(archivePlace("9", total)).toMatchObject({ page: 4, canonical: false });
    expect(archivePlace("1", total)).toMatchObject({ page: 1, canonical: false });
    expect(archivePlace("abc", total)).toMatchObject({ page: 1, canonical: false });
    expect(archivePlace(null, 0)).toEqual({ page: 1, pages: 1, offset: 0, canonical: true });
  });

  it("writes a page's address with the list's other names, the first page without ?page=", () => {
    expect(archivePageAddress("/announcements", 1)).toBe("/announcements");
    expect(archivePageAddress("/announcements", 2)).toBe("/announcements?page=2");
    expect(archivePageAddress("/past-sessions", 3, { series: "advent", speaker: "", book: "John" })).toBe("/past-sessions?series=advent&book=John&page=3");
  });
});
