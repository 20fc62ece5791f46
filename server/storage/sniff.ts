/**
 * What a file is, from its first bytes (never from its name or the browser's Content-Type).
 * Images are confirmed afterwards by decoding them with sharp; PDFs and videos keep their bytes, so
 * the signature decides their extension, and the extension decides the type /uploads serves.
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
