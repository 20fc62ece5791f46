import { describe, expect, it } from "vitest";
import { isSignedInPath, showsBackButton } from "./admin-shell.ts";

describe("showsBackButton", () => {
  it("hides the button on the dashboard", () => {
    expect(showsBackButton("/admin/dashboard")).toBe(false);
    expect(showsBackButton("/admin/dashboard/")).toBe(false);
  });
  it.each(["/admin/announcements/create-new", "/admin/announcements/edit/12", "/admin/users/new-user", "/admin/users/edit-user/3"])(
    "hides the button on the add or edit page %s",
    (path) => expect(showsBackButton(path)).toBe(false),
  );
  it.each(["/admin/announcements", "/admin/mission-trips/4/images", "/admin/users", "/admin/messages", "/user/profile", "/user/two-factor"])(
    "shows the button on %s",
    (path) => expect(showsBackButton(path)).toBe(true),
  );
  it("does not mistake an area whose name merely contains edit for an edit page", () => {
    expect(showsBackButton("/admin/editorials")).toBe(true);
  });
});

describe("isSignedInPath", () => {
  it("covers /admin and /user and nothing else", () => {
    expect(isSignedInPath("/admin")).toBe(true);
    expect(isSignedInPath("/admin/dashboard")).toBe(true);
    expect(isSignedInPath("/user/profile")).toBe(true);
    expect(isSignedInPath("/users-guide")).toBe(false);
    expect(isSignedInPath("/login")).toBe(false);
  });
});
