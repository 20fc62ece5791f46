import { describe, expect, it } from "vitest";
import { accountPath, isSignedInPath, showsBackButton } from "./admin-shell.ts";

describe("showsBackButton", () => {
  it("hides the button on the dashboard", () => {
    expect(showsBackButton("/admin/dashboard")).toBe(false);
    expect(showsBackButton("/admin/dashboard/")).toBe(false);
  });
  it.each(["/admin/announcements/create-new", "/admin/announcements/edit/12", "/admin/users/new-user", "/admin/users/edit-user/3"])(
    "hides the button on the add or edit page %s",
    (path) => expect(showsBackButton(path)).toBe(false),
  );
  it.each(["/admin/announcements", "/admin/mission-trips/4/images", "/admin/users", "/admin/messages", "/user/profile", "/user/two-factor", "/admin/user/profile", "/admin/user/backup-codes"])(
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

describe("accountPath", () => {
  it("keeps the account pages at the address they were opened at", () => {
    expect(accountPath("/admin/user/profile", "two-factor")).toBe("/admin/user/two-factor");
    expect(accountPath("/admin/user", "profile")).toBe("/admin/user/profile");
    expect(accountPath("/user/profile", "backup-codes")).toBe("/user/backup-codes");
    expect(accountPath("/admin/users", "profile")).toBe("/user/profile");
  });
});
