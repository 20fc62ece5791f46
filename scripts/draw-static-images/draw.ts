/**
 * Drawing kit for the fixed illustrations of the public pages (holidays, Operation Christmas Child):
 * a few shapes written as SVG and encoded to WebP by sharp. Everything is deterministic, so running a
 * script twice gives the same pictures.
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public");

export const W = 1200;
export const H = 675;

/** A small seeded random number generator (mulberry32): the same seed always gives the same sequence. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

export function svgDoc(body: string, { width = W, height = H, defs = "" }: { width?: number; height?: number; defs?: string } = {}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: string[], { x2 = 0, y2 = 1 }: { x2?: number; y2?: number } = {}): string {
  const s = stops.map((c, i) => `<stop offset="${round(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** A soft light: a colour fading to transparent. */
export function glowGradient(id: string, color: string, opacity = 0.9): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.35" stop-color="${color}" stop-opacity="${round(opacity * 0.45)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export const glow = (x: number, y: number, r: number, id: string) => `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="url(#${id})"/>`;

/** A band of hills from `y` down to the bottom edge, its top a smooth wave. */
export function hills(y: number, amplitude: number, waves: number, fill: string, phase = 0, width = W, height = H): string {
  const step = width / (waves * 2);
  let d = `M0 ${round(y + Math.sin(phase) * amplitude)}`;
  for (let i = 1; i <= waves * 2; i++) {
    const x = i * step;
    const cy = y + Math.sin(phase + i * 1.3) * amplitude;
    d += ` Q ${round(x - step / 2)} ${round(cy - amplitude * (i % 2 ? 1 : -0.6))} ${round(x)} ${round(cy)}`;
  }
  return `<path d="${d} V ${height} H 0 Z" fill="${fill}"/>`;
}

/** Little dots scattered over a box: stars, snow, sparkles. */
export function scatter(
  rand: () => number,
  count: number,
  { x = 0, y = 0, w = W, h = H, r = [1, 2.5], fill = "#fff", opacity = [0.5, 1] }: { x?: number; y?: number; w?: number; h?: number; r?: [number, number]; fill?: string; opacity?: [number, number] },
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = x + rand() * w;
    const cy = y + rand() * h;
    const radius = r[0] + rand() * (r[1] - r[0]);
    const o = opacity[0] + rand() * (opacity[1] - opacity[0]);
    out += `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="${fill}" opacity="${round(o)}"/>`;
  }
  return out;
}

/** A four-pointed star with a long lower ray. */
export function star(x: number, y: number, r: number, fill = "#fff6c7"): string {
  const t = r * 0.18;
  return `<path transform="translate(${round(x)} ${round(y)})" d="M0 ${-r} L${t} ${-t} L${r} 0 L${t} ${t} L0 ${r * 1.6} L${-t} ${t} L${-r} 0 L${-t} ${-t} Z" fill="${fill}"/>`;
}

/** An evergreen: three stacked triangles on a trunk, optionally with snow on the branches. */
export function pine(x: number, base: number, height: number, { fill = "#1f4d3a", snow = false }: { fill?: string; snow?: boolean } = {}): string {
  const w = height * 0.55;
  let out = `<rect x="${round(x - height * 0.04)}" y="${round(base - height * 0.14)}" width="${round(height * 0.08)}" height="${round(height * 0.14)}" fill="#4a3222"/>`;
  for (let i = 0; i < 3; i++) {
    const top = base - height + i * height * 0.22;
    const bottom = base - height * 0.12 - (2 - i) * height * 0.16;
    const half = (w / 2) * (0.6 + i * 0.2);
    out += `<path d="M${round(x)} ${round(top)} L${round(x + half)} ${round(bottom)} L${round(x - half)} ${round(bottom)} Z" fill="${fill}"/>`;
    if (snow) out += `<path d="M${round(x)} ${round(top)} L${round(x + half * 0.45)} ${round(top + (bottom - top) * 0.45)} Q ${round(x)} ${round(top + (bottom - top) * 0.32)} ${round(x - half * 0.45)} ${round(top + (bottom - top) * 0.45)} Z" fill="#f4f7fb"/>`;
  }
  return out;
}

/** A round-topped tree in autumn colours. */
export function roundTree(x: number, base: number, size: number, colors: string[]): string {
  const [a, b = a, c = a] = colors;
  return `<rect x="${round(x - size * 0.06)}" y="${round(base - size * 0.7)}" width="${round(size * 0.12)}" height="${round(size * 0.7)}" fill="#5a3a24"/>
<circle cx="${round(x)}" cy="${round(base - size * 0.95)}" r="${round(size * 0.42)}" fill="${a}"/>
<circle cx="${round(x - size * 0.3)}" cy="${round(base - size * 0.75)}" r="${round(size * 0.3)}" fill="${b}"/>
<circle cx="${round(x + size * 0.32)}" cy="${round(base - size * 0.78)}" r="${round(size * 0.3)}" fill="${c}"/>`;
}

/** A tall window with a round top: its left edge at x, its sill at y. */
export const archWindow = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<path d="M${round(x)} ${round(y)} v${round(-(h - w / 2))} a${round(w / 2)} ${round(w / 2)} 0 0 1 ${round(w)} 0 v${round(h - w / 2)} z" fill="${fill}" ${extra}/>`;

/**
 * A white clapboard church with a steeple, its door centred on x and standing on y. `lit` gives the
 * windows a warm evening glow (the caller draws the glow itself if it wants one).
 */
export function church(x: number, y: number, scale = 1, { wall = "#f6f2e9", roof = "#50607a", window = "#7d94b3", trim = "#d8d0c0", snowRoof = false } = {}): string {
  const win = (wx: number) => archWindow(wx, -40, 26, 78, window);
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${scale})">
  <rect x="-120" y="-150" width="240" height="150" fill="${wall}"/>
  <rect x="-120" y="-12" width="240" height="12" fill="${trim}"/>
  <path d="M-138 -146 L0 -238 L138 -146 Z" fill="${roof}"/>
  ${snowRoof ? `<path d="M-138 -146 L0 -238 L138 -146 L120 -146 L0 -224 L-120 -146 Z" fill="#fbfdff"/>` : ""}
  ${win(-100)}${win(-62)}${win(36)}${win(74)}
  <rect x="-38" y="-300" width="76" height="300" fill="${wall}"/>
  <rect x="-38" y="-300" width="76" height="10" fill="${trim}"/>
  ${archWindow(-14, -248, 28, 40, "#2a3347")}
  <path d="M-46 -298 L0 -410 L46 -298 Z" fill="${roof}"/>
  ${snowRoof ? `<path d="M-46 -298 L0 -410 L-8 -330 Z" fill="#fbfdff"/>` : ""}
  <path d="M0 -410 V -452 M-13 -438 H13" stroke="#e9c46a" stroke-width="7" stroke-linecap="round"/>
  <circle cx="0" cy="-168" r="16" fill="${window}"/>
  <path d="M-22 0 V -66 a22 22 0 0 1 44 0 V 0 Z" fill="#6b3d2a"/>
  <path d="M0 0 V -86" stroke="#4e2b1d" stroke-width="2"/>
  <rect x="-40" y="-6" width="80" height="6" fill="${trim}"/>
</g>`;
}

/** A wrapped gift box seen slightly from above: front, top, ribbon and bow. */
export function giftBox(x: number, y: number, w: number, h: number, { body, lid, ribbon = "#e9c46a", bow = true }: { body: string; lid: string; ribbon?: string; bow?: boolean }): string {
  const d = h * 0.22;
  const r = Math.max(6, w * 0.1);
  return `<g transform="translate(${round(x)} ${round(y)})">
  <rect x="0" y="${round(d)}" width="${round(w)}" height="${round(h - d)}" fill="${body}"/>
  <rect x="${round(-w * 0.04)}" y="0" width="${round(w * 1.08)}" height="${round(d * 1.1)}" fill="${lid}"/>
  <rect x="0" y="${round(d * 1.1)}" width="${round(w)}" height="${round(h * 0.05)}" fill="#000" opacity="0.12"/>
  <rect x="${round(w / 2 - r / 2)}" y="0" width="${round(r)}" height="${round(h)}" fill="${ribbon}"/>
  <rect x="${round(-w * 0.04)}" y="${round(d * 0.35)}" width="${round(w * 1.08)}" height="${round(r * 0.8)}" fill="${ribbon}" opacity="0.9"/>
  ${
    bow
      ? `<path d="M${round(w / 2)} 0 C ${round(w / 2 - r * 3)} ${round(-r * 2.6)}, ${round(w / 2 - r * 3.4)} ${round(r * 0.8)}, ${round(w / 2)} 0 Z" fill="${ribbon}"/>
  <path d="M${round(w / 2)} 0 C ${round(w / 2 + r * 3)} ${round(-r * 2.6)}, ${round(w / 2 + r * 3.4)} ${round(r * 0.8)}, ${round(w / 2)} 0 Z" fill="${ribbon}"/>
  <circle cx="${round(w / 2)}" cy="0" r="${round(r * 0.55)}" fill="${ribbon}"/>`
      : ""
  }
</g>`;
}

/** A person from the waist up: head, hair and shoulders. */
export function person(x: number, y: number, s: number, { skin, hair, shirt, long = false }: { skin: string; hair: string; shirt: string; long?: boolean }): string {
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${s})">
  ${long ? `<path d="M-34 -120 q 0 -52 34 -52 q 34 0 34 52 v 56 h-68 z" fill="${hair}"/>` : ""}
  <path d="M-60 0 v-40 a60 52 0 0 1 120 0 v40 z" fill="${shirt}"/>
  <rect x="-10" y="-78" width="20" height="22" fill="${skin}"/>
  <circle cx="0" cy="-112" r="32" fill="${skin}"/>
  <path d="M-33 -112 q 0 -38 33 -38 q 33 0 33 38 q -14 -20 -33 -22 q -19 2 -33 22 z" fill="${hair}"/>
  <circle cx="-11" cy="-110" r="3.2" fill="#2b2b2b"/><circle cx="11" cy="-110" r="3.2" fill="#2b2b2b"/>
  <path d="M-11 -96 q 11 10 22 0" stroke="#7a3b2e" stroke-width="3" fill="none" stroke-linecap="round"/>
  <circle cx="-20" cy="-100" r="5" fill="#f28c8c" opacity="0.35"/><circle cx="20" cy="-100" r="5" fill="#f28c8c" opacity="0.35"/>
</g>`;
}

/**
 * Encodes an SVG as WebP at each width (the file for the first width is `name.webp`, the others
 * `name-{width}.webp`) and stops the script if a file comes out larger than `maxBytes`.
 */
export async function writeWebp(svg: string, file: string, { widths = [W], quality = 80, maxBytes = 60_000 }: { widths?: number[]; quality?: number; maxBytes?: number } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  const written: string[] = [];
  for (const [i, width] of widths.entries()) {
    const out = i === 0 ? file : file.replace(/\.webp$/, `-${width}.webp`);
    await sharp(Buffer.from(svg), { density: 72 * (width / W) }).resize(width).webp({ quality, effort: 6 }).toFile(out);
    const size = statSync(out).size;
    if (size > maxBytes) throw new Error(`${out} is ${size} bytes, over the ${maxBytes} byte budget`);
    written.push(`${path.relative(publicDir, out)} ${(size / 1024).toFixed(1)} KB`);
  }
  return written;
}
