/**
 * Issue 30 item 2: the duplicate-service question loses nothing. Whatever the choice, what was typed
 * and uploaded stays: the existing service opens in a new tab, the page drawn from the question (a
 * browser without JavaScript) shows every field as typed, a staged upload is still there to save, and
 * a sermon series can be made from the service form without leaving it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pastServices, sermonSeries } from "../../../../server/db/schema.ts";
import { mp3 } from "../../../../server/testing/audio.ts";
import { chunked } from "../../../../server/testing/files.ts";
import { type TestDatabaseKind, freshDatabase, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminHarness } from "../../../testing/admin-route.ts";
import * as edit from "./edit.tsx";

/** The value a text field of the rendered form shows. */
function shown(html: string, name: string): string | null {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return input ? (/ value="([^"]*)"/.exec(input)?.[1] ?? "") : null;
}

/** The option a select of the rendered form shows chosen. */
function chosen(html: string, name: string): string | null {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1] ?? null;
}

describe.each(testDatabaseKinds)("the past service form keeps what was typed and uploaded, on %s", (kind: TestDatabaseKind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: ReturnType<typeof adminHarness>;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    admin = adminHarness(database, { uploadsDir: mkdtempSync(path.join(tmpdir(), "steeple-keeps-the-form-")) });
  });
  afterAll(() => database.drop());

  const page = "/admin/past-sessions/create-new";
  const post = (fields: Record<string, string>, role: "church" | "childcare" = "church") => admin.act(edit, { path: page, role, fields });
  async function series(title: string) {
    const [row] = await database.db.insert(sermonSeries).values({ slug: title.toLowerCase().replace(/\W+/g, "-"), title, description: "" }).returning({ id: sermonSeries.id });
    return row!.id;
  }
  async function listed(serviceDate: string, serviceType: string) {
    const [row] = await database.db.insert(pastServices).values({ serviceDate, serviceType }).returning({ id: pastServices.id });
    return row!.id;
  }

  it("asks about a listed service with a way to it that opens in a new tab, and draws the form again with every sermon field as typed", async () => {
    const existing = await listed("2012-04-08", "Easter Sunrise");
    const seriesId = await series("Resurrection Stories");
    const typed = {
      serviceDate: "2012-04-08",
      serviceType: "Easter Sunrise",
      description: "In the prayer garden.",
      sermonTitle: "The Stone Rolled Away",
      seriesId: String(seriesId),
      speaker1: "Rev. Daniel Whitaker",
      speaker2: "Grace Holloway",
      passages: "Mark 16:1-8; Jn 20:1-18",
    };
    const asked = await post(typed);
    expect(asked.status).toBe(409);

    const html = await admin.render(edit, { path: page, role: "church", actionData: asked.data });
    const way = new RegExp(`<a[^>]*href="/admin/past-sessions/edit/${existing}"[^>]*>([\\s\\S]*?)</a>`).exec(html);
    expect(way?.[0]).toMatch(/ target="_blank"/);
    expect(way?.[0]).toMatch(/ rel="noopener"/);
    expect(way?.[1]).toContain("Open the existing service");
    for (const name of ["serviceDate", "serviceType", "sermonTitle", "speaker1", "speaker2", "passages"] as const) expect(shown(html, name), name).toBe(typed[name]);
    expect(chosen(html, "seriesId")).toBe(String(seriesId));
  });

  it("keeps a staged upload through the question: its token comes back with the answer, and saving anyway places the file", async () => {
    await listed("2012-04-15", "Low Sunday");
    const staged = await admin.services.uploads.stage({ kind: "audio", body: chunked(mp3(2)), originalName: "sermon.mp3", userId: (await admin.user("church")).id });
    if (!staged.ok) throw new Error(staged.error);
    const typed = { serviceDate: "2012-04-15", serviceType: "Low Sunday", sermonTitle: "Doubting Thomas", audio: staged.token };
    const asked = await post(typed);
    expect(asked.status).toBe(409);
    expect(asked.data.values).toMatchObject({ audio: staged.token, sermonTitle: "Doubting Thomas" });

    expect(await post({ ...typed, confirmed: "yes" })).toMatchObject({ status: 302, location: "/admin/past-sessions?notice=created" });
    const rows = await database.db.select().from(pastServices).where(and(eq(pastServices.serviceDate, "2012-04-15"), eq(pastServices.sermonTitle, "Doubting Thomas")));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.audioFileName).toMatch(/\.mp3$/);
  });

  describe("a sermon series made from the service form", () => {
    const service = { serviceDate: "2012-05-06", serviceType: "Sunday Worship", sermonTitle: "Sent Out", speaker1: "Rev. Daniel Whitaker", passages: "Acts 1:6-11" };

    it("is made through the series' own schema and service (slug, audit line) and comes back chosen, with the rest of the form as typed", async () => {
      const answer = await post({ ...service, intent: "create-series", newSeriesTitle: "Acts: The Church Sent Out", newSeriesDescription: "Eight weeks in Acts." });
      expect(answer.status).toBe(200);
      const [row] = await database.db.select().from(sermonSeries).where(eq(sermonSeries.title, "Acts: The Church Sent Out"));
      expect(row).toMatchObject({ slug: "acts-the-church-sent-out", description: "Eight weeks in Acts." });
      expect(answer.data.createdSeries).toEqual({ id: row!.id, title: "Acts: The Church Sent Out" });
      expect(answer.data.values).toMatchObject({ ...service, seriesId: String(row!.id), newSeriesTitle: "", newSeriesDescription: "" });
      const [audit] = await database.db.select().from(auditLog).where(and(eq(auditLog.entity, "sermon-series"), eq(auditLog.entityId, String(row!.id))));
      expect(audit).toMatchObject({ action: "create", userId: (await admin.user("church")).id });
      // Nothing else was saved: the service waits for its own Save.
      expect(await database.db.select().from(pastServices).where(eq(pastServices.serviceDate, "2012-05-06"))).toEqual([]);

      const html = await admin.render(edit, { path: page, role: "church", actionData: answer.data });
      expect(chosen(html, "seriesId")).toBe(String(row!.id));
      expect(html).toContain("Acts: The Church Sent Out");
      for (const name of ["serviceDate", "sermonTitle", "speaker1", "passages"] as const) expect(shown(html, name), name).toBe(service[name]);
      expect(shown(html, "newSeriesTitle")).toBe("");
    });

    it("refuses a series without a title beside its field, keeping the form as typed and making nothing", async () => {
      const before = (await database.db.select().from(sermonSeries)).length;
      const answer = await post({ ...service, intent: "create-series", newSeriesTitle: "  ", newSeriesDescription: "No title." });
      expect(answer.status).toBe(400);
      expect(answer.data.fields).toEqual({ newSeriesTitle: "Please give the series a title, such as Advent 2026: Waiting in Hope." });
      expect(answer.data.values).toMatchObject({ ...service, newSeriesDescription: "No title." });
      expect((await database.db.select().from(sermonSeries)).length).toBe(before);
    });

    it("is refused to a role that may not open past services, as the series page refuses it", async () => {
      expect(await post({ ...service, intent: "create-series", newSeriesTitle: "Not Mine" }, "childcare")).toMatchObject({ status: 302, location: "/" });
      expect(await database.db.select().from(sermonSeries).where(eq(sermonSeries.title, "Not Mine"))).toEqual([]);
    });
  });
});
