/**
 * The server entry's first import. Libraries pick their build from NODE_ENV when they first load: with
 * it unset, React renders pages with its development build, about twice as slow. So
 * an unset NODE_ENV means production here (development with `--dev`), before any of them loads; a
 * NODE_ENV the operator set is kept.
 */
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
