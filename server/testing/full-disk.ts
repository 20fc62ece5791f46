import { copyFile, mkdir, stat, truncate, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStore } from "../storage/store.ts";

const diskFull = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });

/**
 * A disk store with room for `bytes` more bytes, as a full disk behaves: a write that does not fit
 * leaves the part that did at its place and fails with ENOSPC. (Filling a real disk needs a mount,
 * which a test cannot make.)
 */
export function diskWithRoomFor(store: FileStore, bytes: number): FileStore {
  let left = bytes;
  async function fits(key: string, size: number, write: (target: string) => Promise<void>) {
    if (size <= left) {
      left -= size;
      return;
    }
    const target = path.join(store.root!, ...key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await write(target);
    await truncate(target, left);
    left = 0;
    throw diskFull();
  }
  return {
    ...store,
    async putFile(key, file) {
      await fits(key, (await stat(file)).size, (target) => copyFile(file, target));
      await store.putFile(key, file);
    },
    async write(key, data) {
      await fits(key, data.length, (target) => writeFile(target, data));
      await store.write(key, data);
    },
  };
}
