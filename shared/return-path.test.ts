import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

describe("safeReturnPath (where sign-in may send someone back to)", () => {
  it.each([
    ["/admin/users", "/admin/users"],
    ["/admin/announcements/edit/4?notice=saved", "/admin/announcements/edit/4?notice=saved"],
    ["/user/profile", "/user/profile"],
    ["/", "/"],
    ["/past-session/12#bulletin", "/past-session/12#bulletin"],
  ])("keeps the same-site path %s", (value, kept) => {
    expect(safeReturnPath(value)).toBe(kept);
  });

  it.each([
    "/%09/evil.com",
    "/%0A/evil.com",
    "/%0D/evil.com",
    "/%0d%0a/evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r/evil.com",
    "/%00/evil.com",
    "//evil.com",
    "//evil.com/admin",
    "/\\evil.com",
    "/%5Cevil.com",
    "/%5cevil.com",
    "/%2F/evil.com",
    "/%2f%2fevil.com",
    "/%252F%252Fevil.com",
    "/%25252F%25252Fevil.com",
    "/.//evil.com",
    "/./\\evil.com",
    "/%2e//evil.com",
    "https://evil.com",
    "http:/evil.com",
    "javascript:alert(1)",
    "evil.com",
    " /admin",
    "\u202e/admin",
    "/admin\u0000",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
