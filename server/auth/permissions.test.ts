import { describe, expect, it } from "vitest";
import { ROLES } from "../db/schema.ts";
import { canAssignRole, canEnter } from "./permissions.ts";

describe("canEnter (spec section 6)", () => {
  it("lets only siteadmin and admin into users", () => {
    expect(ROLES.filter((r) => canEnter(r, "/admin/users"))).toEqual(["siteadmin", "admin"]);
    expect(ROLES.filter((r) => canEnter(r, "/admin/users/edit-user/3"))).toEqual(["siteadmin", "admin"]);
  });
  it("lets childcare into childcare-staff but not church-staff, and church the other way round", () => {
    expect(canEnter("childcare", "/admin/childcare-staff/create-new")).toBe(true);
    expect(canEnter("childcare", "/admin/church-staff")).toBe(false);
    expect(canEnter("church", "/admin/church-staff/edit/2")).toBe(true);
    expect(canEnter("church", "/admin/childcare-staff")).toBe(false);
  });
  it("lets every role into the dashboard", () => {
    expect(ROLES.every((r) => canEnter(r, "/admin/dashboard"))).toBe(true);
  });
  it.each(["messages", "past-sessions", "daily-readings", "verse-of-the-day", "announcements", "operation-christmas-child", "first-responders", "mission-trips", "common-grounds", "holidays", "september-club", "feature-requests"])(
    "keeps childcare out of %s and lets church in",
    (area) => {
      expect(canEnter("childcare", `/admin/${area}`)).toBe(false);
      expect(canEnter("church", `/admin/${area}`)).toBe(true);
      expect(canEnter("admin", `/admin/${area}`)).toBe(true);
      expect(canEnter("siteadmin", `/admin/${area}`)).toBe(true);
    },
  );
  it("lets any signed-in user into a route no rule matches", () => {
    expect(ROLES.every((r) => canEnter(r, "/user/profile"))).toBe(true);
  });
  it("matches whole path segments only", () => {
    expect(canEnter("childcare", "/admin/usersettings")).toBe(true);
  });
});

describe("canAssignRole", () => {
  it("never lets anyone raise a role above their own", () => {
    expect(canAssignRole("admin", "siteadmin")).toBe(false);
    expect(canAssignRole("admin", "admin")).toBe(true);
    expect(canAssignRole("church", "admin")).toBe(false);
    expect(canAssignRole("siteadmin", "siteadmin")).toBe(true);
  });
});
