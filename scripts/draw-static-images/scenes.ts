/**
 * Draws the fixed carousel images into public/images: baptism (3), holidays (5) and the Operation
 * Christmas Child banner, plus the frames of the OCC story video (made into a video by occ-video.sh).
 * Run: node scripts/draw-static-images/scenes.ts
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public");
const W = 1200;
const H = 675;

type Scene = { sky: [string, string]; ground: string; motif: string; caption: string };

function svg({ sky, ground, motif, caption }: Scene) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <path d="M0 520 Q 300 440 600 500 T 1200 480 V ${H} H 0 Z" fill="${ground}"/>
  ${motif}
  <rect x="0" y="${H - 90}" width="${W}" height="90" fill="#0f2644" opacity="0.72"/>
  <text x="${W / 2}" y="${H - 35}" font-family="DejaVu Serif, serif" font-size="40" fill="#fff" text-anchor="middle">${caption}</text>
</svg>`;
}

const church = (x: number, y: number, s = 1, fill = "#fdfdfd") =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 l60 -60 l60 60 v120 h-120 z" fill="${fill}"/><rect x="45" y="-150" width="30" height="90" fill="${fill}"/><path d="M60 -190 v40 M48 -176 h24" stroke="#e9c46a" stroke-width="6"/><path d="M45 120 v-50 a15 15 0 0 1 30 0 v50" fill="#14335c"/></g>`;
const water = (y: number) => `<path d="M0 ${y} q 50 -20 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 t 100 0 v 200 h -1200 z" fill="#4f8fc0" opacity="0.85"/>`;
const star = (x: number, y: number, r: number) => `<path transform="translate(${x} ${y})" d="M0 ${-r} L${r * 0.3} ${-r * 0.3} L${r} 0 L${r * 0.3} ${r * 0.3} L0 ${r} L${-r * 0.3} ${r * 0.3} L${-r} 0 L${-r * 0.3} ${-r * 0.3} Z" fill="#fff6c7"/>`;
const candle = (x: number, color: string) => `<rect x="${x}" y="330" width="34" height="150" rx="4" fill="${color}"/><path d="M${x + 17} 300 q 12 18 0 30 q -12 -12 0 -30" fill="#ffd166"/>`;
const box = (x: number, y: number, color: string) => `<g transform="translate(${x} ${y})"><rect width="160" height="110" fill="${color}"/><rect x="70" width="20" height="110" fill="#e9c46a"/><rect y="40" width="160" height="20" fill="#e9c46a"/></g>`;

const scenes: Record<string, Scene> = {
  "baptism/font.webp": { sky: ["#cfe3f5", "#f7fbff"], ground: "#b7d3e9", motif: `<ellipse cx="600" cy="420" rx="220" ry="60" fill="#8fb8da"/><rect x="540" y="420" width="120" height="160" fill="#d9d3c7"/>${water(560)}`, caption: "The baptismal font" },
  "baptism/river.webp": { sky: ["#9cc6e8", "#e7f3fb"], ground: "#6a994e", motif: `${water(470)}<circle cx="950" cy="140" r="60" fill="#fff3b0"/>`, caption: "Baptism by the river, Pentecost Sunday" },
  "baptism/family.webp": { sky: ["#f3d9c2", "#fff7ee"], ground: "#c9ad8f", motif: `${church(540, 330, 1.2)}<circle cx="380" cy="430" r="30" fill="#5c3d2e"/><circle cx="820" cy="430" r="30" fill="#5c3d2e"/>`, caption: "Welcoming a new member of the family" },
  "holidays/advent.webp": { sky: ["#2d1e4f", "#5c4a8a"], ground: "#1f1535", motif: `${candle(470, "#7b5ea7")}${candle(540, "#7b5ea7")}${candle(610, "#f4a7c0")}${candle(680, "#7b5ea7")}`, caption: "Advent: lighting the candles of hope" },
  "holidays/christmas-eve.webp": { sky: ["#0b1a33", "#1f3b66"], ground: "#e8eef5", motif: `${church(540, 300, 1.3, "#f4f1e8")}${star(300, 110, 26)}${star(880, 90, 18)}${star(1050, 170, 14)}`, caption: "Christmas Eve candlelight service" },
  "holidays/lent.webp": { sky: ["#4a3b5c", "#8d7ba3"], ground: "#3b2e4a", motif: `<path d="M590 180 h20 v300 h-20 z M520 250 h160 v20 h-160 z" fill="#d9cfe6"/>`, caption: "Lent: forty days of prayer" },
  "holidays/easter.webp": { sky: ["#fde2b8", "#fff9ec"], ground: "#8cc084", motif: `<circle cx="600" cy="330" r="110" fill="#ffd166"/>${church(900, 360, 0.8)}<circle cx="250" cy="470" r="18" fill="#f4a7c0"/><circle cx="320" cy="480" r="18" fill="#fff"/>`, caption: "Easter sunrise service" },
  "holidays/thanksgiving.webp": { sky: ["#f6c89f", "#fff1e0"], ground: "#b5651d", motif: `<rect x="330" y="400" width="540" height="30" fill="#7a4a22"/><circle cx="460" cy="380" r="28" fill="#e76f51"/><circle cx="600" cy="370" r="36" fill="#f4a261"/><circle cx="740" cy="380" r="28" fill="#e9c46a"/>`, caption: "Thanksgiving community dinner" },
  "occ/banner.webp": { sky: ["#1d3557", "#457b9d"], ground: "#e8eef5", motif: `${box(330, 380, "#c1121f")}${box(520, 360, "#2a9d8f")}${box(710, 380, "#e76f51")}${star(600, 140, 40)}`, caption: "Operation Christmas Child: shoeboxes full of joy" },
};

/** Frames of the personal story video: one child's shoebox, from packing to arrival. */
const storyFrames: Scene[] = [
  { sky: ["#fdf0d5", "#fff"], ground: "#e6ccb2", motif: box(520, 380, "#c1121f"), caption: "Ella, 9, packs her first shoebox" },
  { sky: ["#fdf0d5", "#fff"], ground: "#e6ccb2", motif: `${box(520, 380, "#c1121f")}<circle cx="500" cy="340" r="20" fill="#2a9d8f"/><rect x="680" y="300" width="30" height="80" fill="#457b9d"/>`, caption: "A toothbrush, crayons, a scarf and a letter" },
  { sky: ["#a8dadc", "#f1faee"], ground: "#6a994e", motif: `${church(540, 330, 1.1)}${box(300, 430, "#c1121f")}${box(760, 430, "#2a9d8f")}`, caption: "Collection week at Cedar Hill" },
  { sky: ["#457b9d", "#a8dadc"], ground: "#e9c46a", motif: `<path d="M200 250 h500 l120 60 h-620 z" fill="#f1faee"/>${box(540, 420, "#c1121f")}`, caption: "Across the ocean" },
  { sky: ["#ffd6a5", "#fff4e6"], ground: "#c9ad8f", motif: `${box(520, 380, "#c1121f")}<circle cx="480" cy="330" r="34" fill="#5c3d2e"/><circle cx="740" cy="330" r="34" fill="#8d5a3b"/>`, caption: "A gift, and a new friend far away" },
];

async function write(file: string, scene: Scene, quality = 72) {
  const out = path.join(publicDir, "images", file);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg(scene))).webp({ quality }).toFile(out);
}

for (const [file, scene] of Object.entries(scenes)) await write(file, scene);
for (const [i, frame] of storyFrames.entries()) {
  const out = path.join(publicDir, "media", "frames", `${String(i + 1).padStart(2, "0")}.png`);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg(frame))).png().toFile(out);
}
await sharp(Buffer.from(svg(storyFrames[0]!))).webp({ quality: 70 }).toFile(path.join(publicDir, "media", "occ-story-poster.webp"));
console.log(`drew ${Object.keys(scenes).length} images and ${storyFrames.length} video frames`);
