import { access, mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { tripFolder } from "../../shared/uploads.ts";
import { isStoredFileName, variantNames } from "../storage/uploads.ts";

/** The files one stored picture name stands for, as the upload pipeline writes them. */
function variantPaths(fileName: string): string[] {
  if (!isStoredFileName(fileName)) throw new Error(`Not a stored file name: ${JSON.stringify(fileName)}`);
  return variantNames(fileName);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Moves one trip's own pictures (and their variants) from the folder of its old location to the folder
 * of its new one, and returns how to move them back. Other trips that share either folder keep their
 * files: only the names given move. A name already taken in the new folder stops the move (and undoes
 * what was moved) rather than overwrite another trip's picture.
 */
export async function moveTripFiles({ uploadsDir, from, to, fileNames }: { uploadsDir: string; from: string; to: string; fileNames: readonly string[] }) {
  const base = path.join(path.resolve(uploadsDir), "mission-trips");
  const source = path.join(base, tripFolder(from));
  const destination = path.join(base, tripFolder(to));
  const done: Array<[string, string]> = [];
  const undo = async () => {
    for (const [a, b] of done.reverse()) await rename(b, a).catch(() => undefined);
    done.length = 0;
  };
  if (source === destination || fileNames.length === 0) return { moved: 0, undo };
  try {
    await mkdir(path.join(destination, "thumbnails"), { recursive: true });
    for (const fileName of fileNames) {
      for (const relative of variantPaths(fileName)) {
        const a = path.join(source, relative);
        const b = path.join(destination, relative);
        if (!(await exists(a))) continue;
        if (await exists(b)) throw new Error(`A file named ${relative} is already in ${tripFolder(to)}`);
        await rename(a, b);
        done.push([a, b]);
      }
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { moved: done.length, undo };
}
