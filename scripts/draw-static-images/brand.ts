/**
 * Draws the site's icons and sharing image into public/: favicon.ico (a 32 px PNG inside an ICO
 * container), icon.svg, apple-touch-icon.png and og-image.png. Run: node scripts/draw-static-images/brand.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public");

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="8" fill="#14335c"/>
  <path d="M20 5v6M17.5 7.5h5" stroke="#e9c46a" stroke-width="2" stroke-linecap="round"/>
  <path d="M20 12l-7 8v13h14V20z" fill="#fff"/>
  <path d="M18 33v-6a2 2 0 014 0v6" fill="#14335c"/>
</svg>`;

function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, png]);
}

writeFileSync(path.join(publicDir, "icon.svg"), icon);
const png32 = await sharp(Buffer.from(icon)).resize(32, 32).png().toBuffer();
writeFileSync(path.join(publicDir, "favicon.ico"), ico(png32, 32));
await sharp(Buffer.from(icon)).resize(180, 180).png().toFile(path.join(publicDir, "apple-touch-icon.png"));

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f2644"/><stop offset="1" stop-color="#1f4e8c"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(120 165) scale(7.5)">${icon.replace(/<\/?svg[^>]*>/g, "")}</g>
  <text x="470" y="280" font-family="DejaVu Serif, serif" font-size="58" fill="#ffffff">Cedar Hill United</text>
  <text x="470" y="350" font-family="DejaVu Serif, serif" font-size="58" fill="#ffffff">Methodist Church</text>
  <text x="470" y="420" font-family="DejaVu Sans, sans-serif" font-size="27" fill="#e9c46a">Sunday Worship 10:00 AM · Childcare &amp; Pre-K</text>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile(path.join(publicDir, "og-image.png"));
console.log("drew favicon.ico, icon.svg, apple-touch-icon.png, og-image.png");
