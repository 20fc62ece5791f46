/**
 * Draws the five fixed pictures of the holidays carousel into public/images/holidays (1200x675 and
 * 640x360 WebP): Advent, Christmas Eve, Lent, Easter and Thanksgiving. The captions are page text,
 * not part of the pictures. Run: node scripts/draw-static-images/holidays.ts
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  H,
  W,
  archWindow,
  church,
  glow,
  glowGradient,
  hills,
  linear,
  pine,
  publicDir,
  roundTree,
  scatter,
  seeded,
  star,
  svgDoc,
  writeWebp,
} from "./draw.ts";

/** An Advent wreath on a table by a snowy window: three of its candles lit, the Christ candle waiting. */
function advent(): string {
  const rand = seeded(11);
  let leaves = "";
  for (let i = 0; i < 140; i++) {
    const a = (i / 140) * Math.PI * 2 + rand() * 0.05;
    const r = 1 + (rand() - 0.5) * 0.22;
    const x = 600 + Math.cos(a) * 250 * r;
    const y = 500 + Math.sin(a) * 72 * r;
    const color = ["#24563a", "#2f6b3f", "#3f8a50", "#1d4a31"][i % 4];
    leaves += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(26 + rand() * 10).toFixed(1)}" ry="${(9 + rand() * 4).toFixed(1)}" transform="rotate(${((a * 180) / Math.PI + 90 + rand() * 50 - 25).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${color}"/>`;
  }
  let berries = "";
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2 + 0.2;
    const x = 600 + Math.cos(a) * 262;
    const y = 500 + Math.sin(a) * 76;
    berries += `<circle cx="${(x - 6).toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="#c1121f"/><circle cx="${(x + 5).toFixed(1)}" cy="${(y - 4).toFixed(1)}" r="5.5" fill="#d62839"/><circle cx="${x.toFixed(1)}" cy="${(y + 6).toFixed(1)}" r="5" fill="#a4161a"/>`;
  }
  const candle = (x: number, base: number, h: number, color: string, lit: boolean) =>
    `<rect x="${x - 19}" y="${base - h}" width="38" height="${h}" rx="5" fill="${color}"/>
<rect x="${x - 19}" y="${base - h}" width="10" height="${h}" rx="4" fill="#fff" opacity="0.14"/>
<path d="M${x} ${base - h} v-12" stroke="#2b2b2b" stroke-width="3"/>
${lit ? `${glow(x, base - h - 30, 120, "flame-glow")}<path d="M${x} ${base - h - 52} q 16 26 0 40 q -16 -14 0 -40 z" fill="#ffd166"/><path d="M${x} ${base - h - 36} q 7 13 0 22 q -7 -9 0 -22 z" fill="#fff3c4"/>` : ""}`;
  const defs =
    linear("advent-wall", ["#1d1333", "#3b2560", "#2a1b47"]) +
    linear("advent-table", ["#7a4a2b", "#4f2e1a"]) +
    linear("advent-night", ["#0e1d3a", "#27467a"]) +
    glowGradient("flame-glow", "#ffc45c", 0.55) +
    glowGradient("room-glow", "#ffb347", 0.35);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#advent-wall)"/>
${archWindow(110, 420, 220, 360, "#5a3d86")}
${archWindow(124, 408, 192, 334, "url(#advent-night)")}
<path d="M220 408 V 96 M124 280 H 316" stroke="#5a3d86" stroke-width="10"/>
${scatter(rand, 45, { x: 128, y: 100, w: 186, h: 300, r: [1.5, 3.5], opacity: [0.6, 1] })}
<path d="M124 408 q 50 -26 96 -6 q 50 -22 96 2 v 4 h -192 z" fill="#eef3fa"/>
${archWindow(880, 420, 200, 330, "#34215a")}
<path d="M880 420 h200" stroke="#4a2f73" stroke-width="6"/>
${glow(600, 380, 520, "room-glow")}
<path d="M0 470 H ${W} V ${H} H 0 Z" fill="url(#advent-table)"/>
<path d="M380 470 L 820 470 L 900 ${H} L 300 ${H} Z" fill="#5b2d82" opacity="0.85"/>
<ellipse cx="600" cy="506" rx="300" ry="96" fill="#2a1708" opacity="0.35"/>
${leaves.slice(0, leaves.length / 2)}
${candle(460, 470, 150, "#6d3fa0", true)}
${candle(740, 470, 150, "#6d3fa0", true)}
${candle(600, 500, 210, "#f7f3ea", false)}
${leaves.slice(leaves.length / 2)}
${berries}
${candle(370, 540, 160, "#e58fb4", true)}
${candle(830, 540, 160, "#6d3fa0", false)}`,
    { defs },
  );
}

/** The church on a snowy Christmas Eve: lit windows, a bright star and neighbours walking in with candles. */
function christmasEve(): string {
  const rand = seeded(24);
  const walker = (x: number, y: number, s: number, coat: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})">${glow(18, -62, 44, "candle-glow")}<path d="M-16 0 v-48 a16 18 0 0 1 32 0 v48 z" fill="${coat}"/><circle cx="0" cy="-66" r="12" fill="#2b2f3a"/><path d="M12 -40 l8 -14" stroke="#2b2f3a" stroke-width="6" stroke-linecap="round"/><rect x="16" y="-64" width="5" height="12" fill="#fff"/><path d="M18.5 -72 q 5 6 0 9 q -5 -3 0 -9" fill="#ffd166"/></g>`;
  const defs =
    linear("eve-sky", ["#050d1f", "#10244a", "#2c4a7c"]) +
    linear("eve-snow", ["#e9eef6", "#c9d5e6"]) +
    glowGradient("star-glow", "#fff2b3", 0.7) +
    glowGradient("window-glow", "#ffcf70", 0.5) +
    glowGradient("candle-glow", "#ffd680", 0.6);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#eve-sky)"/>
${scatter(rand, 110, { h: 380, r: [0.8, 2.2], opacity: [0.4, 1] })}
${glow(920, 120, 200, "star-glow")}
${star(920, 120, 40)}
${hills(420, 22, 3, "#1b3157", 0.4)}
${hills(470, 16, 2, "#23406b", 2.1)}
${glow(600, 420, 260, "window-glow")}
${church(600, 520, 1, { wall: "#f3efe6", roof: "#3d4a63", window: "#ffd27a", snowRoof: true })}
<path d="M0 500 Q 300 470 600 512 T ${W} 496 V ${H} H 0 Z" fill="url(#eve-snow)"/>
<path d="M578 520 L 622 520 L 760 ${H} L 440 ${H} Z" fill="#b9c6da" opacity="0.7"/>
${pine(120, 560, 230, { snow: true })}${pine(250, 520, 170, { fill: "#24553f", snow: true })}${pine(1090, 570, 250, { snow: true })}${pine(960, 525, 160, { fill: "#24553f", snow: true })}
${walker(520, 610, 1, "#8a1c2b")}${walker(560, 630, 0.8, "#2a4d7a")}${walker(690, 640, 1.1, "#3d5a3a")}${walker(735, 650, 0.75, "#6b3d6e")}
${scatter(rand, 150, { r: [1.2, 3.2], opacity: [0.5, 0.95] })}`,
    { defs },
  );
}

/** Lent: a path through the wilderness at dusk to a rough cross draped in purple. */
function lent(): string {
  const rand = seeded(40);
  let stones = "";
  for (let i = 0; i < 18; i++) {
    const x = rand() * W;
    const y = 520 + rand() * 150;
    stones += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(8 + rand() * 22).toFixed(0)}" ry="${(5 + rand() * 10).toFixed(0)}" fill="#3d3048" opacity="0.9"/>`;
  }
  let grass = "";
  for (let i = 0; i < 40; i++) {
    const x = rand() * W;
    const y = 540 + rand() * 135;
    const h = 14 + rand() * 26;
    grass += `<path d="M${x.toFixed(0)} ${y.toFixed(0)} l-6 ${(-h).toFixed(0)} M${x.toFixed(0)} ${y.toFixed(0)} l2 ${(-h * 1.2).toFixed(0)} M${x.toFixed(0)} ${y.toFixed(0)} l9 ${(-h * 0.8).toFixed(0)}" stroke="#6d5a46" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  const defs = linear("lent-sky", ["#2a1f45", "#5e4a7e", "#b98aa0", "#f1c08f"]) + glowGradient("sun-glow", "#ffd4a0", 0.8) + linear("path", ["#8a7592", "#b7a2a6"]);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#lent-sky)"/>
${scatter(rand, 30, { h: 180, r: [0.8, 1.8], opacity: [0.3, 0.8] })}
${glow(300, 420, 260, "sun-glow")}
<circle cx="300" cy="420" r="52" fill="#ffe1b0"/>
${hills(400, 30, 2, "#6d5378", 1.2)}
${hills(440, 24, 3, "#54405f", 0.2)}
<path d="M0 500 Q 260 440 560 470 Q 760 400 900 380 Q 1040 400 ${W} 450 V ${H} H 0 Z" fill="#3b2d48"/>
<path d="M880 386 C 820 470, 640 500, 600 560 S 520 650, 560 ${H} L 720 ${H} C 660 650, 700 580, 760 540 S 900 450, 912 388 Z" fill="url(#path)" opacity="0.75"/>
<g transform="translate(900 384)">
  <path d="M-11 0 V -250 H 11 V 0 Z" fill="#5b3a24"/>
  <path d="M-86 -196 H 86 V -174 H -86 Z" fill="#4e311e"/>
  <path d="M-14 -184 C -24 -140, -30 -90, -42 -36 L -18 -42 C -12 -96, -8 -146, -4 -176 Z M14 -184 C 24 -140, 30 -90, 42 -36 L 18 -42 C 12 -96, 8 -146, 4 -176 Z" fill="#6b3fa0"/>
  <path d="M-90 -198 H 90 C 66 -150, 34 -142, 0 -154 C -34 -142, -66 -150, -90 -198 Z" fill="#7d52b3"/>
  <path d="M-60 -176 C -40 -160, -20 -158, 0 -164 C 20 -158, 40 -160, 60 -176" stroke="#54307f" stroke-width="4" fill="none"/>
</g>
${stones}${grass}`,
    { defs },
  );
}

/** Easter morning: sunrise over the garden, the stone rolled away from an empty tomb, lilies in bloom. */
function easter(): string {
  const rand = seeded(56);
  let rays = "";
  for (let i = 0; i < 14; i++) {
    const a = Math.PI + (i / 13) * Math.PI;
    const a2 = a + 0.08;
    rays += `<path d="M760 410 L ${(760 + Math.cos(a) * 900).toFixed(0)} ${(410 + Math.sin(a) * 900).toFixed(0)} L ${(760 + Math.cos(a2) * 900).toFixed(0)} ${(410 + Math.sin(a2) * 900).toFixed(0)} Z" fill="#fff6d8" opacity="0.22"/>`;
  }
  const lily = (x: number, y: number, s: number, flip = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s * flip} ${s})">
  <path d="M0 0 C 4 -60, 10 -120, 30 -180" stroke="#3f7d3a" stroke-width="6" fill="none"/>
  <path d="M2 -40 C -40 -70, -60 -60, -70 -40 C -40 -45, -20 -40, 2 -30 Z M6 -90 C 40 -120, 70 -118, 84 -100 C 50 -98, 30 -90, 8 -80 Z" fill="#4e944a"/>
  <g transform="translate(30 -180) rotate(35)"><path d="M0 0 L 18 -70 Q 0 -86 -18 -70 Z" fill="#fbfbf7"/><path d="M0 0 L -6 -72 L -40 -92 Q -20 -60 0 0 Z M0 0 L 6 -72 L 40 -92 Q 20 -60 0 0 Z" fill="#ffffff"/><path d="M0 -10 L 0 -70" stroke="#e6d98a" stroke-width="3"/><circle cx="0" cy="-72" r="4" fill="#e0a526"/></g>
  <g transform="translate(10 -120) rotate(-40) scale(0.8)"><path d="M0 0 L 18 -70 Q 0 -86 -18 -70 Z" fill="#f4f4ee"/><path d="M0 0 L -6 -72 L -40 -92 Q -20 -60 0 0 Z M0 0 L 6 -72 L 40 -92 Q 20 -60 0 0 Z" fill="#fdfdfb"/><circle cx="0" cy="-72" r="4" fill="#e0a526"/></g>
</g>`;
  const defs = linear("easter-sky", ["#9fd0ef", "#d9ecf4", "#ffe7bf", "#ffc98a"]) + glowGradient("sunrise", "#fff1c1", 0.95) + linear("rock", ["#aaa59b", "#7d786f"]);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#easter-sky)"/>
${rays}
${glow(760, 410, 300, "sunrise")}
<circle cx="760" cy="410" r="74" fill="#fff4cf"/>
${hills(380, 26, 2, "#a9cf8f", 0.8)}
<g fill="#6d8a5f"><path d="M1010 352 h6 v-44 h-6z M998 320 h30 v5 h-30z"/><path d="M1050 346 h6 v-56 h-6z M1036 304 h34 v6 h-34z"/><path d="M1090 352 h6 v-44 h-6z M1078 320 h30 v5 h-30z"/></g>
${hills(430, 20, 3, "#86bb73", 2.4)}
<path d="M0 470 Q 300 430 560 470 T ${W} 460 V ${H} H 0 Z" fill="#5f9d56"/>
<path d="M120 520 C 120 330, 250 260, 380 270 C 500 280, 560 380, 560 520 Z" fill="url(#rock)"/>
<path d="M200 300 C 260 270, 330 262, 380 270" stroke="#c5c0b5" stroke-width="8" fill="none" opacity="0.6"/>
<path d="M270 520 V 430 a62 66 0 0 1 124 0 V 520 Z" fill="#2e2a25"/>
<ellipse cx="332" cy="520" rx="80" ry="10" fill="#4a4540" opacity="0.5"/>
<circle cx="500" cy="462" r="74" fill="#b8b3a9"/>
<circle cx="500" cy="462" r="56" fill="none" stroke="#9c978d" stroke-width="6"/>
<ellipse cx="520" cy="538" rx="90" ry="10" fill="#3f6f3a" opacity="0.5"/>
${scatter(rand, 40, { y: 540, h: 130, r: [2, 4], fill: "#ffe28a", opacity: [0.6, 1] })}
${scatter(rand, 30, { y: 540, h: 130, r: [2, 4], fill: "#f7a8c4", opacity: [0.6, 1] })}
${lily(90, H, 1.3)}${lily(200, H + 10, 1)}${lily(1080, H, 1.35, -1)}${lily(960, H + 20, 1.05, -1)}`,
    { defs },
  );
}

/** Thanksgiving: a harvest table outdoors in autumn, with the church on the hill behind. */
function thanksgiving(): string {
  const rand = seeded(77);
  let leaves = "";
  for (let i = 0; i < 30; i++) {
    const x = rand() * W;
    const y = rand() * 380;
    const c = ["#d9480f", "#f08c00", "#c92a2a", "#e8a33d"][i % 4];
    leaves += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="9" ry="4.5" transform="rotate(${(rand() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${c}"/>`;
  }
  const pumpkin = (x: number, y: number, s: number, color = "#e8590c") =>
    `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="-26" cy="0" rx="34" ry="40" fill="${color}"/><ellipse cx="26" cy="0" rx="34" ry="40" fill="${color}"/><ellipse cx="0" cy="0" rx="30" ry="42" fill="#f76707"/><path d="M0 -40 q 4 -18 14 -22" stroke="#5c3d1e" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M-26 -38 q -8 38 0 76 M26 -38 q 8 38 0 76" stroke="#c2410c" stroke-width="3" fill="none" opacity="0.6"/></g>`;
  const apple = (x: number, y: number, c: string) => `<circle cx="${x}" cy="${y}" r="17" fill="${c}"/><path d="M${x} ${y - 16} l3 -9" stroke="#5c3d1e" stroke-width="3"/>`;
  const sheaf = (x: number, tie: number) => {
    let out = "";
    for (let a = -24; a <= 24; a += 8) {
      let grains = "";
      for (let i = 0; i < 6; i++) grains += `<ellipse cx="${-5 + (i % 2) * 10}" cy="${-120 - i * 11}" rx="5" ry="10" fill="#e9b949"/>`;
      out += `<g transform="translate(${x} ${tie}) rotate(${a})"><path d="M0 0 V -120" stroke="#c99a2e" stroke-width="4"/>${grains}</g>`;
      out += `<path d="M${x} ${tie} l ${(-a * 1.2).toFixed(0)} 56" stroke="#b8862a" stroke-width="4"/>`;
    }
    return `${out}<rect x="${x - 16}" y="${tie - 6}" width="32" height="12" rx="3" fill="#c0392b"/>`;
  };
  const defs = linear("tg-sky", ["#f7c98b", "#fde3bd", "#fff4e2"]) + linear("cloth", ["#fdfaf3", "#e9e1cf"]) + linear("pie", ["#d9a05b", "#b97a36"]);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#tg-sky)"/>
<circle cx="200" cy="140" r="60" fill="#fff1cf" opacity="0.9"/>
${hills(300, 30, 2, "#d9a54a", 0.3)}
${church(820, 300, 0.42, { wall: "#fbf6ec", roof: "#7b4b2a", window: "#8aa1bf" })}
${hills(350, 20, 3, "#c07a2c", 1.7)}
${roundTree(120, 370, 150, ["#d9480f", "#f08c00", "#e8590c"])}${roundTree(330, 360, 110, ["#f59f00", "#e67700", "#fab005"])}
${roundTree(1030, 372, 160, ["#c92a2a", "#e8590c", "#d9480f"])}${roundTree(620, 356, 90, ["#e67700", "#f08c00", "#f59f00"])}
<path d="M0 380 Q 400 350 800 380 T ${W} 370 V ${H} H 0 Z" fill="#a8652a"/>
${leaves}
<path d="M60 470 H 1140 L 1200 ${H} H 0 Z" fill="url(#cloth)"/>
<path d="M60 470 H 1140 V 486 H 60 Z" fill="#c0392b" opacity="0.85"/>
${sheaf(180, 520)}
${pumpkin(330, 545, 1)}${pumpkin(430, 580, 0.7, "#f59f00")}
<ellipse cx="600" cy="585" rx="120" ry="34" fill="#d0c6b0"/>
<ellipse cx="600" cy="570" rx="106" ry="30" fill="url(#pie)"/>
<path d="M520 560 L 680 585 M540 550 L 690 570 M510 575 L 650 598 M560 546 L 520 594 M610 544 L 570 598 M660 552 L 630 598" stroke="#f2c98a" stroke-width="7" stroke-linecap="round"/>
<path d="M780 580 q 80 -80 170 0 z" fill="#c68642"/><path d="M800 560 q 60 -28 120 0" stroke="#a0672c" stroke-width="4" fill="none"/>
<path d="M980 540 h160 l-20 70 h-120 z" fill="#8b5a2b"/><path d="M980 540 h160" stroke="#6e4420" stroke-width="8"/>
${apple(1010, 530, "#c92a2a")}${apple(1045, 522, "#e03131")}${apple(1080, 530, "#f59f00")}${apple(1112, 526, "#c92a2a")}${apple(1060, 505, "#e8590c")}`,
    { defs },
  );
}

export const holidayScenes = { advent, "christmas-eve": christmasEve, lent, easter, thanksgiving } as const;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, draw] of Object.entries(holidayScenes)) {
    const written = await writeWebp(draw(), path.join(publicDir, "images", "holidays", `${name}.webp`), { widths: [W, 640], quality: 80 });
    console.log(written.join("\n"));
  }
}

