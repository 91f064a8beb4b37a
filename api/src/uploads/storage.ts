import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, open as openFile, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newPublicId } from './names.js';

// Where uploaded files live. Behind this interface so an object store (S3) can replace the disk later:
// a file is first written as a temporary object, checked, then committed under its final key.

/** A file written but not yet committed. */
export interface TempObject {
  /**
   * A new public id (names.ts): the id the file keeps once committed (commit.ts). A start after a crash that came
   * between an upload's row and its move into place finds the row of a temporary by it and finishes the move.
   */
  readonly id: string;
  readonly size: number;
}

/** The storage key of the committed upload whose public id is `id`, or undefined when no such row is committed. */
export type CommittedKey = (id: string) => Promise<string | undefined>;

export interface UploadStorage {
  /** Streams `source` (through `through`, e.g. a byte meter) into a new temporary object; removes it again on any error. */
  writeTemp(source: Readable, through?: Transform): Promise<TempObject>;
  /** The bytes of a temporary object, for content checks. */
  readTemp(temp: TempObject): Readable;
  /** Moves a checked temporary object to its final key (durably: once it resolves, a power loss keeps it there). */
  commit(temp: TempObject, key: string): Promise<void>;
  /** Removes a temporary object; nothing happens when it is already gone (or committed). */
  discard(temp: TempObject): Promise<void>;
  /** Removes a committed object; nothing happens when it is already gone. */
  remove(key: string): Promise<void>;
  /** A committed object's size and, unless `headOnly`, its bytes; undefined when it does not exist. */
  open(key: string, headOnly?: boolean): Promise<{ size: number; stream?: Readable } | undefined>;
  /**
   * Bytes `start` to `end` (inclusive) of a committed object, with the whole object's size; undefined when it does not
   * exist. The caller fits the range to the size first (uploads/byte-range.ts): a <video> seeking in a 2 GB film.
   */
  openRange(key: string, start: number, end: number): Promise<{ size: number; stream: Readable } | undefined>;
  /**
   * Takes a finished local file (a completed tus upload) as the object `key`, and removes the local file.
   * On disk a rename when both are on one file system (no copy of 2 GB), a streamed copy otherwise.
   */
  importFile(localPath: string, key: string): Promise<void>;
}

/** The private uploads folder: never under a folder the server publishes. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

// Keys are single file names made by the upload route (`<public id>.<ext>`); temporary objects start
// with a dot, so no key can name one.
const keyShape = /^[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,10}$/;
const TEMP_PREFIX = '.tmp-';

export function isStorageKey(key: string): boolean {
  return keyShape.test(key);
}

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not an upload storage key: ${JSON.stringify(key)}`);
  return key;
}

const ignoreMissing = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

/** fsync of a folder: makes the names created in it (a rename) survive a power loss, not only their bytes. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await openFile(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Files in `<dir>`: temporaries as `.tmp-<random>`, committed ones as `<key>`, both in the same folder so commit is a rename. */
export function createDiskStorage(dir: string): UploadStorage {
  const tempPath = (temp: TempObject) => join(dir, `${TEMP_PREFIX}${temp.id}`);
  return {
    async writeTemp(source, through = new PassThrough()) {
      // Owner-only: the files are private to the server process.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const id = newPublicId();
      const path = join(dir, `${TEMP_PREFIX}${id}`);
      // The file is created here, before any byte flows: a write stream opening it by itself could finish
      // opening after a failed pipeline had already been answered and the unlink below had found nothing.
      const handle = await openFile(path, 'wx', 0o600);
      // flush: fsync before close, so the bytes are on disk before the file's row is committed (commit.ts).
      const sink = handle.createWriteStream({ flush: true });
      try {
        await pipeline(source, through, sink);
      } catch (error) {
        await unlink(path).catch(ignoreMissing);
        throw error;
      }
      return { id, size: sink.bytesWritten };
    },
    readTemp: (temp) => createReadStream(tempPath(temp)),
    async commit(temp, key) {
      const target = join(dir, checkedKey(key));
      try {
        await rename(tempPath(temp), target);
      } catch (error) {
        // Another instance's start finished this move already (finishInterruptedCommits): the file is in place.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !(await stat(target).catch(() => undefined))) throw error;
      }
      await syncFolder(dir);
    },
    discard: async (temp) => unlink(tempPath(temp)).catch(ignoreMissing),
    remove: async (key) => unlink(join(dir, checkedKey(key))).catch(ignoreMissing),
    async open(key, headOnly = false) {
      // Size and bytes from one open file: a file removed in between cannot fail the stream halfway.
      let handle;
      try {
        handle = await openFile(join(dir, checkedKey(key)), 'r');
      } catch (error) {
        ignoreMissing(error);
        return undefined;
      }
      const info = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!info.isFile() || headOnly) {
        await handle.close();
        return info.isFile() ? { size: info.size } : undefined;
      }
      return { size: info.size, stream: handle.createReadStream() };
    },
    async openRange(key, start, end) {
      let handle;
      try {
        handle = await openFile(join(dir, checkedKey(key)), 'r');
      } catch (error) {
        ignoreMissing(error);
        return undefined;
      }
      const info = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      return { size: info.size, stream: handle.createReadStream({ start, end }) };
    },
    async importFile(localPath, key) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const target = join(dir, checkedKey(key));
      try {
        await rename(localPath, target);
      } catch (error) {
        // TUS_DIR on another volume than the uploads folder: copy (the kernel's copy, no user-space buffer) to a
        // temporary, then rename, so a crash during the copy leaves a temporary (swept), never part of a file under
        // its key; then remove the original.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temp = join(dir, `${TEMP_PREFIX}${newPublicId()}`);
        try {
          await copyFile(localPath, temp, constants.COPYFILE_EXCL);
          await syncFile(temp);
          await rename(temp, target);
        } catch (copyError) {
          await unlink(temp).catch(ignoreMissing);
          throw copyError;
        }
        await unlink(localPath);
      }
      await syncFolder(dir);
    },
  };
}

async function syncFile(path: string): Promise<void> {
  const handle = await openFile(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Finishes the commits a crash interrupted: commit.ts commits an upload's rows before it moves the files into place,
 * so a temporary whose id is a committed row's public id is that row's file, and is moved under its key now. Run at
 * start, before the sweep of stale temporaries. Moves only: a temporary without a row may be an upload in progress in
 * another instance, and is left to the sweep. Resolves to how many files it moved.
 */
export async function finishInterruptedCommits(dir: string, committedKey: CommittedKey): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    ignoreMissing(error);
    return 0;
  }
  const storage = createDiskStorage(dir);
  let finished = 0;
  for (const name of names.filter((n) => n.startsWith(TEMP_PREFIX))) {
    const id = name.slice(TEMP_PREFIX.length);
    const key = await committedKey(id);
    if (key === undefined) continue;
    await storage.commit({ id, size: 0 }, key);
    finished += 1;
  }
  return finished;
}

/**
 * Deletes temporaries older than `olderThanMs`: what a process that died mid-upload left behind.
 * The age guard spares uploads in flight in another instance sharing the folder.
 */
export async function sweepStaleTemps(dir: string, olderThanMs: number, now: number = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    ignoreMissing(error);
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith(TEMP_PREFIX))) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > olderThanMs) {
      await unlink(path).catch(ignoreMissing);
      removed += 1;
    }
  }
  return removed;
}
