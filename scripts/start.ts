/**
 * `npm start`: build when the build is missing or older than the sources, then serve.
 * Migrations and demo content are handled by the server itself at start.
 */
import cluster from "node:cluster";
import { buildIfStale } from "./build-if-stale.ts";

// The workers of WEB_CONCURRENCY start here too; the primary has built already.
if (cluster.isPrimary) buildIfStale();
await import("../server/main.ts");
