/**
 * After `react-router build`: writes .br and .gz copies of the browser assets, which the server sends
 * to browsers that accept them (serveStatic `precompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest|vtt)$/;

let count = 0;
function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size >= 512) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      count++;
    }
  }
}
walk(clientDir);
console.log(`compressed ${count} assets (brotli and gzip)`);
