import { DatabaseSync } from "node:sqlite";

export type Lock = { release(): void };

const SQLITE_BUSY = 5;

/**
 * The handles of the locks this process holds. Garbage collection closes an unreferenced handle, and
 * closing it frees the lock: without this set, a lock whose holder kept no reference to it would end
 * at the next collection.
 */
const held = new Set<DatabaseSync>();

/**
 * An exclusive lock on `file`, or null when another process holds it. It lasts until `release()` or
 * until the process ends in any way: the operating system drops it, so a crash or `kill -9` leaves no
 * stale lock to clean up, and no pid can be mistaken for a live holder. It is SQLite's own file lock
 * (fcntl on Unix, LockFileEx on Windows) through Node's built-in node:sqlite; the file holds no data.
 * `waitMs` waits that long for the holder to let go.
 */
export function tryLock(file: string, { waitMs = 0 }: { waitMs?: number } = {}): Lock | null {
  const handle = new DatabaseSync(file, { timeout: waitMs });
  try {
    // An exclusive transaction that is never finished keeps SQLite's exclusive lock on the file.
    handle.exec("PRAGMA journal_mode = MEMORY; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE");
  } catch (error) {
    handle.close();
    if ((error as { errcode?: number }).errcode === SQLITE_BUSY) return null;
    throw error;
  }
  held.add(handle);
  return {
    release() {
      if (held.delete(handle)) handle.close();
    },
  };
}
