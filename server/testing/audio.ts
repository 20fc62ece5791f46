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
