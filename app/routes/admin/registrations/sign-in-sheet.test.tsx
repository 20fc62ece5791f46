import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registrations } from "../../../../server/db/schema.ts";
import { testDatabaseKinds } from "../../../../server/testing/database.ts";
import { eventSchema } from "../../../../shared/schemas/admin/events.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as settings from "./settings.tsx";
import * as sheet from "./sign-in-sheet.tsx";

/** The rows of the sheet's table: each cell's text, the tags taken out. */
const rowsOf = (html: string) =>
  [...(html.split("<tbody>")[1] ?? "").matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]!));

/** Issue 34, item 5: the printable sign-in sheet of one date. */
describe.each(testDatabaseKinds)("the sign-in sheet on %s", (kind) => {
  const site = adminTestSite(kind);

  it("lists everyone with a place on the date by name in alphabetical order, with party and phone and a column to sign; not the waitlist, cancellations or other dates", async () => {
    const { services } = site.admin;
    const actor = await site.admin.user("church");
    const created = await services.events.create(
      eventSchema.parse({ title: "Parenting Class", timeZone: "America/New_York", status: "published", description: "", startDate: "2026-12-05", startTime: "09:00", endTime: "12:00", repeat: "weekly", "weekday:SA": "on", ends: "after", count: "2", "category:adults": "on" }),
      actor.id,
      "church",
    );
    if (!created.ok) throw new Error(created.error);
    const eventId = created.value.id;
    const params = { eventId: String(eventId), date: "2026-12-05" };
    await site.admin.act(settings, { path: `/admin/registrations/${eventId}`, params: { eventId: String(eventId) }, role: "church", fields: { intent: "save", enabled: "on", scope: "all", capacity: "7", maxAdults: "2", maxChildren: "2", opens: "", closes: "" } });
    const context = (await services.registrations.contexts.byId(eventId))!;
    const add = async (name: string, party: { adults: number; children: number }, date = "2026-12-05") => {
      const outcome = await services.registrations.register(context, { date, name, email: "", phone: `+1 919 555 01${String(name.length).padStart(2, "0")}`, ...party, answers: {} }, { via: "staff", checked: true, actor: actor.id });
      if (!outcome.ok) throw new Error(outcome.error);
      const [row] = await site.database.db.select().from(registrations).where(eq(registrations.name, name));
      return row!;
    };
    // Arrival order is not the sheet's order.
    await add("Zoe Park", { adults: 1, children: 0 });
    const cancelled = await add("Carl Gone", { adults: 1, children: 0 });
    const arrived = await add("Hannah Cole", { adults: 2, children: 1 });
    await add("adam <b>Reyes</b>", { adults: 1, children: 0 });
    await add("Émile Dubois", { adults: 1, children: 0 });
    await add("Wanda Waiting", { adults: 1, children: 1 });
    await add("Other Day", { adults: 1, children: 0 }, "2026-12-12");
    expect((await services.registrations.changes.cancel(cancelled.id, actor.id, "staff")).ok).toBe(true);
    expect((await services.registrations.changes.checkIn(arrived.id, { person: "a1", here: true }, actor.id)).ok).toBe(true);

    const html = (await site.admin.render(sheet, { path: `/admin/registrations/${eventId}/2026-12-05/sign-in-sheet`, params, role: "church" })).replaceAll("<!-- -->", "");
    expect(html).toContain("Parenting Class: sign-in sheet");
    expect(html).toContain("Saturday, December 5, 2026, 9:00 AM to 12:00 noon");
    expect(rowsOf(html)).toEqual([
      ["adam &lt;b&gt;Reyes&lt;/b&gt;", "1 adult", "+1 919 555 0117", ""],
      ["Émile Dubois", "1 adult", "+1 919 555 0112", ""],
      ["Hannah Cole", "2 adults and 1 child", "+1 919 555 0111", ""],
      ["Zoe Park", "1 adult", "+1 919 555 0108", ""],
    ]);
    for (const absent of ["Carl Gone", "Wanda Waiting", "Other Day"]) expect(html).not.toContain(absent);

    expect((await site.admin.load(sheet, { path: `/admin/registrations/${eventId}/2026-12-05/sign-in-sheet`, params, role: "childcare" })).status).toBe(403);
  });
});
