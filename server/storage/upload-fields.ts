import type { Outcome } from "../admin/outcome.ts";
import { type UploadKind, uploadMessages } from "../../shared/upload-rules.ts";
import { type Placed, type Uploads } from "./uploads.ts";
import { type UploadTarget, UploadError } from "./upload-places.ts";

/** The file endings the pipeline gives each kind (server/storage/sniff.ts decides them from the content). */
const ENDINGS: Record<UploadKind, readonly string[]> = {
  image: [".webp"],
  pdf: [".pdf"],
  video: [".mp4", ".webm", ".ogv"],
  audio: [".mp3", ".m4a"],
  artwork: [".jpg"],
  transcript: [".vtt", ".srt"],
};

/** One upload field of a form: its name (where a refusal is shown), what it takes and the token posted. */
export type FileField = { field: string; kind: UploadKind; token: string };

/** The files of one save, placed; `discard` takes them all away again (a write that failed). */
export type PlacedFiles = { names: Record<string, string>; discard: () => Promise<void> };

/**
 * Places the new files of a form at `target` before its database write, all or none. A token that
 * has expired, belongs to someone else or holds the wrong kind of file for its field is refused with
 * a message beside that field; nothing stays placed then.
 */
export async function placeFiles(
  uploads: Uploads,
  { fields, userId, target }: { fields: readonly FileField[]; userId: number; target: UploadTarget },
): Promise<{ ok: true; files: PlacedFiles } | { ok: false; outcome: Extract<Outcome<never>, { ok: false }> }> {
  const placed: Placed[] = [];
  const names: Record<string, string> = {};
  const discard = async () => {
    await Promise.all(placed.map((p) => p.discard()));
  };
  for (const { field, kind, token } of fields) {
    if (!token) continue;
    try {
      const file = await uploads.commit({ token, userId, target });
      placed.push(file);
      if (!ENDINGS[kind].some((ending) => file.fileName.endsWith(ending))) {
        await discard();
        return refusal(field, uploadMessages.wrongType[kind]);
      }
      names[field] = file.fileName;
    } catch (error) {
      await discard();
      if (error instanceof UploadError && error.status !== 500) return refusal(field, error.message);
      throw error;
    }
  }
  return { ok: true, files: { names, discard } };
}

function refusal(field: string, message: string) {
  return { ok: false as const, outcome: { ok: false as const, status: 400 as const, error: "Please correct the fields marked below.", fields: { [field]: message } } };
}

/** Removes files the database no longer names (replaced or removed ones), after the change committed. */
export async function removeFiles(uploads: Uploads, target: UploadTarget, fileNames: ReadonlyArray<string | null | undefined>) {
  for (const fileName of fileNames) {
    if (fileName && fileName.toLowerCase() !== "none") await uploads.remove({ target, fileName }).catch(() => undefined);
  }
}

/** A database write that names placed files: if it throws or is refused, the files go again. */
export async function writeWithFiles<T>(files: PlacedFiles, write: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  let outcome: Outcome<T>;
  try {
    outcome = await write();
  } catch (error) {
    await files.discard();
    throw error;
  }
  if (!outcome.ok) await files.discard();
  return outcome;
}
