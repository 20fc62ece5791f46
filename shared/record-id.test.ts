import { describe, expect, it } from "vitest";
import { parseRecordId } from "./record-id.ts";

describe("parseRecordId", () => {
  it("reads a plain positive whole number", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId("42")).toBe(42);
    expect(parseRecordId("2147483647")).toBe(2_147_483_647);
  });

  it.each([undefined, "", "0", "012", "-1", "1.5", "1e3", "12abc", " 12", "abc", "2147483648", "99999999999"])("rejects %j", (segment) => {
    expect(parseRecordId(segment)).toBeNull();
  });
});
