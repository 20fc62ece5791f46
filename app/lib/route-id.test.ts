import { describe, expect, it } from "vitest";
import { parseRouteId } from "./route-id.ts";

describe("parseRouteId", () => {
  it("reads a plain positive whole number", () => {
    expect(parseRouteId("1")).toBe(1);
    expect(parseRouteId("42")).toBe(42);
    expect(parseRouteId("2147483647")).toBe(2_147_483_647);
  });

  it.each([undefined, "", "0", "012", "-1", "1.5", "1e3", "12abc", " 12", "abc", "2147483648", "99999999999"])("rejects %j", (segment) => {
    expect(parseRouteId(segment)).toBeNull();
  });
});
