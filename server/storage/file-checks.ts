/**
 * What a staged file really is, past its first bytes (sniff.ts): a picture must decode, artwork must
 * be square and large enough, audio must be read to its end, a transcript must be text. Each check
 * answers null for a good file, or the refusal the upload API sends.
 */
import { readFile, stat } from "node:fs/promises";
import { parseFile } from "music-metadata";
import sharp from "sharp";
import { ARTWORK_SIDE, uploadMessages } from "../../shared/upload-rules.ts";

export type Refusal = { ok: false; status: 400 | 413 | 415; error: string };

/** A picture bigger than this (about an 8000 x 6000 phone photo) would take too much memory to decode. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** What a placed audio file is, as a podcast feed and a player need it. */
export type AudioInfo = { size: number; durationSeconds: number; bitrate: number | null; mimeType: "audio/mpeg" | "audio/mp4" };

/** A recording shorter than this is a cut-off or empty file, not a service. */
const MIN_AUDIO_SECONDS = 1;

/** Decoding the whole picture is the only sure test that it is one (and not, say, an SVG or a broken file). */
export async function checkImage(file: string): Promise<Refusal | null> {
  try {
    const meta = await sharp(file).metadata();
    if (!["jpeg", "png", "webp", "gif", "heif"].includes(meta.format ?? "")) return { ok: false, status: 415, error: uploadMessages.wrongType.image };
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) return { ok: false, status: 413, error: uploadMessages.tooManyPixels };
    await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize(32, 32, { fit: "inside" }).raw().toBuffer();
    return null;
  } catch {
    return { ok: false, status: 415, error: uploadMessages.wrongType.image };
  }
}

/** Podcast artwork: a JPEG or PNG that decodes, square, 1400 to 3000 pixels a side (Apple refuses a feed otherwise). */
export async function checkArtwork(file: string): Promise<Refusal | null> {
  try {
    const meta = await sharp(file).metadata();
    if (!["jpeg", "png"].includes(meta.format ?? "")) return { ok: false, status: 415, error: uploadMessages.wrongType.artwork };
    const { width, height } = meta;
    if (width !== height || width < ARTWORK_SIDE.min || width > ARTWORK_SIDE.max) return { ok: false, status: 400, error: uploadMessages.artworkShape(width, height) };
    await sharp(file).resize(32, 32).raw().toBuffer();
    return null;
  } catch {
    return { ok: false, status: 415, error: uploadMessages.wrongType.artwork };
  }
}

/**
 * An MP3 or M4A whose frames can be read to the end: music-metadata reads it as a stream (never the
 * whole file in memory). A WAV or video in an audio name, or a file cut off before its first frames,
 * is refused.
 */
export async function checkAudio(file: string, extension: string): Promise<Refusal | null> {
  const info = await readAudio(file, extension);
  if (info === "not-audio") return { ok: false, status: 415, error: uploadMessages.wrongType.audio };
  if (info === "unreadable") return { ok: false, status: 400, error: uploadMessages.audioUnreadable };
  return null;
}

/** Transcripts are shown as text: they must be UTF-8 without control characters other than line breaks and tabs. */
export async function checkTranscript(file: string): Promise<Refusal | null> {
  try {
    // At most UPLOAD_LIMITS.transcript (5 MB): small enough to read whole.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await readFile(file));
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? { ok: false, status: 415, error: uploadMessages.wrongType.transcript } : null;
  } catch {
    return { ok: false, status: 415, error: uploadMessages.wrongType.transcript };
  }
}

/**
 * Reads an audio file's frames with music-metadata (a stream: the file is never held in memory).
 * `duration: true` counts every MP3 frame instead of guessing from the first one, so a file cut off
 * after its header has no length and is "unreadable".
 */
export async function readAudio(file: string, extension: string): Promise<AudioInfo | "not-audio" | "unreadable"> {
  let format;
  let size: number;
  try {
    size = (await stat(file)).size;
    ({ format } = await parseFile(file, { duration: true, skipCovers: true }));
  } catch (error) {
    return /determine|unsupported|mime/i.test(String((error as Error)?.message)) ? "not-audio" : "unreadable";
  }
  const codec = format.codec ?? "";
  const mp3 = extension === ".mp3" && format.container === "MPEG" && /layer 3/i.test(codec);
  const m4a = extension === ".m4a" && !format.hasVideo && /aac|alac|mp4a/i.test(codec);
  if (!mp3 && !m4a) return "not-audio";
  const duration = format.duration ?? 0;
  if (!Number.isFinite(duration) || duration < MIN_AUDIO_SECONDS) return "unreadable";
  // An M4A's sample table may promise more audio than the file holds (cut off in the middle): the
  // bitrate music-metadata gives is those samples' bytes over the length, and they must all be in the file.
  if (m4a && format.bitrate && (duration * format.bitrate) / 8 > size + 16) return "unreadable";
  return { size, durationSeconds: Math.round(duration), bitrate: format.bitrate ? Math.round(format.bitrate) : null, mimeType: mp3 ? "audio/mpeg" : "audio/mp4" };
}
