import path from "node:path";
import { type Plugin, build } from "vite";
import { serverStaysOnServer } from "./vite.layers.ts";

/** The one browser entry of the public pages (docs/decisions/0004-public-pages-without-hydration.md). */
export const ISLANDS_ENTRY = "app/islands/main.ts";

const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Builds the public pages' small scripts ("islands", plain TypeScript, no React) and tells the server
 * render their address through `import src from "virtual:islands"`.
 *
 * - In development (and under Vitest) the address is the source file, which Vite serves itself.
 * - In `react-router build`, once the client build has written build/client, a second small Vite build
 *   bundles the entry into build/client/assets/islands-[hash].js (with its own lazily loaded chunks:
 *   the captcha widget, the form schemas). The server build, which React Router runs after the client
 *   build, then gets that hashed address baked in: no manifest is read at run time.
 */
export function islands({ entry = ISLANDS_ENTRY }: { entry?: string } = {}): Plugin {
  let root = process.cwd();
  let outDir = "build/client";
  let base = "/";
  let serving = true;
  let builtSrc: string | undefined;

  return {
    name: "steeple-islands",
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === "serve";
      outDir = path.resolve(root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export default ${JSON.stringify(`${base}${entry}`)};`;
      if (!builtSrc) throw new Error(`${VIRTUAL_ID} was imported before the client build finished (only server code may import it)`);
      return `export default ${JSON.stringify(builtSrc)};`;
    },
    async writeBundle() {
      if (this.environment.name !== "client") return;
      const output = await build({
        configFile: false,
        root,
        base,
        publicDir: false,
        logLevel: "warn",
        plugins: [serverStaysOnServer({ serverDir: path.resolve(root, "server") })],
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          // No preload helper: the lazily loaded chunks have no dependencies of their own to preload.
          modulePreload: false,
          rolldownOptions: {
            input: { islands: path.resolve(root, entry) },
            output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
          },
        },
      });
      const outputs = Array.isArray(output) ? output : [output];
      const chunk = outputs.flatMap((o) => ("output" in o ? o.output : [])).find((file) => file.type === "chunk" && file.isEntry);
      if (!chunk) throw new Error(`the islands build of ${entry} produced no entry chunk`);
      builtSrc = `${base}${chunk.fileName}`;
    },
  };
}
