import { describe, expect, it } from "vitest";
import { hasSignInHint, staffBarLinks, staffBarRequest } from "./staff-bar.ts";

describe("the staff bar's rules", () => {
  it("asks only in a browser that holds the sign-in cookie", () => {
    expect(hasSignInHint("csrfToken=abc.def")).toBe(true);
    expect(hasSignInHint("theme=dark; csrfToken=abc")).toBe(true);
    expect(hasSignInHint("")).toBe(false);
    expect(hasSignInHint("csrfToken=")).toBe(false);
    expect(hasSignInHint("xcsrfToken=abc; other=1")).toBe(false);
  });

  it("asks about the page being viewed", () => {
    expect(staffBarRequest("/past-sessions/series/psalms")).toBe("/api/staff-bar?path=%2Fpast-sessions%2Fseries%2Fpsalms");
  });

  it("links the staff area, then this page's editor, then the others", () => {
    const answer = {
      signedIn: true,
      staffArea: "/admin/dashboard",
      edit: { label: "Page words", href: "/admin/pages/about" },
      also: [{ label: "Church Staff", href: "/admin/church-staff" }],
    };
    expect(staffBarLinks(answer)).toEqual([
      { label: "Staff area", href: "/admin/dashboard" },
      { label: "Edit this page", href: "/admin/pages/about" },
      { label: "Church Staff", href: "/admin/church-staff" },
    ]);
    expect(staffBarLinks({ ...answer, edit: null, also: [] })).toEqual([{ label: "Staff area", href: "/admin/dashboard" }]);
  });

  it("shows no bar when nobody is signed in, and links nothing outside the staff area", () => {
    expect(staffBarLinks({ signedIn: false })).toBeNull();
    expect(staffBarLinks(null)).toBeNull();
    expect(staffBarLinks({ signedIn: true, staffArea: "https://evil.example/admin" })).toBeNull();
    expect(staffBarLinks({ signedIn: true, staffArea: "/admin/dashboard", edit: { href: "//evil.example" }, also: [{ label: "x", href: "javascript:alert(1)" }] })).toEqual([
      { label: "Staff area", href: "/admin/dashboard" },
    ]);
  });
});
