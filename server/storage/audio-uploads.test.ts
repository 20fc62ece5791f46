import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "../../shared/upload-rules.ts";
import * as schema from "../db/schema.ts";
import { m4a, mp3, vtt, wav } from "../testing/audio.ts";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { chunked, mp4, png } from "../testing/files.ts";
import { diskStore } from "./store.ts";
import { createUploads } from "./uploads.ts";
import { type StageResult } from "./staging.ts";

/** Issue 13: sermon audio, podcast artwork and transcripts are judged by their content, never their names. */
describe.each(testDatabaseKinds)("podcast uploads on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let uploads: ReturnType<typeof createUploads>;
  let uploadsDir: string;
  let userId: number;
  const staging = () => (existsSync(path.join(uploadsDir, ".staging")) ? readdirSync(path.join(uploadsDir, ".staging")) : []);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    uploadsDir = mkdtempSync(path.join(tmpdir(), "steeple-audio-uploads-"));
    uploads = createUploads({ db: database.db, clock: fixedClock("2026-11-21T15:00:00Z"), store: diskStore(uploadsDir), logger: pino({ level: "silent" }) });
    [{ id: userId }] = (await database.db.insert(schema.users).values({ name: "Sam", username: `sam-audio-${kind}`, passwordHash: "x", role: "church" }).returning({ id: schema.users.id })) as [{ id: number }];
  });
  afterAll(() => database.drop());

  const stage = (kindOfFile: "audio" | "artwork" | "transcript", data: Buffer, originalName: string, limit?: number) =>
    uploads.stage({ kind: kindOfFile, body: chunked(data), originalName, userId, ...(limit ? { limit } : {}) });
  /** A refusal leaves nothing in the staging folder and no staged row. */
  async function refused(result: StageResult, status: number, error: string) {
    expect(result).toEqual({ ok: false, status, error });
    expect(staging()).toEqual([]);
    expect(await database.db.select().from(schema.stagedUploads)).toHaveLength(0);
  }

  it("takes a real MP3 and reads its length, bitrate and size once placed", async () => {
    const file = mp3(2);
    const result = await stage("audio", file, "Sunday sermon.mp3");
    expect(result).toMatchObject({ ok: true, kind: "audio", size: file.length });
    if (!result.ok) return;
    const placed = await uploads.commit({ token: result.token, userId, target: { area: "past-service", serviceId: 4101 } });
    expect(placed.fileName).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.mp3$/);
    expect(statSync(path.join(uploadsDir, "past-services", "4101", placed.fileName)).size).toBe(file.length);
    const info = await uploads.audioInfo({ target: { area: "past-service", serviceId: 4101 }, fileName: placed.fileName });
    expect(info).toEqual({ size: file.length, durationSeconds: 2, bitrate: 64000, mimeType: "audio/mpeg" });
    expect(await uploads.fileSize({ target: { area: "past-service", serviceId: 4101 }, fileName: placed.fileName })).toBe(file.length);
    expect(await uploads.fileSize({ target: { area: "past-service", serviceId: 4101 }, fileName: "0000000000000000-0000.mp3" })).toBeNull();
  });

  it("takes an M4A (AAC) and stores it as .m4a, read as audio/mp4", async () => {
    const file = m4a(3);
    const result = await stage("audio", file, "Sunday sermon.m4a");
    expect(result).toMatchObject({ ok: true, kind: "audio", size: file.length });
    if (!result.ok) return;
    const placed = await uploads.commit({ token: result.token, userId, target: { area: "past-service", serviceId: 4103 } });
    expect(placed.fileName).toMatch(/^[0-9a-f]{16}-[0-9a-f]{4}\.m4a$/);
    expect(await uploads.audioInfo({ target: { area: "past-service", serviceId: 4103 }, fileName: placed.fileName })).toMatchObject({ size: file.length, durationSeconds: 3, mimeType: "audio/mp4" });
  });

  it("refuses an M4A cut off in the middle of its audio, and one cut off in its index", async () => {
    await refused(await stage("audio", m4a(3, { cut: 5000 }), "sermon.m4a"), 400, uploadMessages.audioUnreadable);
    const whole = m4a(3);
    await refused(await stage("audio", whole.subarray(0, 400), "sermon.m4a"), 400, uploadMessages.audioUnreadable);
  });

  it("refuses a WAV named .mp3", async () => {
    await refused(await stage("audio", wav(1), "sermon.mp3"), 415, uploadMessages.wrongType.audio);
  });

  it("refuses a text file named .m4a", async () => {
    await refused(await stage("audio", Buffer.from("This is the sermon text, not its recording.\n".repeat(4)), "sermon.m4a"), 415, uploadMessages.wrongType.audio);
  });

  it("refuses an empty file", async () => {
    await refused(await stage("audio", Buffer.alloc(0), "sermon.mp3"), 400, uploadMessages.empty);
  });

  it("refuses an MP3 cut off after its first frame", async () => {
    await refused(await stage("audio", mp3(2).subarray(0, 300), "sermon.mp3"), 400, uploadMessages.audioUnreadable);
  });

  it("refuses a video file offered as audio", async () => {
    const result = await stage("audio", mp4(8192), "sermon.m4a");
    expect(result.ok).toBe(false);
    expect(staging()).toEqual([]);
  });

  it("refuses audio over the area's limit while it streams", async () => {
    await refused(await stage("audio", mp3(2), "sermon.mp3", 4096), 413, uploadMessages.tooLarge("audio", 4096));
  });

  it("takes square artwork of 1400 px and places it as a JPEG of the same size", async () => {
    const result = await stage("artwork", await png(1400, 1400), "cover.png");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const placed = await uploads.commit({ token: result.token, userId, target: { area: "podcast" } });
    expect(placed.url).toBe(`/uploads/podcast/${placed.fileName}`);
    expect(placed.fileName).toMatch(/\.jpg$/);
    const meta = await sharp(path.join(uploadsDir, "podcast", placed.fileName)).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1400, height: 1400 });
  });

  it.each([
    [1400, 1000],
    [1200, 1200],
    [3100, 3100],
  ])("refuses %i × %i artwork", async (width, height) => {
    await refused(await stage("artwork", await png(width, height), "cover.png"), 400, uploadMessages.artworkShape(width, height));
  });

  it("refuses artwork that is not a JPEG or PNG", async () => {
    const webp = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: "#123456" } }).webp().toBuffer();
    await refused(await stage("artwork", webp, "cover.jpg"), 415, uploadMessages.wrongType.artwork);
  });

  it("takes a WebVTT transcript and refuses plain text or binary named .vtt", async () => {
    const result = await stage("transcript", vtt(), "sermon.vtt");
    expect(result.ok).toBe(true);
    if (result.ok) expect((await uploads.commit({ token: result.token, userId, target: { area: "past-service", serviceId: 4102 } })).fileName).toMatch(/\.vtt$/);
    await refused(await stage("transcript", Buffer.from("Grace to you and peace, from God our Father.\n".repeat(3)), "sermon.vtt"), 415, uploadMessages.wrongType.transcript);
    await refused(await stage("transcript", Buffer.concat([Buffer.from("WEBVTT\n\n"), Buffer.from([0, 1, 2, 3]), Buffer.alloc(80, 7)]), "sermon.vtt"), 415, uploadMessages.wrongType.transcript);
  });
});
