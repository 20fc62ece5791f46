import { describe, expect, it } from "vitest";
import { httpAppForSuite } from "../testing/http.ts";

describe("addresses with a trailing slash (issue 29)", () => {
  const suite = httpAppForSuite();
  const answer = async (path: string, method = "GET") => {
    const res = await suite.app.http.request(path, { method, redirect: "manual" });
    return { status: res.status, location: res.headers.get("location") };
  };

  it("answer 301 to the address without it, the query kept", async () => {
    expect(await answer("/events/")).toEqual({ status: 301, location: "/events" });
    expect(await answer("/events/?category=children&view=month")).toEqual({ status: 301, location: "/events?category=children&view=month" });
    expect(await answer("/events/archive//")).toEqual({ status: 301, location: "/events/archive" });
    expect(await answer("/events.ics/")).toEqual({ status: 301, location: "/events.ics" });
    expect(await answer("/about/", "HEAD")).toEqual({ status: 301, location: "/about" });
  });

  it("never send a visitor to another site, whatever the slashes", async () => {
    expect(await answer("//evil.example/")).toEqual({ status: 301, location: "/evil.example" });
    expect(await answer("///evil.example//path/")).toEqual({ status: 301, location: "/evil.example//path" });
  });

  it("leave the home page, other methods, the API and uploaded files alone", async () => {
    expect((await answer("/")).status).not.toBe(301);
    expect((await answer("/events/", "POST")).status).not.toBe(301);
    expect((await suite.app.get("/api/announcements/")).status).toBe(404);
    expect((await answer("/uploads/past-services/")).status).toBe(404);
    expect((await answer("/events.ics")).status).toBe(200);
  });
});
