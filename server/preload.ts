/**
 * Preloaded by `npm start` and `npm run serve` (`--import`), before the server's modules load: two
 * things that take about a third off the server's start (docs/performance.md, issue 33).
 */
import module from "node:module";

// Node keeps the compiled code of each module (TypeScript already stripped) in a cache folder, so a
// restart does not compile some 800 modules again; a module whose text changed is compiled anew.
// NODE_COMPILE_CACHE names the folder (the systemd unit in the README uses its cache directory).
module.enableCompileCache?.();

// Node 24 parses drizzle-orm's 175 KB package.json again for each of its files (to learn the file's
// module type) and for each of our files that imports it (to read its "exports"): about 1 s of CPU and
// 150 MB of garbage at start. Its files import each other by relative paths and are all ES modules
// ("type": "module"), and its entry points resolve the same from every file of ours, so both are
// answered here once.
const DRIZZLE = new URL(".", import.meta.resolve("drizzle-orm")).href;
const OURS = new URL("../", import.meta.url).href;
const entryPoints = new Map<string, module.ResolveFnOutput>();
module.registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL ?? "";
    if (parent.startsWith(DRIZZLE) && /^\.\.?\/.*\.js$/.test(specifier)) return { url: new URL(specifier, parent).href, format: "module", shortCircuit: true };
    if (!/^drizzle-orm(\/|$)/.test(specifier) || !parent.startsWith(OURS) || parent.includes("/node_modules/")) return nextResolve(specifier, context);
    const key = `${specifier} ${context.conditions?.join(",")}`;
    const found = entryPoints.get(key);
    if (found) return { ...found, shortCircuit: true };
    const resolved = nextResolve(specifier, context);
    entryPoints.set(key, resolved);
    return resolved;
  },
});
