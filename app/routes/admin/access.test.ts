import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../routes.ts";
import { freshDatabase } from "../../../server/testing/database.ts";
import { adminHarness } from "../../testing/admin-route.ts";
import { AREAS, areaOfPath } from "../../../shared/areas.ts";
import * as schema from "../../../server/db/schema.ts";
import { isNotNull } from "drizzle-orm";

/**
 * Spec section 6, written out again here on purpose (not read from shared/areas.ts), so that
 * a wrong permission table fails this test instead of being checked against itself.
 */
const SPEC_TABLE: Record<string, readonly string[]> = {
  users: ["siteadmin", "admin"],
  "childcare-staff": ["siteadmin", "admin", "childcare"],
  "church-staff": ["siteadmin", "admin", "church"],
  dashboard: ["siteadmin", "admin", "church", "childcare"],
  // Issue 11: site settings for administrators, the schedule for the church role, fees and forms for
  // the childcare role; the Pages list for everyone, each page for the role it belongs to (below).
  "site-settings": ["siteadmin", "admin"],
  schedule: ["siteadmin", "admin", "church"],
  "childcare-info": ["siteadmin", "admin", "childcare"],
  // Issue 12: the events calendar for both staff roles; which events each may change goes by calendar.
  events: ["siteadmin", "admin", "church", "childcare"],
  pages: ["siteadmin", "admin", "church", "childcare"],
  // People who act: finding and erasing a person's data by e-mail is for administrators.
  privacy: ["siteadmin", "admin"],
  // Issue 37: the weekly e-mail (issues, subscribers, and its lists at /admin/newsletter/lists), for the church staff who send it.
  newsletter: ["siteadmin", "admin", "church"],
  // Issue 35: children's data, for the childcare role and site administrators only.
  enquiries: ["siteadmin", "childcare"],
  // Issue 36: the prayer ministry for church staff and the admins (who reads what inside it: shared/areas.ts canReadPastoral).
  prayer: ["siteadmin", "admin", "church"],
  ...Object.fromEntries(
    [
      "messages", "past-sessions", "daily-readings", "verse-of-the-day", "announcements", "operation-christmas-child",
      "first-responders", "mission-trips", "common-grounds", "holidays", "september-club", "feature-requests",
    ].map((area) => [area, ["siteadmin", "admin", "church"]]),
  ),
};
const ROLES = ["siteadmin", "admin", "church", "childcare"] as const;

/**
 * Areas that are not in spec section 6's table: a role they do not let in is told so on the page
 * (403) instead of the spec's redirect to / (issue 16).
 */
const ADDED_AFTER_SPEC = new Set(["site-settings", "schedule", "childcare-info", "events", "pages", "privacy", "newsletter", "enquiries", "prayer"]);

/** Pages narrower than their area: marking the pastors opens pastor-only prayer requests to an account (issue 36). */
const NARROWER: Record<string, readonly string[]> = { "/admin/prayer/pastors": ["siteadmin"] };

/** Spec section 2: pages that only lead on to another. */
const REDIRECTS: Record<string, string> = { "/admin/user": "/admin/user/profile" };

/** Every page under /admin in the route table, with a sample address (ids filled in). */
function adminPages(entries: RouteConfigEntry[], base = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}` : base;
    const here = entry.file && entry.path && /^\/(admin|user)\//.test(path) && !path.includes("*") ? [{ path: path.replace(/:[a-zA-Z]+/g, "1"), file: entry.file }] : [];
    return [...here, ...adminPages(entry.children ?? [], path)];
  });
}

const pages = adminPages(routes as RouteConfigEntry[]);

/** A fresh database and an admin harness over it, for the tests of one describe block. */
function freshSitePerBlock() {
  const site = {} as { database: Awaited<ReturnType<typeof freshDatabase>>; admin: ReturnType<typeof adminHarness> };
  beforeAll(async () => {
    site.database = await freshDatabase("pglite");
    site.admin = adminHarness(site.database);
  });
  afterAll(() => site.database.drop());
  return site;
}

describe("the route table and the area table agree", () => {
  it("puts every admin page in an area of the table", () => {
    for (const page of pages) expect(areaOfPath(page.path), page.path).not.toBeNull();
  });
  it("gives every area of the table its page", () => {
    for (const area of Object.values(AREAS)) expect(pages.some((p) => p.path === area.path || p.path.startsWith(`${area.path}/`)), area.path).toBe(true);
  });
});

describe("each page's words are edited by the role the page belongs to", () => {
  const site = freshSitePerBlock();

  const cases = [
    { path: "/admin/pages/childcare-preschool", may: ["siteadmin", "admin", "childcare"] },
    { path: "/admin/pages/home", may: ["siteadmin", "admin", "church"] },
    { path: "/admin/pages/every-page", may: ["siteadmin", "admin", "church"] },
  ];
  for (const { path, may } of cases) {
    it(`${path}: ${may.join(", ")} may open it and save; others are refused (403) and nothing is saved`, async () => {
      const editor = await import("./content/editor.tsx");
      for (const role of ROLES) {
        const opened = await site.admin.load(editor, { path, role });
        expect(opened.status, `${role} opening ${path}`).toBe(may.includes(role) ? 200 : 403);
        if (!may.includes(role)) {
          const posted = await site.admin.act(editor, { path, role, fields: { intent: "save", "doc.title": "Taken over" } });
          expect(posted.status, `${role} posting to ${path}`).toBe(403);
        }
      }
      const [draft] = await site.database.db.select({ draft: schema.contentDocuments.draft }).from(schema.contentDocuments).where(isNotNull(schema.contentDocuments.draft));
      expect(draft).toBeUndefined();
    });
  }
});

describe("deny by default: an address no area covers", () => {
  const site = freshSitePerBlock();

  it("is refused for every role as a page that does not exist, and sends visitors to sign in", async () => {
    const shell = await import("./layout.tsx");
    for (const path of ["/admin/usersettings", "/admin/settings-old", "/admin/anything/else"]) {
      for (const role of ROLES) expect((await site.admin.load(shell, { path, role })).status, `${role} on ${path}`).toBe(404);
      expect((await site.admin.load(shell, { path, role: null })).location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});

describe("every admin page and action checks the role against spec section 6", () => {
  const site = freshSitePerBlock();

  it("covers every area of the table", () => {
    const areas = new Set(pages.map((p) => p.path.split("/")[2]));
    for (const area of Object.keys(SPEC_TABLE)) expect(areas, area).toContain(area);
  });

  for (const page of pages) {
    const area = page.path.split("/")[2]!;
    const allowed = SPEC_TABLE[area];
    const refusal = ADDED_AFTER_SPEC.has(area) ? "are told they may not (403)" : "go to /";
    it(`${page.path}: ${allowed ? allowed.join(", ") : "any signed-in user"} may enter; others ${refusal}`, async () => {
      const module = (await import(`../../${page.file}`)) as { loader?: never; action?: never };
      expect(module.loader, `${page.file} has no loader guard`).toBeDefined();
      for (const role of ROLES) {
        const res = await site.admin.load(module, { path: page.path, params: { id: "1" }, role });
        if (page.path in NARROWER && allowed?.includes(role) && !NARROWER[page.path]!.includes(role)) {
          expect(res.status, `${role} on ${page.path}`).toBe(403);
          if (module.action) expect((await site.admin.act(module, { path: page.path, role, fields: { staffId: "1", pastor: "on" } })).status, `${role} posting to ${page.path}`).toBe(403);
        } else if (!allowed || allowed.includes(role)) {
          // Allowed: the page renders, or says the record does not exist; it never sends the person away
          // (except /admin/user, which the spec sends on to its profile page).
          if (page.path in REDIRECTS) expect(res, `${role} on ${page.path}`).toMatchObject({ status: 302, location: REDIRECTS[page.path] });
          else expect([200, 404], `${role} on ${page.path}`).toContain(res.status);
        } else if (ADDED_AFTER_SPEC.has(area)) {
          expect(res, `${role} on ${page.path}`).toMatchObject({ status: 403, data: { notAllowed: true } });
          expect(res.data.error, `${role} on ${page.path}`).toMatch(/^Your account \(.+\) cannot open .+\./);
          if (module.action) {
            const posted = await site.admin.act(module, { path: page.path, params: { id: "1" }, role, fields: { intent: "delete", id: "1" } });
            expect(posted.status, `${role} posting to ${page.path}`).toBe(403);
          }
        } else {
          expect(res, `${role} on ${page.path}`).toMatchObject({ status: 302, location: "/" });
          // The home page says once why the person landed there.
          expect(res.headers.get("set-cookie"), `${role} on ${page.path}`).toMatch(new RegExp(`^refused_area=${area};`));
          if (module.action) {
            const posted = await site.admin.act(module, { path: page.path, params: { id: "1" }, role, fields: { intent: "delete", id: "1" } });
            expect(posted, `${role} posting to ${page.path}`).toMatchObject({ status: 302, location: "/" });
          }
        }
      }
      const anonymous = await site.admin.load(module, { path: page.path, params: { id: "1" }, role: null });
      expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent(page.path)}`);
    });
  }
});

describe("record ids past what the database holds", () => {
  const site = freshSitePerBlock();

  it("answer every edit page and every delete with a not-found, never a server error", async () => {
    const editPages = pages.filter((p) => /\/edit(-user)?\/1$|\/1\/images$/.test(p.path));
    expect(editPages.length).toBeGreaterThan(5);
    for (const page of editPages) {
      const module = (await import(`../../${page.file}`)) as { loader?: never };
      for (const id of ["2147483648", "99999999999999999999", "1e3"]) {
        const res = await site.admin.load(module, { path: page.path.replace(/\/1(\/images)?$/, `/${id}$1`), params: { id }, role: "siteadmin" });
        expect(res.status, `${page.path} with id ${id}`).toBe(404);
      }
    }
    const list = (await import("./announcements/list.tsx")) as unknown as { action?: never };
    const posted = await site.admin.act(list, { path: "/admin/announcements", role: "siteadmin", fields: { intent: "delete", id: "2147483648" } });
    expect(posted.status).toBe(400);
  });
});
