import sharp from "sharp";
import { GALLERY_AREAS } from "../../../shared/areas.ts";
import { tripFolder } from "../../../shared/uploads.ts";
import { demoText } from "./demo-text.ts";
import type { FileStore } from "../../storage/store.ts";
import { simplePdf } from "./simple-pdf.ts";

const PALETTES = [
  ["#14335c", "#3a6ea5", "#e9c46a"],
  ["#2a4d3a", "#6a994e", "#f2e8cf"],
  ["#5c2a3a", "#bc4749", "#f4d35e"],
  ["#1d3557", "#457b9d", "#f1faee"],
  ["#3d2c5c", "#7b5ea7", "#ffd6a5"],
];

/** A simple landscape: sky gradient, sun, hills and a caption, drawn as SVG and encoded by sharp. */
function sceneSvg(width: number, height: number, seed: number, caption: string) {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length]!;
  const sunX = 20 + ((seed * 37) % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${(100 * height) / width}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${sunX}" cy="18" r="8" fill="${light}" opacity="0.9"/>
  <path d="M0 ${45 + (seed % 7)} Q 25 ${30 + (seed % 11)} 50 ${44} T 100 ${40 + (seed % 5)} V 80 H 0 Z" fill="${dark}" opacity="0.75"/>
  <path d="M0 ${58} Q 30 ${48 + (seed % 9)} 60 ${56} T 100 ${54} V 80 H 0 Z" fill="${dark}"/>
  <text x="50" y="${(100 * height) / width - 6}" font-family="DejaVu Sans, sans-serif" font-size="5" fill="#fff" text-anchor="middle">${caption.replace(/[<&>]/g, "")}</text>
</svg>`;
}

function portraitSvg(seed: number, initials: string) {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${mid}"/>
  <circle cx="50" cy="40" r="18" fill="${light}"/>
  <path d="M18 100 a32 30 0 0 1 64 0 Z" fill="${dark}"/>
  <text x="50" y="46" font-family="DejaVu Sans, sans-serif" font-size="12" font-weight="bold" fill="${dark}" text-anchor="middle">${initials}</text>
</svg>`;
}

/** Draws every demo image into the store at the addresses the public site uses. */
export async function drawDemoImages(store: FileStore) {
  async function writeImage(folder: string, name: string, svg: string, thumbnail = false) {
    const image = sharp(Buffer.from(svg));
    await store.write(`${folder}/${name}`, await image.clone().webp({ quality: 78 }).toBuffer());
    if (thumbnail) await store.write(`${folder}/thumbnails/${name}`, await image.clone().resize(400, 300, { fit: "cover" }).webp({ quality: 70 }).toBuffer());
    return name;
  }

  const staff = [];
  for (const [i, member] of demoText.churchStaff.entries()) {
    if (i === demoText.churchStaff.length - 1) break; // the last one keeps the first-name placeholder
    const initials = member.name.replace(/^Rev\.\s*/, "").split(" ").map((w) => w[0]).join("").slice(0, 2);
    staff.push(await writeImage("staff", `demo-staff-${i + 1}.webp`, portraitSvg(i, initials)));
  }

  const occ = [];
  for (let i = 0; i < demoText.occ.length; i++) {
    occ.push(await writeImage("operation-christmas-child", `demo-occ-${i + 1}.webp`, sceneSvg(1200, 800, i + 3, "Shoebox gifts")));
  }

  const trips = [];
  for (const [i, trip] of demoText.trips.entries()) {
    const dir = `mission-trips/${tripFolder(trip.location)}`;
    const main = await writeImage(dir, "demo-main.webp", sceneSvg(1200, 800, i * 5, trip.location), true);
    const gallery = [];
    for (let j = 0; j < 4; j++) gallery.push(await writeImage(dir, `demo-${j + 1}.webp`, sceneSvg(1200, 800, i * 5 + j + 1, `${trip.location} ${j + 1}`), true));
    trips.push({ main, gallery });
  }

  const galleries: Record<string, string[]> = {};
  for (const [g, gallery] of GALLERY_AREAS.entries()) {
    const names = [];
    const caption = gallery.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
    for (let j = 0; j < 6; j++) names.push(await writeImage(gallery, `demo-${j + 1}.webp`, sceneSvg(1200, 800, g * 3 + j, `${caption} ${j + 1}`), true));
    galleries[gallery] = names;
  }

  return {
    staff,
    occ,
    trips,
    galleries,
    /** Writes a one-page bulletin PDF for a past service. */
    async bulletin(serviceId: number, title: string) {
      await store.write(
        `past-services/${serviceId}/bulletin.pdf`,
        simplePdf([title, "", "Prelude", "Call to Worship", "Hymn of Praise", "Scripture Reading", "Sermon", "Hymn of Response", "Benediction"]),
      );
      return "bulletin.pdf";
    },
  };
}
