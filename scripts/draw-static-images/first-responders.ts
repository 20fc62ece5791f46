/**
 * Draws the two pictures of the first responders page into public/images/first-responders (1200x675
 * and 640x360 WebP): the blessing of the vehicles on the church lawn, and a thank-you lunch at the
 * fire station. Run: node scripts/draw-static-images/first-responders.ts
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { H, W, church, hills, linear, person, publicDir, roundTree, svgDoc, writeWebp } from "./draw.ts";

const wheel = (x: number, y: number, r = 30) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#22252b"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#b8bec8"/>`;

/** A fire engine facing left, its front bumper at x and its wheels on y. */
function fireEngine(x: number, y: number): string {
  return `<g>
  <path d="M${x} ${y - 20} V ${y - 130} q 0 -20 20 -20 H ${x + 110} V ${y - 20} Z" fill="#c8102e"/>
  <rect x="${x + 110}" y="${y - 140}" width="290" height="120" fill="#d7263d"/>
  <rect x="${x + 14}" y="${y - 128}" width="78" height="50" rx="4" fill="#bfe3f5"/>
  <rect x="${x + 110}" y="${y - 96}" width="290" height="10" fill="#f4f4f4"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${x + 130 + i * 66}" y="${y - 80}" width="54" height="50" rx="3" fill="#a50d24"/>`).join("")}
  <path d="M${x + 120} ${y - 156} H ${x + 390} M${x + 120} ${y - 170} H ${x + 390}" stroke="#c9ced6" stroke-width="6"/>
  ${Array.from({ length: 10 }, (_, i) => `<path d="M${x + 130 + i * 28} ${y - 172} V ${y - 154}" stroke="#c9ced6" stroke-width="4"/>`).join("")}
  <rect x="${x + 40}" y="${y - 160}" width="40" height="10" rx="4" fill="#ff4d4d"/>
  <rect x="${x - 6}" y="${y - 34}" width="120" height="16" rx="4" fill="#c9ced6"/>
  ${wheel(x + 70, y)}${wheel(x + 300, y)}${wheel(x + 360, y)}
</g>`;
}

/** An ambulance facing left. */
function ambulance(x: number, y: number): string {
  return `<g>
  <path d="M${x} ${y - 20} V ${y - 90} l 30 -40 H ${x + 90} V ${y - 20} Z" fill="#f8f9fb"/>
  <rect x="${x + 90}" y="${y - 160}" width="200" height="140" rx="6" fill="#f8f9fb"/>
  <path d="M${x + 30} ${y - 122} H ${x + 80} V ${y - 90} H ${x + 8} Z" fill="#bfe3f5"/>
  <rect x="${x}" y="${y - 70}" width="290" height="18" fill="#d7263d"/>
  <path d="M${x + 190} ${y - 150} h 20 v 24 h 24 v 20 h -24 v 24 h -20 v -24 h -24 v -20 h 24 z" fill="#1f5fae"/>
  <rect x="${x + 120}" y="${y - 170}" width="60" height="10" rx="4" fill="#ff4d4d"/><rect x="${x + 180}" y="${y - 170}" width="40" height="10" rx="4" fill="#3d7bff"/>
  ${wheel(x + 60, y, 26)}${wheel(x + 240, y, 26)}
</g>`;
}

/** A patrol car facing left. */
function patrolCar(x: number, y: number): string {
  return `<g>
  <path d="M${x} ${y - 20} V ${y - 62} q 0 -12 12 -14 l 50 -8 l 40 -40 H ${x + 200} l 40 40 l 30 4 q 14 2 14 16 V ${y - 20} Z" fill="#f8f9fb"/>
  <path d="M${x + 110} ${y - 80} l 32 -32 H ${x + 190} V ${y - 80} Z M${x + 200} ${y - 80} V ${y - 112} l 32 32 Z" fill="#bfe3f5"/>
  <rect x="${x}" y="${y - 60}" width="296" height="30" fill="#1d3557"/>
  <rect x="${x + 140}" y="${y - 124}" width="70" height="12" rx="4" fill="#3d7bff"/><rect x="${x + 175}" y="${y - 124}" width="35" height="12" rx="4" fill="#ff4d4d"/>
  ${wheel(x + 60, y, 24)}${wheel(x + 236, y, 24)}
</g>`;
}

const pastor = { skin: "#eec19a", hair: "#5c4033", shirt: "#1d3557" };

/** The emergency vehicles lined up on the church lawn for the September blessing. */
function blessing(): string {
  const defs = linear("fr-sky", ["#8ec5ec", "#d8eefa"]) + linear("lawn", ["#7cbf6b", "#5e9f52"]);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#fr-sky)"/>
<g fill="#ffffff" opacity="0.9"><ellipse cx="200" cy="90" rx="90" ry="26"/><ellipse cx="260" cy="74" rx="54" ry="28"/><ellipse cx="980" cy="120" rx="100" ry="24"/></g>
${hills(300, 16, 2, "#9fcf8a", 0.6)}
${roundTree(110, 330, 150, ["#3f8a50", "#4e9a5c", "#2f6b3f"])}${roundTree(1110, 330, 140, ["#3f8a50", "#2f6b3f", "#4e9a5c"])}
${church(600, 330, 0.62, { wall: "#fbf7ee", roof: "#50607a", window: "#7d94b3" })}
<path d="M0 330 Q 600 300 ${W} 330 V ${H} H 0 Z" fill="url(#lawn)"/>
<path d="M586 330 L 614 330 L 700 ${H} L 500 ${H} Z" fill="#d8cdb8" opacity="0.8"/>
${fireEngine(90, 520)}${ambulance(560, 520)}${patrolCar(880, 520)}
${person(520, 660, 0.9, pastor)}<rect x="505" y="600" width="30" height="40" rx="3" fill="#fdfbf5"/>
${person(640, 672, 0.85, { skin: "#8d5a3b", hair: "#1f1410", shirt: "#2b2d42" })}
${person(740, 676, 0.8, { skin: "#f3c9a5", hair: "#c68642", shirt: "#c8102e", long: true })}
${person(380, 680, 0.85, { skin: "#eec19a", hair: "#3b2a20", shirt: "#1d3557" })}`,
    { defs },
  );
}

/** Church members serving a hot lunch at the fire station, under a thank-you banner. */
function lunch(): string {
  const defs = linear("station", ["#b5533c", "#9a4432"]) + linear("bay", ["#3a3f47", "#2a2e34"]);
  const helmet = (x: number, y: number, s: number) => `<path transform="translate(${x} ${y}) scale(${s})" d="M-40 -128 q 0 -44 40 -44 q 40 0 40 44 h 12 v 8 h -104 v -8 z" fill="#f2c14e"/>`;
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="#cfe8f7"/>
<rect x="0" y="60" width="${W}" height="${H - 60}" fill="url(#station)"/>
${Array.from({ length: 12 }, (_, i) => `<path d="M0 ${80 + i * 46} H ${W}" stroke="#8a3b2b" stroke-width="3" opacity="0.5"/>`).join("")}
<rect x="120" y="120" width="420" height="400" fill="url(#bay)"/><rect x="660" y="120" width="420" height="400" fill="url(#bay)"/>
${fireEngine(160, 500)}
<rect x="700" y="160" width="340" height="200" fill="#2f343b"/>
<rect x="230" y="62" width="740" height="70" rx="8" fill="#fdfbf5"/>
<text x="600" y="112" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="42" fill="#1d3557" text-anchor="middle">THANK YOU FOR SERVING US</text>
<path d="M0 520 H ${W} V ${H} H 0 Z" fill="#9aa3ad"/>
${person(760, 560, 1.1, { skin: "#f3c9a5", hair: "#3b2a20", shirt: "#2b2d42" })}${helmet(760, 560, 1.1)}
${person(900, 566, 1.05, { skin: "#8d5a3b", hair: "#1f1410", shirt: "#2b2d42" })}${helmet(900, 566, 1.05)}
${person(1040, 560, 1.1, { skin: "#eec19a", hair: "#d9d4cc", shirt: "#6d3fa0" })}
${person(360, 566, 1.05, { skin: "#f3c9a5", hair: "#7a4a2a", shirt: "#2a7f62", long: true })}
<rect x="280" y="540" width="760" height="24" fill="#fdfbf5"/><path d="M300 564 V ${H} M1020 564 V ${H}" stroke="#6b4e3a" stroke-width="10"/>
<rect x="320" y="510" width="150" height="34" rx="6" fill="#c0c5cc"/><ellipse cx="395" cy="512" rx="70" ry="10" fill="#d9822b"/>
<rect x="520" y="506" width="150" height="38" rx="6" fill="#c0c5cc"/><ellipse cx="595" cy="508" rx="70" ry="10" fill="#8fbf5a"/>
<ellipse cx="760" cy="530" rx="70" ry="16" fill="#e8d2a8"/><circle cx="740" cy="522" r="14" fill="#f2c14e"/><circle cx="770" cy="520" r="14" fill="#c68642"/>
<rect x="860" y="490" width="40" height="52" rx="6" fill="#f1faee"/><rect x="910" y="490" width="40" height="52" rx="6" fill="#f1faee"/>
<rect x="960" y="500" width="60" height="44" fill="#fdfbf5" stroke="#c8102e" stroke-width="4"/><path d="M990 512 c -6 -9 -18 -3 -12 6 l 12 11 l 12 -11 c 6 -9 -6 -15 -12 -6 z" fill="#c8102e"/>`,
    { defs },
  );
}

export const firstResponderScenes = { blessing, lunch } as const;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, draw] of Object.entries(firstResponderScenes)) {
    console.log((await writeWebp(draw(), path.join(publicDir, "images", "first-responders", `${name}.webp`), { widths: [W, 640], quality: 80 })).join("\n"));
  }
}
