import { describe, expect, it } from "vitest";
import { roomSchema } from "../../shared/schemas/admin/enquiries.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { enquiryTestSite } from "../testing/enquiries.ts";

const room = (overrides: Record<string, string> = {}) =>
  roomSchema.parse({ name: "Kindergarten", minValue: "5", minUnit: "years", maxValue: "6", maxUnit: "years", "places-mon": "4", "places-tue": "4", "places-wed": "4", "places-thu": "4", "places-fri": "0", ...overrides });

describe.each(testDatabaseKinds)("the director's rooms and settings, on %s", (kind) => {
  const site = enquiryTestSite(kind);
  const director = () => site.services.accounts.createUser({ name: "Dana Director", username: "director", password: "correct horse battery", role: "childcare" }).then((u) => u.id);

  it("adds a room, refuses ages that overlap another room's or a name in use, and saves an edit only at the version it was opened with", async () => {
    const actor = await director();
    const { rooms } = site.services.enquiries;
    expect(await rooms.create(room({ minValue: "4" }), actor)).toMatchObject({ ok: false, fields: { minValue: "These ages overlap the Pre-K room (3 to 5 years): a child's room must be clear." } });
    expect(await rooms.create(room({ name: "toddlers", minValue: "6", maxValue: "7" }), actor)).toMatchObject({ ok: false, fields: { name: "Another room has this name." } });
    const created = await rooms.create(room(), actor);
    if (!created.ok) throw new Error(created.error);
    const opened = (await rooms.list()).find((r) => r.id === created.value.id)!;
    expect(opened).toMatchObject({ name: "Kindergarten", places: { mon: 4, fri: 0 } });
    expect(await rooms.update({ id: opened.id, input: room({ "places-fri": "2" }), version: opened.version, actor })).toMatchObject({ ok: true });
    expect(await rooms.update({ id: opened.id, input: room({ "places-fri": "3" }), version: opened.version, actor })).toMatchObject({ ok: false, status: 409 });
    expect((await rooms.list()).find((r) => r.id === opened.id)!.places.fri).toBe(2);
  });

  it("keeps the issue's defaults until the first save, then the director's numbers, which the policy sentences use", async () => {
    const actor = await director();
    const { rooms } = site.services.enquiries;
    expect(await rooms.settings()).toMatchObject({ offerDays: 2, keepMonths: 24, tourFamilies: 2, version: "" });
    expect(await rooms.saveSettings({ input: { offerDays: 3, keepMonths: 12, tourFamilies: 4 }, version: "", actor })).toMatchObject({ ok: true });
    // A second first save (another director's form opened before) is a stale edit, not a lost one.
    expect(await rooms.saveSettings({ input: { offerDays: 5, keepMonths: 12, tourFamilies: 4 }, version: "", actor })).toMatchObject({ ok: false, status: 409 });
    const saved = await rooms.settings();
    expect(saved).toMatchObject({ offerDays: 3, keepMonths: 12, tourFamilies: 4 });
    expect(await rooms.saveSettings({ input: { offerDays: 1, keepMonths: 12, tourFamilies: 4 }, version: saved.version, actor })).toMatchObject({ ok: true });
    expect((await site.services.enquiries.keeping()).join(" ")).toMatch(/An offer of a place stays open for 1 day;.*we keep it for 12 months/);
  });
});
