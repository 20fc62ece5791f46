import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/** The database as every service queries it, on the embedded database and on PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
