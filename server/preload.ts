/**
 * Preloaded by `npm start` and `npm run serve` (`--import`), before the server's modules load: two
 * things that take about a third off the server's start (docs/performance.md, issue 33).
 */
import module from "node:module";

// Node keeps the compiled code of each module (TypeScript already stripped) in a cache folder, so a
// restart does not compile some 800 modules again; a module whose text changed is compiled anew.
// NODE_COMPILE_CACHE names the folder (the systemd unit in the README uses its cache directory).
module.enableCompileCache?.();

// Node 24 reads the nearest package.json to learn each `.js` file's module type, and for every file
// of drizzle-orm it parses that package's 175 KB "exports" map again: about 0.8 s of CPU and 150 MB of
// garbage at start. Its files import each other by relative paths and are all ES modules ("type":
// "module"), so those imports are resolved here without the lookup.
const DRIZZLE = new URL(".", import.meta.resolve("drizzle-orm")).href;
module.registerHooks({
  resolve(specifier, context, nextResolve) {
    if (context.parentURL?.startsWith(DRIZZLE) && /^\.\.?\/.*\.js$/.test(specifier)) return { url: new URL(specifier, context.parentURL).href, format: "module", shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
