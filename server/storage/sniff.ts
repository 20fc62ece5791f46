/**
 * What a file is, from its first bytes (never from its name or the browser's Content-Type).
 * Images are confirmed afterwards by decoding them with sharp, audio by reading its frames with
 * music-metadata (uploads.ts); PDFs, videos and transcripts keep their bytes, so the signature decides
 * their extension, and the extension decides the type /uploads serves.
 */
import type { UploadKind } from "../../shared/upload-rules.ts";

/** How many leading bytes `sniff` wants to see (fewer is fine when the file is shorter). */
export const SNIFF_BYTES = 64;

export type Sniffed = { kind: UploadKind; extension: string } | null;

const ascii = (head: Uint8Array, start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
const startsWith = (head: Uint8Array, bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);

/** ISO base media brands that are still pictures (AVIF, HEIC), not videos. */
const IMAGE_BRANDS = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);
/** Top-level QuickTime atoms an old .mov may open with instead of an ftyp box. */
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

export function sniff(head: Uint8Array): Sniffed {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: "image", extension: ".webp" };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", extension: ".webp" };
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return { kind: "image", extension: ".webp" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return { kind: "image", extension: ".webp" };
  if (ascii(head, 0, 5) === "%PDF-") return { kind: "pdf", extension: ".pdf" };
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return { kind: "image", extension: ".webp" };
    // MP4, M4V and QuickTime MOV are one container family; ".mp4" makes /uploads serve video/mp4,
    // which every browser's <video> accepts (a .mov would go out without a media type).
    return /^[\x20-\x7e]{4}$/.test(brand) ? { kind: "video", extension: ".mp4" } : null;
  }
  if (QUICKTIME_ATOMS.has(ascii(head, 4, 8))) return { kind: "video", extension: ".mp4" };
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: WebM names its DocType in the header; plain Matroska (.mkv) is not something browsers play.
    return ascii(head, 0, head.length).includes("webm") ? { kind: "video", extension: ".webm" } : null;
  }
  if (ascii(head, 0, 4) === "OggS") return { kind: "video", extension: ".ogv" };
  return null;
}

/** An MPEG audio frame header of Layer III (MP3): 11 sync bits, a known version, layer bits 01, a real bitrate and sample rate. */
function isMp3Frame(head: Uint8Array, at = 0) {
  const [b0, b1, b2] = [head[at], head[at + 1], head[at + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && sampleRate !== 3;
}

/** ISO base media brands an audio-only M4A (AAC or ALAC) is written with; music-metadata then confirms it has no video. */
const AUDIO_BRANDS = new Set(["M4A ", "M4B ", "M4P ", "mp42", "mp41", "isom", "iso2", "iso5", "iso6", "dash", "3gp4", "3gp5", "3gp6"]);
const SRT_START = /^\uFEFF?\s*\d+\r?\n\d{2}:\d{2}:\d{2},\d{3} --> /;

/**
 * The file ending a file of `kind` is stored with, judged from its first bytes, or null when the
 * content is not that kind (a WAV named .mp3, a text file named .m4a).
 */
export function sniffAs(head: Uint8Array, kind: UploadKind): string | null {
  switch (kind) {
    case "audio":
      if (ascii(head, 0, 3) === "ID3" || isMp3Frame(head)) return ".mp3";
      if (ascii(head, 4, 8) === "ftyp" && AUDIO_BRANDS.has(ascii(head, 8, 12))) return ".m4a";
      return null;
    case "artwork":
      // JPEG or PNG only: what podcast apps accept; sharp then checks the shape.
      if (startsWith(head, [0xff, 0xd8, 0xff]) || startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ".jpg";
      return null;
    case "transcript": {
      const text = Buffer.from(head).toString("utf8");
      if (/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text)) return ".vtt";
      return SRT_START.test(text) ? ".srt" : null;
    }
    default: {
      const sniffed = sniff(head);
      return sniffed?.kind === kind ? sniffed.extension : null;
    }
  }
}
