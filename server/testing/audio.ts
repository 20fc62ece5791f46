import { Mp3Encoder } from "@breezystack/lamejs";

/**
 * A real MP3 made by a pure-JavaScript encoder (lamejs): `seconds` of a quiet 440 Hz tone, mono,
 * MPEG-1 Layer III at 44.1 kHz and `kbps`. Podcast apps, browsers and music-metadata all read it.
 */
export function mp3(seconds = 2, { kbps = 64, sampleRate = 44_100 } = {}): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const samples = new Int16Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 6000);
  const parts: Buffer[] = [];
  const keep = (chunk: Int8Array | Uint8Array) => {
    if (chunk.length) parts.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
  };
  for (let i = 0; i < samples.length; i += 1152) keep(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
  keep(encoder.flush());
  return Buffer.concat(parts);
}

/** A RIFF/WAVE file of silence: real audio, but not a kind the podcast takes. */
export function wav(seconds = 1, sampleRate = 8000): Buffer {
  const data = sampleRate * seconds * 2;
  const out = Buffer.alloc(44 + data);
  out.write("RIFF", 0, "latin1");
  out.writeUInt32LE(36 + data, 4);
  out.write("WAVEfmt ", 8, "latin1");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "latin1");
  out.writeUInt32LE(data, 40);
  return out;
}

/** A WebVTT transcript. */
export const vtt = (text = "Grace to you and peace.") => Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${text}\n`, "utf8");

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
};
const fullBox = (type: string, flags: number, ...payload: Buffer[]) => box(type, Buffer.from([0, (flags >> 16) & 255, (flags >> 8) & 255, flags & 255]), ...payload);
const u32 = (...values: number[]) => Buffer.concat(values.map((v) => Buffer.from([(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));
const u16 = (...values: number[]) => Buffer.concat(values.map((v) => Buffer.from([(v >> 8) & 255, v & 255])));
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/**
 * An M4A built box by box: an ISO base media file (brand "M4A ") with one AAC ('mp4a') sound track of
 * `seconds` and its sample tables. The frames are filler (no AAC encoder installs here), so players
 * would not sound it, but every box a parser reads is real. `cut` drops that many bytes from the end,
 * as an upload broken off in the middle would.
 */
export function m4a(seconds = 2, { cut = 0 } = {}): Buffer {
  const rate = 44_100;
  const frames = Math.ceil((rate * seconds) / 1024);
  const frameBytes = 200;
  const ftyp = box("ftyp", Buffer.from("M4A ", "latin1"), u32(0), Buffer.from("M4A mp42isom", "latin1"));
  const moovWith = (chunkOffset: number) =>
    box(
      "moov",
      fullBox("mvhd", 0, u32(0, 0, 1000, seconds * 1000, 0x10000), u16(0x100, 0), u32(0, 0), MATRIX, Buffer.alloc(24), u32(2)),
      box(
        "trak",
        fullBox("tkhd", 7, u32(0, 0, 1, 0, seconds * 1000, 0, 0), u16(0, 0, 0x100, 0), MATRIX, u32(0, 0)),
        box(
          "mdia",
          fullBox("mdhd", 0, u32(0, 0, rate, frames * 1024), u16(0x55c4, 0)),
          fullBox("hdlr", 0, u32(0), Buffer.from("soun", "latin1"), Buffer.alloc(12), Buffer.from("SoundHandler\0", "latin1")),
          box(
            "minf",
            fullBox("smhd", 0, u16(0, 0)),
            box(
              "stbl",
              fullBox("stsd", 0, u32(1), box("mp4a", Buffer.alloc(6), u16(1), Buffer.alloc(8), u16(2, 16, 0, 0), u32(rate << 16 >>> 0))),
              fullBox("stts", 0, u32(1, frames, 1024)),
              fullBox("stsc", 0, u32(1, 1, frames, 1)),
              fullBox("stsz", 0, u32(0, frames), ...Array.from({ length: frames }, () => u32(frameBytes))),
              fullBox("stco", 0, u32(1, chunkOffset)),
            ),
          ),
        ),
      ),
    );
  // The chunk offset points just past the mdat header, after ftyp and moov (whose size does not depend on it).
  const offset = ftyp.length + moovWith(0).length + 8;
  const mdat = box("mdat", Buffer.alloc(frames * frameBytes, 0x21));
  const whole = Buffer.concat([ftyp, moovWith(offset), mdat]);
  return cut ? whole.subarray(0, whole.length - cut) : whole;
}
