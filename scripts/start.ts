/**
 * `npm start`: build when the build is missing or older than the sources, then serve.
 * Migrations and demo content are handled by the server itself at start.
 */
import { buildIfStale } from "./build-if-stale.ts";

buildIfStale();
await import("../server/main.ts");
