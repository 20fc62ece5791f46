import { describe, expect, it } from "vitest";
import { eventSchema } from "../../shared/schemas/admin/events.ts";
import { registrationSettingsSchema } from "../../shared/schemas/admin/registrations.ts";
import { solvedCaptcha } from "../testing/altcha.ts";
import { testBrowser } from "../testing/browser.ts";
import { fixedClock } from "../testing/clock.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { httpAppForSuite } from "../testing/http.ts";

/** Issue 34: POST /api/registrations answers as the event page's form does, in JSON. */
describe.each(testDatabaseKinds)("the registrations API on %s", (kind) => {
  // The captcha's challenges expire by the real clock: the test's clock is now, the event a month ahead.
  const suite = httpAppForSuite({ clock: fixedClock(new Date().toISOString()) }, kind);
  const day = new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);

  it("takes JSON only, checks the captcha, answers the event's rules with 409 and one message per field, and the same address twice with its registration", async () => {
    const { services, config, http } = suite.app;
    const actor = (await services.accounts.createUser({ name: "Office", username: "office", password: "correct horse battery", role: "church" })).id;
    const created = await services.events.create(eventSchema.parse({ title: "Spring Workday", timeZone: "America/New_York", status: "published", description: "", startDate: day, startTime: "09:00", endTime: "12:00", "category:adults": "on" }), actor, "church");
    if (!created.ok) throw new Error(created.error);
    await services.registrations.settings.save({ eventId: created.value.id, input: registrationSettingsSchema.parse({ enabled: "on", capacity: "1", maxAdults: "2", maxChildren: "0" }), version: "", actor, role: "church" });
    const browser = testBrowser(http, { apiKey: config.apiKey, origin: "https://church.example" });
    const body = { event: "spring-workday", date: day, name: "Ann Lee", email: "ann@example.org", adults: 1 };

    const form = await http.request("/api/registrations", { method: "POST", headers: { "x-api-key": config.apiKey, origin: "https://church.example", "content-type": "application/x-www-form-urlencoded" }, body: "name=Ann" });
    expect(form.status).toBe(415);
    const noCaptcha = await browser.post("/api/registrations", body);
    expect(noCaptcha.status).toBe(400);
    expect(await noCaptcha.json()).toMatchObject({ fields: { recaptchaToken: expect.any(String) } });

    const tooMany = await browser.post("/api/registrations", { ...body, adults: 3, recaptchaToken: await solvedCaptcha(http, config.apiKey) });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toEqual({ error: "At most 2 adults can come on one registration.", fields: { adults: "At most 2 adults can come on one registration." } });

    const placed = await browser.post("/api/registrations", { ...body, recaptchaToken: await solvedCaptcha(http, config.apiKey) });
    expect(placed.status).toBe(201);
    expect(await placed.json()).toMatchObject({ outcome: "placed", status: "confirmed", position: null });
    const again = await browser.post("/api/registrations", { ...body, email: "ANN@example.org", recaptchaToken: await solvedCaptcha(http, config.apiKey) });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "existing" });
    const waiting = await browser.post("/api/registrations", { ...body, email: "bo@example.org", recaptchaToken: await solvedCaptcha(http, config.apiKey) });
    expect(await waiting.json()).toMatchObject({ outcome: "placed", status: "waitlisted", position: 1, message: "You are number 1 on the waitlist. We have e-mailed you the details." });
  }, 90_000);
});
