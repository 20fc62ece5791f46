import { tripFolder } from "../../shared/uploads.ts";
import type { FileStore } from "../storage/store.ts";
import { isStoredFileName, variantNames } from "../storage/upload-places.ts";

/** The files one stored picture name stands for, as the upload pipeline writes them. */
function variantPaths(fileName: string): string[] {
  if (!isStoredFileName(fileName)) throw new Error(`Not a stored file name: ${JSON.stringify(fileName)}`);
  return variantNames(fileName);
}

/**
 * Moves one trip's own pictures (and their variants) from the folder of its old location to the folder
 * of its new one, and returns how to move them back. Other trips that share either folder keep their
 * files: only the names given move. A name already taken in the new folder stops the move (and undoes
 * what was moved) rather than overwrite another trip's picture.
 */
export async function moveTripFiles({ store, from, to, fileNames }: { store: FileStore; from: string; to: string; fileNames: readonly string[] }) {
  const source = `mission-trips/${tripFolder(from)}`;
  const destination = `mission-trips/${tripFolder(to)}`;
  const done: Array<[string, string]> = [];
  const undo = async () => {
    for (const [a, b] of done.reverse()) await store.move(b, a).catch(() => undefined);
    done.length = 0;
  };
  if (source === destination || fileNames.length === 0) return { moved: 0, undo };
  try {
    for (const fileName of fileNames) {
      for (const relative of variantPaths(fileName)) {
        const a = `${source}/${relative}`;
        const b = `${destination}/${relative}`;
        if (!(await store.info(a))) continue;
        if (await store.info(b)) throw new Error(`A file named ${relative} is already in ${tripFolder(to)}`);
        await store.move(a, b);
        done.push([a, b]);
      }
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { moved: done.length, undo };
}
