import path from "node:path";
import type { Plugin } from "vite";

/**
 * Layers run one way (docs/decisions/0006-one-way-layers.md): nothing under server/ may reach a
 * browser bundle. React Router already refuses `*.server.ts` modules there; this plugin refuses every
 * module of the server/ folder, so a value imported by mistake fails the build (a step of `npm test`)
 * and names the file that brought it in. Type-only imports are erased before this runs.
 */
export function serverStaysOnServer({ serverDir = path.resolve("server") }: { serverDir?: string } = {}): Plugin {
  const inside = (file: string) => file.startsWith(serverDir + path.sep);
  return {
    name: "steeple-server-stays-on-server",
    // Before React Router's own resolvers, which answer first and would hide the import from us.
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith(".")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && inside(resolved.id.split("?")[0]!)) {
        const from = (file: string) => path.relative(process.cwd(), file.split("?")[0]!);
        this.error(
          `${from(importer)} imports ${from(resolved.id)}: server code must not reach the browser. Import only a type, move a rule both sides need to shared/, or reach the service through the router context.`,
        );
      }
      return resolved;
    },
  };
}
