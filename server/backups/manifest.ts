/** What a backup archive says about itself (its manifest.json): read by backups, restores and the backup set's summaries. */
import type { TableDump } from "./tables.ts";

export const FORMAT = "steeple-backup-3";
export const MANIFEST = "manifest.json";

export type ArchivedFile = { key: string; sha256: string; size: number; modified: string };

export type Manifest = {
  format: typeof FORMAT;
  name: string;
  reason: "nightly" | "manual" | "upgrade" | "file";
  createdAt: string;
  /** The version of Steeple that made it (package.json) and the last migration of its schema. */
  steeple: string;
  schema: { tag: string; when: number };
  tables: TableDump;
  files: ArchivedFile[];
  /** Which backup key sealed the authenticator secrets (its SHA-256, cut short); absent when none are held. */
  backupKeyId?: string;
  /** The files are inside the archive (files/{sha256}) rather than in a backup set. */
  filesInside?: boolean;
};
