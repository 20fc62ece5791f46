/**
 * Look at a page as a visitor would: `node scripts/screenshot.ts <url> <out.png> [width=1280] [--full]`.
 * Uses the system Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import { chromium } from "@playwright/test";

const [url, out, width = "1280"] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!url || !out) {
  console.error("usage: node scripts/screenshot.ts <url> <out.png> [width] [--full]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const problems: string[] = [];
page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
page.on("pageerror", (e) => problems.push(e.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.argv.includes("--full") });
await browser.close();
if (problems.length) console.log("browser errors:\n" + problems.join("\n"));
console.log(`saved ${out}`);
