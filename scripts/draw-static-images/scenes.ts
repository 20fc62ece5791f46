/**
 * Draws the baptism carousel images into public/images/baptism. (Holidays, the Operation Christmas
 * Child banner and its story video have their own scripts: holidays.ts, occ.ts, occ-video.sh.)
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

const scenes: Record<string, Scene> = {
  "baptism/font.webp": { sky: ["#cfe3f5", "#f7fbff"], ground: "#b7d3e9", motif: `<ellipse cx="600" cy="420" rx="220" ry="60" fill="#8fb8da"/><rect x="540" y="420" width="120" height="160" fill="#d9d3c7"/>${water(560)}`, caption: "The baptismal font" },
  "baptism/river.webp": { sky: ["#9cc6e8", "#e7f3fb"], ground: "#6a994e", motif: `${water(470)}<circle cx="950" cy="140" r="60" fill="#fff3b0"/>`, caption: "Baptism by the river, Pentecost Sunday" },
  "baptism/family.webp": { sky: ["#f3d9c2", "#fff7ee"], ground: "#c9ad8f", motif: `${church(540, 330, 1.2)}<circle cx="380" cy="430" r="30" fill="#5c3d2e"/><circle cx="820" cy="430" r="30" fill="#5c3d2e"/>`, caption: "Welcoming a new member of the family" },
};

async function write(file: string, scene: Scene, quality = 72) {
  const out = path.join(publicDir, "images", file);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg(scene))).webp({ quality }).toFile(out);
}

for (const [file, scene] of Object.entries(scenes)) await write(file, scene);
console.log(`drew ${Object.keys(scenes).length} images`);
