import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, churchStaff, pastServices, sermonSeries } from "../../../../server/db/schema.ts";
import { mp3, wav } from "../../../../server/testing/audio.ts";
import { testDatabaseKinds } from "../../../../server/testing/database.ts";
import { chunked, diskRoot, pdf, png } from "../../../../server/testing/files.ts";
import type { SiteSettings } from "../../../../shared/content/settings.ts";
import { uploadMessages, type UploadKind } from "../../../../shared/upload-rules.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as editor from "../content/editor.tsx";
import * as publicDetail from "../../site/past-service.tsx";
import * as publicList from "../../site/past-services.tsx";
import * as publicSeries from "../../site/sermon-series.tsx";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";
import * as seriesEdit from "./series-edit.tsx";
import * as seriesList from "./series-list.tsx";

/** Every field of a settings document as the editor posts it ("doc.address.street", "doc.podcast.locked:bool"). */
function settingsForm(value: unknown, prefix = "doc"): Record<string, string> {
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => settingsForm(v, `${prefix}.${i}`)));
  if (value && typeof value === "object") return Object.assign({}, ...Object.entries(value).map(([k, v]) => settingsForm(v, `${prefix}.${k}`)));
  if (typeof value === "boolean") return { [`${prefix}:bool`]: String(value) };
  return { [prefix]: String(value) };
}

/** Issue 13 through the staff pages: a sermon's series, speakers, passages and audio, and what the public pages make of them. */
describe.each(testDatabaseKinds)("sermons in the past services area on %s", (kind) => {
  const site = adminTestSite(kind);
  const folder = (id: number) => path.join(diskRoot(site.admin.services.uploads.store), "past-services", String(id));

  async function staged(fileKind: UploadKind, data: Buffer, role: "church" | "admin" = "church") {
    const result = await site.admin.services.uploads.stage({ kind: fileKind, body: chunked(data), originalName: `file.${fileKind}`, userId: (await site.admin.user(role)).id });
    if (!result.ok) throw new Error(result.error);
    return result.token;
  }
  const rowOf = async (serviceType: string) => (await site.database.db.select().from(pastServices).where(eq(pastServices.serviceType, serviceType)))[0];
  const create = (fields: Record<string, string>) => site.admin.act(edit, { path: "/admin/past-sessions/create-new", role: "church", fields: { serviceDate: "2026-11-15", serviceType: "Sunday Worship", ...fields } });
  async function newSeries(title: string) {
    const res = await site.admin.act(seriesEdit, { path: "/admin/past-sessions/series/create-new", role: "church", fields: { title, description: `${title}, four weeks.`, artwork: await staged("artwork", await png(1400, 1400)) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/past-sessions/series?notice=created" });
    return (await site.database.db.select().from(sermonSeries).where(eq(sermonSeries.title, title)))[0]!;
  }

  it("saves a sermon's series, speakers (staff linked by name), normalised passages and audio, and the public page plays it", async () => {
    const [pastor] = await site.database.db.insert(churchStaff).values({ name: `Rev. Ellen Park ${kind}`, roleTitle: "Pastor" }).returning();
    const advent = await newSeries(`Advent Hope ${kind}`);
    const audio = mp3(2);
    const res = await create({
      serviceType: `Advent I ${kind}`,
      sermonTitle: "Keep awake",
      seriesId: String(advent.id),
      speaker1: `rev. ellen park ${kind}`,
      speaker2: "Guest Preacher Sam Lee",
      passages: "Mk 13:24-37; ps 80",
      audio: await staged("audio", audio),
    });
    expect(res).toMatchObject({ status: 302, location: "/admin/past-sessions?notice=created" });
    const row = (await rowOf(`Advent I ${kind}`))!;
    expect(row).toMatchObject({
      sermonTitle: "Keep awake",
      seriesId: advent.id,
      speakers: [{ name: `Rev. Ellen Park ${kind}`, staffId: pastor!.id }, { name: "Guest Preacher Sam Lee" }],
      passages: [
        { book: "Mark", chapter: 13, verse: 24, endChapter: 13, endVerse: 37 },
        { book: "Psalms", chapter: 80 },
      ],
      audioSize: audio.length,
      audioDurationSeconds: 2,
      audioBitrate: 64000,
      audioMimeType: "audio/mpeg",
    });
    expect(row.episodeGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(readdirSync(folder(row.id))).toEqual([row.audioFileName]);

    const detail = await site.admin.load(publicDetail, { path: `/past-session/${row.id}`, params: { id: String(row.id) }, role: null });
    expect(detail.data.service).toMatchObject({
      sermon: {
        title: "Keep awake",
        series: { slug: advent.slug, title: advent.title },
        speakers: [`Rev. Ellen Park ${kind}`, "Guest Preacher Sam Lee"],
        passages: [
          { label: "Mark 13:24–37", href: "https://www.biblegateway.com/passage/?search=Mark+13%3A24-37&version=NRSVUE" },
          { label: "Psalm 80", href: "https://www.biblegateway.com/passage/?search=Psalm+80&version=NRSVUE" },
        ],
      },
      audio: { src: `/uploads/past-services/${row.id}/${row.audioFileName}`, type: "audio/mpeg", durationSeconds: 2, size: audio.length },
    });

    const seriesPage = await site.admin.load(publicSeries, { path: `/past-sessions/series/${advent.slug}`, params: { slug: advent.slug }, role: null });
    expect((seriesPage.data.services as Array<{ id: number }>).map((s) => s.id)).toEqual([row.id]);
    expect((await site.admin.load(publicSeries, { path: "/past-sessions/series/nope", params: { slug: "nope" }, role: null })).status).toBe(404);
  });

  it("filters /past-sessions by series, speaker and book without JavaScript (query parameters)", async () => {
    const lent = await newSeries(`Lent ${kind}`);
    await create({ serviceType: `Lent I ${kind}`, seriesId: String(lent.id), speaker1: "Ann Filter", passages: "Gen 2:15-17" });
    await create({ serviceType: `Lent II ${kind}`, speaker1: "Bo Filter", passages: "John 3:1-17" });
    const ids = async (query: string) => {
      const loaded = await site.admin.load(publicList, { path: `/past-sessions${query}`, role: null });
      return (loaded.data.services as Array<{ serviceType: string }>).map((s) => s.serviceType).filter((t) => t.startsWith("Lent"));
    };
    expect(await ids(`?series=${lent.slug}`)).toEqual([`Lent I ${kind}`]);
    expect(await ids("?speaker=Bo+Filter")).toEqual([`Lent II ${kind}`]);
    expect(await ids("?book=Genesis")).toEqual([`Lent I ${kind}`]);
    expect(await ids("?book=Gen")).toEqual([`Lent I ${kind}`]);
    expect(await ids("?book=Genesis&speaker=Bo+Filter")).toEqual([]);
    expect(await ids("?series=no-such-series")).toEqual([]);
    const filters = (await site.admin.load(publicList, { path: "/past-sessions?book=John", role: null })).data.filters as { chosen: { book: string }; books: string[]; speakers: string[] };
    expect(filters.chosen.book).toBe("John");
    expect(filters.books).toEqual(expect.arrayContaining(["Genesis", "John"]));
    expect(filters.books.indexOf("Genesis")).toBeLessThan(filters.books.indexOf("John"));
    expect(filters.speakers).toEqual(expect.arrayContaining(["Ann Filter", "Bo Filter"]));
  });

  it.each([
    ["Hezekiah 3:1", '"Hezekiah" is not a book of the Bible we know. Please write its name, such as John or 1 Corinthians.'],
    ["John 3:16,18", "Please write each passage as a book, a chapter and verses, such as John 3:16-18, and separate passages with a semicolon."],
  ])("refuses the passage %s beside its field and stores nothing, not even the audio", async (passages, message) => {
    const before = await site.database.db.select({ id: pastServices.id }).from(pastServices);
    const res = await create({ serviceType: `Bad passage ${kind}`, passages, audio: await staged("audio", mp3(2)) });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ passages: message });
    expect(await site.database.db.select({ id: pastServices.id }).from(pastServices)).toHaveLength(before.length);
    const after = existsSync(path.join(diskRoot(site.admin.services.uploads.store), "past-services")) ? readdirSync(path.join(diskRoot(site.admin.services.uploads.store), "past-services")) : [];
    expect(after.every((id) => before.some((b) => String(b.id) === id))).toBe(true);
  });

  it("refuses a bulletin's upload offered as the audio, beside the audio field", async () => {
    const res = await create({ serviceType: `Wrong file ${kind}`, audio: await staged("pdf", pdf()) });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ audio: uploadMessages.wrongType.audio });
    expect(await rowOf(`Wrong file ${kind}`)).toBeUndefined();
  });

  it("refuses a WAV when it is uploaded, before any form is saved", async () => {
    const result = await site.admin.services.uploads.stage({ kind: "audio", limit: 200 * 1024 * 1024, body: chunked(wav(1)), originalName: "sermon.mp3", userId: (await site.admin.user("church")).id });
    expect(result).toEqual({ ok: false, status: 415, error: uploadMessages.wrongType.audio });
  });

  it("keeps a series' address when its title changes, and keeps its services when it is deleted", async () => {
    const series = await newSeries(`Psalms of Ascent ${kind}`);
    await create({ serviceType: `Ascent I ${kind}`, seriesId: String(series.id) });
    const opened = (await site.admin.load(seriesEdit, { path: `/admin/past-sessions/series/edit/${series.id}`, params: { id: String(series.id) }, role: "church" })).data.item as { version: string; slug: string; services: number };
    expect(opened.services).toBe(1);
    const saved = await site.admin.act(seriesEdit, { path: `/admin/past-sessions/series/edit/${series.id}`, params: { id: String(series.id) }, role: "church", fields: { title: `Songs of Ascent ${kind}`, description: "", version: opened.version } });
    expect(saved.status).toBe(302);
    const renamed = (await site.database.db.select().from(sermonSeries).where(eq(sermonSeries.id, series.id)))[0]!;
    expect(renamed).toMatchObject({ title: `Songs of Ascent ${kind}`, slug: series.slug, artworkFileName: series.artworkFileName });
    const stale = await site.admin.act(seriesEdit, { path: `/admin/past-sessions/series/edit/${series.id}`, params: { id: String(series.id) }, role: "church", fields: { title: "Late", version: opened.version } });
    expect(stale.status).toBe(409);

    const removed = await site.admin.act(seriesList, { path: "/admin/past-sessions/series", role: "church", fields: { intent: "delete", id: String(series.id) } });
    expect(removed.status).toBe(302);
    expect((await rowOf(`Ascent I ${kind}`))!.seriesId).toBeNull();
    expect(existsSync(path.join(diskRoot(site.admin.services.uploads.store), "podcast", series.artworkFileName!))).toBe(false);
    const lines = await site.database.db.select().from(auditLog).where(eq(auditLog.entity, "sermon-series"));
    expect(lines.filter((l) => l.entityId === String(series.id)).map((l) => l.action)).toEqual(["create", "update", "delete"]);
  });

  it("lists a service whose audio file is missing with a warning", async () => {
    await create({ serviceType: `Vanished ${kind}`, audio: await staged("audio", mp3(2)) });
    const row = (await rowOf(`Vanished ${kind}`))!;
    await site.admin.services.uploads.remove({ target: { area: "past-service", serviceId: row.id }, fileName: row.audioFileName! });
    const items = ((await site.admin.load(list, { path: "/admin/past-sessions", role: "church" })).data as { list: { items: Array<{ id: number; audioMissing: boolean }> } }).list.items;
    expect(items.find((i) => i.id === row.id)?.audioMissing).toBe(true);
  });

  it("keeps the podcast's channel details and artwork in site settings, refusing a bad owner e-mail", async () => {
    const path = "/admin/site-settings";
    const loaded = (await site.admin.load(editor, { path, role: "admin" })).data as { version: string; form: SiteSettings };
    expect(loaded.form.podcast).toMatchObject({ title: "", language: "en-us", explicit: false, locked: true, artwork: "" });
    const bad = await site.admin.act(editor, { path, role: "admin", fields: { intent: "publish", version: loaded.version, ...settingsForm({ ...loaded.form, podcast: { ...loaded.form.podcast, ownerEmail: "not an address" } }) } });
    expect(bad.status).toBe(400);
    expect(bad.data.fields).toEqual({ "doc.podcast.ownerEmail": "The owner's e-mail: please enter a valid e-mail address." });

    const artwork = await staged("artwork", await png(2000, 2000), "admin");
    const fields = { ...settingsForm({ ...loaded.form, podcast: { ...loaded.form.podcast, title: "Sermons from Cedar Hill", explicit: false, locked: false } }), "doc.podcastArtworkUpload": artwork };
    const published = await site.admin.act(editor, { path, role: "admin", fields: { intent: "publish", version: loaded.version, ...fields } });
    expect(published.data.fields).toBeUndefined();
    expect(published).toMatchObject({ status: 302, location: "/admin/site-settings?notice=published" });
    const { podcast } = (await site.admin.services.content.snapshot()).settings;
    expect(podcast).toMatchObject({ title: "Sermons from Cedar Hill", locked: false });
    expect(podcast.artwork).toMatch(/^\/uploads\/podcast\/[0-9a-f]{16}-[0-9a-f]{4}\.jpg$/);
    const meta = await sharp(path_(podcast.artwork)).metadata();
    expect(meta).toMatchObject({ width: 2000, height: 2000, format: "jpeg" });
  });
  const path_ = (url: string) => path.join(diskRoot(site.admin.services.uploads.store), url.replace(/^\/uploads\//, ""));
});
