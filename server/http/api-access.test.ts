import { beforeAll, describe, expect, it } from "vitest";
import { AREAS, type AreaKey, canEnterArea } from "../../shared/areas.ts";
import { ROLES, type Role } from "../../shared/roles.ts";
import { httpAppForSuite } from "../testing/http.ts";
import { signedInUser } from "../testing/sessions.ts";
import { API_WRITES } from "./api-access.ts";

const ORIGIN = "https://church.example";
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const AREAS_TAKING_PICTURES = (Object.keys(AREAS) as AreaKey[]).filter((key) => "uploads" in AREAS[key] && "image" in (AREAS[key] as { uploads: object }).uploads);

/**
 * Every state-changing /api path the HTTP app serves, each role and no session, against the access
 * table (api-access.ts) and the area table (shared/areas.ts). Requests are real, through the whole
 * middleware chain; sessions are made in the suite.database.
 */
describe("/api writes: every path x every role against the tables", () => {
  const headersOf = new Map<Role | null, Record<string, string>>();

  const suite = httpAppForSuite();
  beforeAll(async () => {
    headersOf.set(null, {});
    for (const role of ROLES) headersOf.set(role, (await signedInUser(suite.database.db, { role, sessionSecret: suite.app.config.sessionSecret })).headers);
  });

  const post = (url: string, role: Role | null, body: BodyInit = "{}") =>
    suite.app.http.request(url, { method: "POST", headers: { "x-api-key": suite.app.config.apiKey, origin: ORIGIN, "content-type": "application/json", ...headersOf.get(role) }, body });

  it("lists exactly the write paths the app serves", () => {
    const served = new Set(suite.app.http.routes.filter((r) => WRITE_METHODS.has(r.method) && r.path.startsWith("/api/")).map((r) => r.path));
    expect([...served].sort()).toEqual(Object.keys(API_WRITES).sort());
  });

  for (const [path, access] of Object.entries(API_WRITES)) {
    if (access === "anyone") {
      it(`${path}: anyone reaches it`, async () => {
        for (const role of [null, ...ROLES]) expect([401, 403, 404], `${role ?? "no session"}`).not.toContain((await post(path, role)).status);
      });
    }
    if (access === "signed-in") {
      it(`${path}: any session reaches it, no session gets 401`, async () => {
        expect((await post(path, null)).status).toBe(401);
        for (const role of ROLES) expect((await post(path, role)).status, role).toBe(200);
        // The session ended by that call: sign the roles in again for the tests after this one.
        for (const role of ROLES) headersOf.set(role, (await signedInUser(suite.database.db, { role, sessionSecret: suite.app.config.sessionSecret })).headers);
      });
    }
    if (access === "area") {
      it(`${path}: only the roles of the area named by ?area= reach it`, async () => {
        for (const area of AREAS_TAKING_PICTURES) {
          const url = `${path}?kind=image&area=${area}`;
          expect((await post(url, null, "x")).status, `no session, ${area}`).toBe(401);
          for (const role of ROLES) {
            const status = (await post(url, role, "not a picture")).status;
            if (canEnterArea(role, area)) expect([401, 403, 404], `${role} in ${area}`).not.toContain(status);
            else expect(status, `${role} in ${area}`).toBe(403);
          }
        }
        for (const role of ROLES) expect((await post(`${path}?kind=image`, role, "x")).status, `${role} without an area`).toBe(403);
        for (const role of ROLES) expect((await post(`${path}?kind=image&area=nowhere`, role, "x")).status, `${role} in an unknown area`).toBe(403);
      });
    }
  }

  it("refuses a write to any path the table does not list, for every role", async () => {
    for (const path of ["/api/announcements", "/api/admin/announcements", "/api/user/delete-everything", "/api/auth/me"]) {
      for (const role of [null, ...ROLES]) expect((await post(path, role)).status, `${role ?? "no session"} POST ${path}`).toBe(404);
    }
  });
});
