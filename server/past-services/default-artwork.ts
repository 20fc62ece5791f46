import sharp from "sharp";
import { escapeXml } from "../html/xml.ts";

/** Apple's largest square: a listing needs 1400-3000 px, and 3000 stays sharp on every screen. */
export const ARTWORK_SIZE = 3000;

/** The church icon of public/icon.svg (scripts/draw-static-images/brand.ts), on a 40-unit grid. */
const CHURCH_ICON = `<path d="M20 5v6M17.5 7.5h5" stroke="#e9c46a" stroke-width="2" stroke-linecap="round" fill="none"/>
  <path d="M20 12l-7 8v13h14V20z" fill="#fff"/>
  <path d="M18 33v-6a2 2 0 014 0v6" fill="#14335c"/>`;

/**
 * The church's name in lines of at most `width` characters, breaking between words (a word longer
 * than a line gets a line of its own).
 */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Letters of DejaVu Serif average about 0.56 em; the name fits 2600 × 1000 px between the icon and the hills. */
const EM_WIDTH = 0.56;

/**
 * The name's lines and font size: of the ways to break it, the fewest lines whose letters are at least
 * nine tenths of the largest that fit ("Cedar Hill United / Methodist Church", not four short lines).
 */
export function nameLayout(name: string): { lines: string[]; size: number } {
  const layouts = [];
  for (let width = 6; width <= 60; width++) {
    const lines = wrapWords(name, width);
    const longest = Math.max(...lines.map((l) => l.length));
    layouts.push({ lines, size: Math.floor(Math.min(280, 2600 / (longest * EM_WIDTH), 1000 / (lines.length * 1.15))) });
  }
  const largest = Math.max(...layouts.map((l) => l.size));
  const fitting = layouts.filter((l) => l.size >= largest * 0.9);
  const fewest = Math.min(...fitting.map((l) => l.lines.length));
  return fitting.filter((l) => l.lines.length === fewest).sort((a, b) => b.size - a.size)[0]!;
}

/**
 * The podcast's artwork until staff upload their own: the church's name over the evening-hills scene
 * of the demo pictures, with the site's church icon and "Sermons", as SVG.
 */
export function defaultArtworkSvg(churchName: string): string {
  const { lines, size } = nameLayout(churchName.trim() || "Our church");
  const lineHeight = Math.round(size * 1.15);
  const labelGap = 260;
  // The name and "Sermons" as one block, centred between the icon and the hills.
  const blockHeight = lines.length * lineHeight + labelGap;
  const firstBaseline = Math.round(1730 - blockHeight / 2 + size * 0.8);
  const text = lines
    .map((line, i) => `<text x="1500" y="${firstBaseline + i * lineHeight}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${size}" fill="#ffffff">${escapeXml(line)}</text>`)
    .join("");
  const labelY = firstBaseline + (lines.length - 1) * lineHeight + labelGap;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}" viewBox="0 0 3000 3000">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f2644"/><stop offset="0.7" stop-color="#1f4e8c"/><stop offset="1" stop-color="#3a6ea5"/></linearGradient></defs>
  <rect width="3000" height="3000" fill="url(#sky)"/>
  <circle cx="2420" cy="520" r="170" fill="#e9c46a" opacity="0.85"/>
  <path d="M0 2640 Q 750 2420 1500 2620 T 3000 2560 V 3000 H 0 Z" fill="#14335c" opacity="0.8"/>
  <path d="M0 2810 Q 900 2660 1800 2790 T 3000 2770 V 3000 H 0 Z" fill="#0b1d36"/>
  <g transform="translate(1020 200) scale(24)">${CHURCH_ICON}</g>
  ${text}
  <text x="1500" y="${labelY}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="160" font-weight="bold" letter-spacing="32" fill="#e9c46a">SERMONS</text>
</svg>`;
}

/** The artwork as Apple asks for it: a 3000 × 3000 RGB JPEG at 72 dpi, well under 512 KB. */
export async function drawDefaultArtwork(churchName: string): Promise<Buffer> {
  return sharp(Buffer.from(defaultArtworkSvg(churchName)))
    .flatten({ background: "#0f2644" })
    .toColourspace("srgb")
    .jpeg({ quality: 85 })
    .withMetadata({ density: 72 })
    .toBuffer();
}
