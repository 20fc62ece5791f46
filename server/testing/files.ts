import sharp from "sharp";
import { simplePdf } from "../db/seed/simple-pdf.ts";
import type { FileStore } from "../storage/store.ts";

/** Sample files for the upload tests: real pictures from sharp, a real PDF, and video container headers. */

export const jpeg = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: "#3a6ea5" } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Jane Photographer", Copyright: "Private family photo" } })
    .toBuffer();

/** A 300 x 200 JPEG whose EXIF says "rotate 90°": shown upright it is 200 x 300. */
export const sidewaysJpeg = () => sharp({ create: { width: 300, height: 200, channels: 3, background: "#6a994e" } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();

export const png = (width = 800, height = 600) => sharp({ create: { width, height, channels: 4, background: "#e9c46a" } }).png().toBuffer();

export const pdf = () => simplePdf(["Sunday bulletin", "Welcome to worship"]);

/** The opening of an MP4 file (an ftyp box with the isom brand), padded to `size` bytes. */
export function mp4(size = 4096) {
  const out = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x20]).copy(out, 0);
  Buffer.from("ftypisom\0\0\x02\0isomiso2avc1mp41", "latin1").copy(out, 4);
  Buffer.from([0, 0, 0, 8]).copy(out, 32);
  Buffer.from("free", "latin1").copy(out, 36);
  return out;
}

/** The opening of a WebM file (an EBML header with DocType "webm"), padded to `size` bytes. */
export function webm(size = 4096) {
  const out = Buffer.alloc(size);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]).copy(out, 0);
  Buffer.from("webm", "latin1").copy(out, 24);
  return out;
}

/** A body that arrives in chunks, like a network stream. */
export async function* chunked(data: Buffer, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

/** `total` bytes: `head` followed by zeros, produced chunk by chunk (never held in memory at once). */
export async function* generated(head: Buffer, total: number, chunk = 256 * 1024): AsyncGenerator<Uint8Array> {
  yield head;
  let sent = head.length;
  const zeros = new Uint8Array(chunk);
  while (sent < total) {
    const n = Math.min(chunk, total - sent);
    yield n === chunk ? zeros : zeros.subarray(0, n);
    sent += n;
  }
}

/** The uploads folder of a disk store (tests that look at files on disk). */
export function diskRoot(store: FileStore): string {
  if (!store.root) throw new Error("this test needs the disk store");
  return store.root;
}
