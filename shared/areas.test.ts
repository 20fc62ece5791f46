import { describe, expect, it } from "vitest";
import { areaOfPath, areaPath, canEnterPath, dashboardAreas, uploadLimit } from "./areas.ts";
import { ROLES } from "./roles.ts";
import { canAssignRole, canResetAccountOf } from "./role-rights.ts";

describe("canEnterPath (spec section 6, deny by default)", () => {
  it("lets only siteadmin and admin into users", () => {
    expect(ROLES.filter((r) => canEnterPath(r, "/admin/users"))).toEqual(["siteadmin", "admin"]);
    expect(ROLES.filter((r) => canEnterPath(r, "/admin/users/edit-user/3"))).toEqual(["siteadmin", "admin"]);
  });
  it("separates church staff from childcare staff", () => {
    expect(canEnterPath("childcare", "/admin/childcare-staff/create-new")).toBe(true);
    expect(canEnterPath("childcare", "/admin/church-staff")).toBe(false);
    expect(canEnterPath("church", "/admin/church-staff/edit/2")).toBe(true);
    expect(canEnterPath("church", "/admin/childcare-staff")).toBe(false);
  });
  it("lets every role into the dashboard, /admin itself and their own account pages", () => {
    for (const path of ["/admin/dashboard", "/admin", "/admin/", "/user", "/user/profile", "/user/two-factor", "/admin/user", "/admin/user/profile", "/admin/user/backup-codes"]) {
      expect(ROLES.filter((r) => canEnterPath(r, path)), path).toEqual(ROLES);
    }
  });
  it.each(["messages", "past-sessions", "daily-readings", "verse-of-the-day", "announcements", "operation-christmas-child", "first-responders", "mission-trips", "common-grounds", "holidays", "september-club", "feature-requests"])(
    "keeps childcare out of %s and lets church in",
    (area) => {
      expect(ROLES.filter((r) => canEnterPath(r, `/admin/${area}`))).toEqual(["siteadmin", "admin", "church"]);
    },
  );
  it("refuses every role an address no area covers", () => {
    for (const path of ["/admin/usersettings", "/admin/anything-new", "/adminx", "/", "/about", "/user-data"]) {
      expect(ROLES.filter((r) => canEnterPath(r, path)), path).toEqual([]);
    }
  });
  it("matches whole path segments only", () => {
    expect(areaOfPath("/admin/usersettings")).toBeNull();
    expect(areaOfPath("/admin/users/")?.key).toBe("users");
    // The account pages at /admin/user are not the Users area at /admin/users, nor the other way round.
    expect(areaOfPath("/admin/user/profile")?.key).toBe("account");
    expect(areaOfPath("/admin/users/edit-user/2")?.key).toBe("users");
    expect(areaOfPath("/admin/userx")).toBeNull();
  });
});

describe("the dashboard and uploads derive from the table", () => {
  it("shows each role the areas it may enter, in the table's order", () => {
    expect(dashboardAreas("childcare").map((a) => a.key)).toEqual(["childcare-staff", "pages", "events", "registrations", "childcare-info", "enquiries"]);
    // Children's data (issue 35): neither church staff nor administrators as such.
    expect(dashboardAreas("church").map((a) => a.key)).not.toContain("enquiries");
    expect(dashboardAreas("admin").map((a) => a.key)).not.toContain("enquiries");
    expect(dashboardAreas("siteadmin").map((a) => a.key)).toContain("enquiries");
    expect(dashboardAreas("church").map((a) => a.key)).not.toContain("users");
    expect(dashboardAreas("church").map((a) => a.key)).not.toContain("childcare-staff");
    expect(dashboardAreas("admin").map((a) => a.key)).toContain("users");
  });
  it("gives each area's forms only the kinds of file they take", () => {
    expect(uploadLimit("past-sessions", "video")).toBe(2048 * 1024 * 1024);
    expect(uploadLimit("past-sessions", "image")).toBeNull();
    expect(uploadLimit("announcements", "image")).toBe(15 * 1024 * 1024);
    expect(uploadLimit("messages", "image")).toBeNull();
  });
});

describe("canAssignRole", () => {
  it("never gives a role above the actor's own", () => {
    expect(canAssignRole("admin", "siteadmin")).toBe(false);
    expect(canAssignRole("admin", "admin")).toBe(true);
    expect(canAssignRole("church", "admin")).toBe(false);
    expect(canAssignRole("siteadmin", "siteadmin")).toBe(true);
  });
});

describe("canResetAccountOf", () => {
  it("lets a siteadmin reset anyone and an admin only church and childcare staff", () => {
    expect(ROLES.filter((target) => canResetAccountOf("siteadmin", target))).toEqual([...ROLES]);
    expect(ROLES.filter((target) => canResetAccountOf("admin", target))).toEqual(["church", "childcare"]);
    expect(ROLES.filter((target) => canResetAccountOf("church", target))).toEqual([]);
  });
});

describe("areaPath", () => {
  it("writes an area's page from the area table, its segments encoded", () => {
    expect(areaPath("announcements")).toBe("/admin/announcements");
    expect(areaPath("announcements", "edit", 12)).toBe("/admin/announcements/edit/12");
    expect(areaPath("events", 3, "dates", "2026-12-01")).toBe("/admin/events/3/dates/2026-12-01");
    expect(areaPath("pages", "a b/c")).toBe("/admin/pages/a%20b%2Fc");
  });
});
