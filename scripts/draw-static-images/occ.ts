/**
 * Operation Christmas Child pictures: the carousel banner (public/images/occ/banner.webp, 1200x675
 * and 640x360), and the story video's frames, poster and captions track.
 *
 *   node scripts/draw-static-images/occ.ts                  banner, poster and public/media/occ-story.vtt
 *   node scripts/draw-static-images/occ.ts --frames <dir>   also the video frames as PNG (occ-video.sh does this)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { occStory } from "../../app/content/occ-story.ts";
import { H, W, archWindow, church, giftBox, glow, glowGradient, hills, linear, person, publicDir, scatter, seeded, star, svgDoc, writeWebp } from "./draw.ts";

/** Each frame shows this long, and neighbouring frames cross-fade for FADE_SECONDS of it. */
export const FRAME_SECONDS = 3;
export const FADE_SECONDS = 0.6;

const palette = { red: "#c1121f", redLid: "#a4161a", green: "#2a7f62", greenLid: "#1f6650", blue: "#2f5d9a", blueLid: "#244a7c", gold: "#e9c46a" };

/** Shoeboxes wrapped and stacked in front of a globe, with a flight path arcing around it. */
export function occBanner(): string {
  const rand = seeded(5);
  let meridians = "";
  for (const rx of [60, 130, 190]) meridians += `<ellipse cx="600" cy="300" rx="${rx}" ry="230" fill="none" stroke="#5b8ac4" stroke-width="3" opacity="0.45"/>`;
  for (const y of [170, 235, 300, 365, 430]) {
    const half = Math.sqrt(Math.max(0, 230 ** 2 - (y - 300) ** 2));
    meridians += `<path d="M${(600 - half).toFixed(0)} ${y} H ${(600 + half).toFixed(0)}" stroke="#5b8ac4" stroke-width="3" opacity="0.45"/>`;
  }
  const defs =
    `<radialGradient id="banner-bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#2c5a94"/><stop offset="0.6" stop-color="#173a69"/><stop offset="1" stop-color="#0c1f3d"/></radialGradient>` +
    linear("globe", ["#2f6aa8", "#1d4b80"]) +
    linear("table", ["#8a5a36", "#5e3a20"]) +
    glowGradient("warm", "#ffd98a", 0.45);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#banner-bg)"/>
${scatter(rand, 90, { h: 420, r: [0.8, 2.4], opacity: [0.35, 0.95] })}
${star(170, 110, 30)}${star(1040, 90, 22)}${star(960, 230, 12)}${star(250, 260, 10)}
<circle cx="600" cy="300" r="230" fill="url(#globe)"/>
<path d="M520 140 c 40 -20 90 -10 110 20 c 20 30 -10 50 10 80 c 20 30 60 20 60 60 c 0 40 -50 60 -80 50 c -30 -10 -20 -50 -60 -60 c -40 -10 -80 10 -100 -20 c -20 -30 20 -50 20 -80 c 0 -20 20 -40 40 -50 z" fill="#3f8f6b" opacity="0.85"/>
<path d="M700 330 c 30 -10 60 10 60 40 c 0 30 -30 60 -60 50 c -20 -10 -30 -70 0 -90 z M430 300 c 20 0 40 20 30 50 c -10 20 -40 10 -45 -10 c -5 -20 0 -40 15 -40 z" fill="#3f8f6b" opacity="0.85"/>
${meridians}
<path d="M250 420 C 260 120, 900 40, 980 330" stroke="#f4e3b1" stroke-width="5" stroke-dasharray="4 16" stroke-linecap="round" fill="none"/>
<g transform="translate(980 330) rotate(100)"><path d="M0 -34 L 7 -8 L 34 6 L 34 14 L 7 8 L 5 26 L 14 34 L 14 40 L 0 35 L -14 40 L -14 34 L -5 26 L -7 8 L -34 14 L -34 6 L -7 -8 Z" fill="#fdfbf5"/></g>
${glow(600, 560, 420, "warm")}
<path d="M0 540 H ${W} V ${H} H 0 Z" fill="url(#table)"/>
<path d="M0 540 H ${W}" stroke="#a8744a" stroke-width="6"/>
${giftBox(250, 420, 230, 150, { body: palette.green, lid: palette.greenLid, ribbon: "#f2d479" })}
${giftBox(700, 410, 250, 160, { body: palette.blue, lid: palette.blueLid, ribbon: "#f2d479" })}
${giftBox(460, 300, 260, 170, { body: palette.red, lid: palette.redLid, ribbon: "#f2d479" })}
${giftBox(470, 470, 220, 120, { body: "#e76f51", lid: "#cf5b3f", ribbon: "#fdf3d0", bow: false })}
${giftBox(90, 480, 150, 100, { body: "#6d3fa0", lid: "#5a3287", ribbon: "#f2d479" })}
${giftBox(980, 470, 150, 110, { body: palette.red, lid: palette.redLid, ribbon: "#f2d479" })}`,
    { defs },
  );
}

/** A shoebox with its lid off, full of small gifts, seen from the front. */
function openBox(x: number, y: number, s: number, full: boolean): string {
  const items = full
    ? `<rect x="20" y="-54" width="14" height="70" rx="3" fill="#e63946" transform="rotate(-12 27 -19)"/><rect x="38" y="-60" width="14" height="76" rx="3" fill="#2a9d8f" transform="rotate(-4 45 -22)"/><rect x="56" y="-56" width="14" height="72" rx="3" fill="#f4a261" transform="rotate(6 63 -20)"/>
<circle cx="130" cy="-30" r="34" fill="#f1faee"/><path d="M96 -30 h68 M130 -64 v68" stroke="#1d3557" stroke-width="4"/>
<path d="M180 -40 q 10 -40 40 -30 l 20 40 q -30 10 -60 -10 z" fill="#457b9d"/><path d="M182 -40 l 56 -6" stroke="#f1faee" stroke-width="6"/>
<rect x="210" y="-70" width="60" height="76" rx="4" fill="#fffdf6" transform="rotate(10 240 -32)"/><path d="M240 -40 c -8 -12 -24 -4 -16 8 l 16 14 l 16 -14 c 8 -12 -8 -20 -16 -8 z" fill="#e63946" transform="rotate(10 240 -32)"/>
<circle cx="90" cy="-76" r="16" fill="#f0c9a0"/><path d="M74 -80 q 16 -24 32 0" fill="#8b5a2b"/><path d="M78 -62 h24 l8 50 h-40 z" fill="#f28482"/>`
    : "";
  return `<g transform="translate(${x} ${y}) scale(${s})">${items}
<path d="M0 0 H 300 V 130 H 0 Z" fill="${palette.red}"/>
<path d="M0 0 H 300 L 284 -16 H 16 Z" fill="#8d0f19"/>
<rect x="0" y="0" width="300" height="14" fill="#000" opacity="0.15"/>
<rect x="135" y="0" width="30" height="130" fill="${palette.gold}"/></g>`;
}

const kitchen = (body: string) => {
  const defs = linear("kitchen-wall", ["#fde8cc", "#f7d6ad"]) + linear("kitchen-table", ["#b07a4a", "#8a5a33"]) + glowGradient("lamp", "#fff3d1", 0.6);
  return svgDoc(
    `<rect width="${W}" height="${H}" fill="url(#kitchen-wall)"/>
${glow(900, 120, 380, "lamp")}
<rect x="820" y="70" width="270" height="230" rx="8" fill="#ffffff"/><rect x="836" y="86" width="238" height="198" fill="#9fd3f0"/>
<path d="M955 86 V 284 M836 185 H 1074" stroke="#ffffff" stroke-width="10"/>
<g clip-path="url(#win)">${hills(250, 12, 2, "#7fbf7f", 0.2)}</g>
<path d="M0 470 H ${W} V ${H} H 0 Z" fill="url(#kitchen-table)"/>
<path d="M0 470 H ${W}" stroke="#c48e5c" stroke-width="8"/>
${body}`,
    { defs: defs + `<clipPath id="win"><rect x="836" y="86" width="238" height="198"/></clipPath>` },
  );
};

type Frame = { caption: string; svg: string };

const line = (i: number) => occStory.lines[i]!;

/** The story told by the video, one frame and one caption at a time. */
export function storyFrames(): Frame[] {
  const rand = seeded(9);
  const ella = { skin: "#f3c9a5", hair: "#7a4a2a", shirt: "#2a7f62", long: true };
  const grandma = { skin: "#eec19a", hair: "#d9d4cc", shirt: "#6d3fa0" };
  const amani = { skin: "#8d5a3b", hair: "#1f1410", shirt: "#f4a261" };
  return [
    {
      caption: line(0),
      svg: kitchen(`${person(330, 480, 1.6, grandma)}${person(580, 480, 1.3, ella)}
${openBox(640, 520, 0.9, false)}
<rect x="930" y="520" width="190" height="40" fill="${palette.redLid}"/>
<rect x="180" y="560" width="16" height="90" rx="4" fill="#e63946" transform="rotate(-70 188 605)"/><rect x="200" y="590" width="16" height="90" rx="4" fill="#2a9d8f" transform="rotate(-60 208 635)"/>
<path d="M420 590 q 20 -10 40 0 v 40 q -20 10 -40 0 z" fill="#457b9d"/><circle cx="520" cy="610" r="26" fill="#f1faee"/>`),
    },
    {
      caption: line(1),
      svg: kitchen(`${openBox(330, 400, 1.8, true)}`),
    },
    {
      caption: line(2),
      svg: (() => {
        const defs = linear("sanctuary", ["#efe4d2", "#d9c7ab"]) + linear("glass", ["#2f5d9a", "#6d3fa0", "#c1121f"]) + glowGradient("altar-light", "#fff6d9", 0.7);
        let boxes = "";
        const colors: [string, string][] = [
          [palette.red, palette.redLid],
          [palette.green, palette.greenLid],
          [palette.blue, palette.blueLid],
          ["#e76f51", "#cf5b3f"],
          ["#6d3fa0", "#5a3287"],
        ];
        for (let row = 0; row < 3; row++) {
          for (let i = 0; i < 9 - row * 2; i++) {
            const [body, lid] = colors[(i + row * 2) % colors.length]!;
            boxes += giftBox(140 + row * 110 + i * 105, 560 - row * 70, 92, 62, { body, lid, bow: row === 2 });
          }
        }
        return svgDoc(
          `<rect width="${W}" height="${H}" fill="url(#sanctuary)"/>
${glow(600, 220, 420, "altar-light")}
${archWindow(170, 380, 120, 270, "url(#glass)")}${archWindow(910, 380, 120, 270, "url(#glass)")}
<path d="M230 380 V 110 M170 250 H 290 M970 380 V 110 M910 250 H 1030" stroke="#efe4d2" stroke-width="8"/>
<path d="M585 70 h30 v250 h-30 z M520 140 h160 v30 h-160 z" fill="#b8892f"/>
<rect x="380" y="380" width="440" height="120" fill="#f9f4ea"/><rect x="380" y="380" width="440" height="20" fill="#6d3fa0"/>
<path d="M0 500 H ${W} V ${H} H 0 Z" fill="#a23b3b"/><path d="M0 500 H ${W}" stroke="#7d2a2a" stroke-width="8"/>
${boxes}`,
          { defs },
        );
      })(),
    },
    {
      caption: line(3),
      svg: (() => {
        const defs = linear("sea-sky", ["#7cc0ea", "#cfeaf8"]) + linear("sea", ["#2f7fb8", "#1d5b8c"]);
        return svgDoc(
          `<rect width="${W}" height="${H}" fill="url(#sea-sky)"/>
<circle cx="1000" cy="120" r="56" fill="#fff2c2"/>
<g fill="#ffffff" opacity="0.9"><ellipse cx="240" cy="120" rx="90" ry="28"/><ellipse cx="300" cy="100" rx="60" ry="30"/><ellipse cx="720" cy="170" rx="110" ry="26"/><ellipse cx="780" cy="150" rx="60" ry="28"/></g>
<path d="M120 300 C 400 120, 800 120, 1100 260" stroke="#ffffff" stroke-width="6" stroke-dasharray="6 18" stroke-linecap="round" fill="none"/>
<g transform="translate(1100 262) rotate(118) scale(1.6)"><path d="M0 -34 L 7 -8 L 34 6 L 34 14 L 7 8 L 5 26 L 14 34 L 14 40 L 0 35 L -14 40 L -14 34 L -5 26 L -7 8 L -34 14 L -34 6 L -7 -8 Z" fill="#ffffff"/></g>
<path d="M0 420 H ${W} V ${H} H 0 Z" fill="url(#sea)"/>
${scatter(rand, 40, { y: 430, h: 240, r: [2, 5], fill: "#bfe3fa", opacity: [0.3, 0.7] })}
<path d="M300 470 H 820 L 770 560 H 350 Z" fill="#1d3557"/><rect x="380" y="430" width="80" height="40" fill="${palette.red}"/><rect x="470" y="430" width="80" height="40" fill="${palette.green}"/><rect x="560" y="430" width="80" height="40" fill="${palette.blue}"/><rect x="650" y="430" width="80" height="40" fill="#e76f51"/><rect x="430" y="390" width="80" height="40" fill="#e76f51"/><rect x="520" y="390" width="80" height="40" fill="${palette.red}"/><rect x="610" y="390" width="80" height="40" fill="${palette.green}"/>
<rect x="720" y="360" width="60" height="110" fill="#f1faee"/><rect x="734" y="376" width="14" height="14" fill="#1d3557"/><rect x="754" y="376" width="14" height="14" fill="#1d3557"/>`,
          { defs },
        );
      })(),
    },
    {
      caption: line(4),
      svg: (() => {
        const defs = linear("savanna-sky", ["#f7b267", "#fcd9a8", "#fff1dc"]);
        return svgDoc(
          `<rect width="${W}" height="${H}" fill="url(#savanna-sky)"/>
<circle cx="240" cy="170" r="70" fill="#fff4d6"/>
${hills(360, 20, 2, "#d9a066", 0.5)}
<g transform="translate(960 380)"><path d="M-8 0 V -150 M0 -110 L 60 -160 M-8 -120 L -70 -160" stroke="#5a3a24" stroke-width="14" stroke-linecap="round"/><ellipse cx="0" cy="-180" rx="170" ry="40" fill="#5f8a3a"/></g>
<g transform="translate(110 345)"><rect width="150" height="100" fill="#c98a5a"/><path d="M-20 0 L 75 -70 L 170 0 Z" fill="#8a5a33"/><rect x="55" y="40" width="40" height="60" fill="#5a3a24"/></g>
<path d="M0 440 Q 400 400 800 440 T ${W} 430 V ${H} H 0 Z" fill="#c9874a"/>
<circle cx="550" cy="316" r="26" fill="#1f1410"/><circle cx="650" cy="316" r="26" fill="#1f1410"/>
${person(600, 520, 1.5, amani)}
${openBox(470, 555, 0.85, true)}
<g transform="translate(790 430) rotate(-12)"><rect width="120" height="150" rx="6" fill="#fffdf6"/><path d="M60 60 c -12 -18 -36 -6 -24 12 l 24 22 l 24 -22 c 12 -18 -12 -30 -24 -12 z" fill="#e63946"/><path d="M20 110 h80 M20 126 h60" stroke="#8d99ae" stroke-width="5"/></g>`,
          { defs },
        );
      })(),
    },
    {
      caption: line(5),
      svg: (() => {
        const defs = linear("closing-sky", ["#0c1f3d", "#1d3d6e", "#35598f"]) + glowGradient("heart-glow", "#ffb3c1", 0.6) + glowGradient("window-warm", "#ffcf70", 0.45);
        return svgDoc(
          `<rect width="${W}" height="${H}" fill="url(#closing-sky)"/>
${scatter(rand, 120, { h: 450, r: [0.8, 2.4], opacity: [0.4, 1] })}
${glow(600, 200, 220, "heart-glow")}
<path d="M600 290 C 480 210, 470 120, 540 110 C 575 105, 595 130, 600 150 C 605 130, 625 105, 660 110 C 730 120, 720 210, 600 290 Z" fill="#e63946"/>
${hills(520, 18, 2, "#23406b", 1.1)}
${glow(600, 480, 200, "window-warm")}
${church(600, 600, 0.72, { wall: "#f3efe6", roof: "#3d4a63", window: "#ffd27a" })}
<path d="M0 590 Q 600 560 ${W} 590 V ${H} H 0 Z" fill="#1a2f52"/>
${giftBox(300, 560, 110, 74, { body: palette.red, lid: palette.redLid })}${giftBox(790, 560, 110, 74, { body: palette.green, lid: palette.greenLid })}`,
          { defs },
        );
      })(),
    },
  ];
}

/** WebVTT time, "00:00:02.100". */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${s.toFixed(3).padStart(6, "0")}`;
}

/**
 * The captions track for frames shown `frame` seconds each with `fade`-second cross-fades: each
 * caption changes in the middle of its fade, and the last one runs to the end of the video.
 */
export function captionsVtt(captions: readonly string[], frame = FRAME_SECONDS, fade = FADE_SECONDS): string {
  const step = frame - fade;
  const total = captions.length * frame - (captions.length - 1) * fade;
  const cues = captions.map((text, i) => {
    const start = i === 0 ? 0 : i * step + fade / 2;
    const end = i === captions.length - 1 ? total : (i + 1) * step + fade / 2;
    return `${i + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log((await writeWebp(occBanner(), path.join(publicDir, "images", "occ", "banner.webp"), { widths: [W, 640], quality: 80 })).join("\n"));
  const frames = storyFrames();
  const media = path.join(publicDir, "media");
  mkdirSync(media, { recursive: true });
  writeFileSync(path.join(media, "occ-story.vtt"), captionsVtt(frames.map((f) => f.caption)));
  console.log((await writeWebp(frames[0]!.svg, path.join(media, "occ-story-poster.webp"), { widths: [960], quality: 78, maxBytes: 40_000 })).join("\n"));
  const at = process.argv.indexOf("--frames");
  if (at > 0) {
    const dir = path.resolve(process.argv[at + 1] ?? "frames");
    mkdirSync(dir, { recursive: true });
    for (const [i, frame] of frames.entries()) {
      await sharp(Buffer.from(frame.svg), { density: 72 * (1920 / W) }).resize(1920, 1080).png().toFile(path.join(dir, `${String(i + 1).padStart(2, "0")}.png`));
    }
    console.log(`FRAMES=${frames.length} SECONDS=${FRAME_SECONDS} FADE=${FADE_SECONDS}`);
  }
}

