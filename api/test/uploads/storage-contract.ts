import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { UploadMeter } from '../../src/uploads/meter.js';
import type { UploadStorage } from '../../src/uploads/storage.js';

// What every UploadStorage must do, the same on disk and in an object store: each implementation's test file
// runs these with its own setup, then adds what only it has (file modes, object names, parts sent).

export interface StorageUnderTest {
  storage: UploadStorage;
  /** The ids of the temporaries the store holds now. */
  temporaries(): Promise<string[]>;
  /** The keys of the committed objects the store holds now. */
  committed(): Promise<string[]>;
  /** Releases what the setup made (folders, buckets, connections). */
  teardown(): Promise<void>;
}

export const bytes = (...chunks: (string | Buffer)[]) =>
  Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)), { objectMode: false });

export const failing = () =>
  new Readable({
    read() {
      this.push(Buffer.from('part of a file'));
      this.destroy(new Error('client went away'));
    },
  });

const MiB = 1024 * 1024;

const exists = (path: string) => access(path).then(() => true, () => false);

export function storageContract(name: string, setup: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the storage contract`, () => {
    let under: StorageUnderTest;
    let storage: UploadStorage;
    let local: string;

    beforeEach(async () => {
      under = await setup();
      storage = under.storage;
      local = await mkdtemp(join(tmpdir(), 'portal-storage-local-'));
    });

    afterEach(async () => {
      await under.teardown();
      await rm(local, { recursive: true, force: true });
    });

    const nothingLeft = async () => {
      expect(await under.temporaries()).toEqual([]);
      expect(await under.committed()).toEqual([]);
    };

    it('writes a temporary, then commits it under its key', async () => {
      const temp = await storage.writeTemp(bytes('hello ', 'world'));
      expect(temp.size).toBe(11);
      expect(temp.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await text(storage.readTemp(temp))).toBe('hello world');
      expect(await under.temporaries()).toEqual([temp.id]);
      expect(await under.committed()).toEqual([]);
      await storage.commit(temp, 'abc.txt');
      expect(await under.temporaries()).toEqual([]);
      expect(await under.committed()).toEqual(['abc.txt']);
      const opened = await storage.open('abc.txt');
      expect(await text(opened?.stream ?? Readable.from([]))).toBe('hello world');
      // Discarding a committed temporary is a no-op.
      await storage.discard(temp);
      expect(await under.committed()).toEqual(['abc.txt']);
    });

    it('writes an empty file', async () => {
      const temp = await storage.writeTemp(bytes());
      expect(temp.size).toBe(0);
      await storage.commit(temp, 'empty.txt');
      expect(await storage.open('empty.txt', true)).toEqual({ size: 0 });
    });

    it('streams a file of several parts through unchanged', async () => {
      const content = randomBytes(11 * MiB);
      const chunks = Array.from({ length: 11 }, (_, i) => content.subarray(i * MiB, (i + 1) * MiB));
      const temp = await storage.writeTemp(bytes(...chunks));
      expect(temp.size).toBe(content.length);
      await storage.commit(temp, 'big.bin');
      const opened = await storage.open('big.bin');
      expect(opened?.size).toBe(content.length);
      expect((await buffer(opened?.stream ?? Readable.from([]))).equals(content)).toBe(true);
    });

    it('removes a discarded temporary: it can no longer be read or committed', async () => {
      const temp = await storage.writeTemp(bytes('short-lived'));
      await storage.discard(temp);
      await storage.discard(temp);
      await expect(text(storage.readTemp(temp))).rejects.toThrow();
      await expect(storage.commit(temp, 'late.txt')).rejects.toThrow();
      await nothingLeft();
    });

    it('removes the temporary when the source fails', async () => {
      await expect(storage.writeTemp(failing())).rejects.toThrow('client went away');
      await nothingLeft();
    });

    it('removes the temporary when the stream through fails, with the error of the stream', async () => {
      const meter = new UploadMeter(5, () => new Error('too large'), async () => undefined);
      await expect(storage.writeTemp(bytes('0123', '4567'), meter)).rejects.toThrow('too large');
      await nothingLeft();
    });

    it('removes the temporary when the stream fails after several parts went out', async () => {
      const meter = new UploadMeter(7 * MiB, () => new Error('too large'), async () => undefined);
      const chunks = Array.from({ length: 11 }, () => randomBytes(MiB));
      await expect(storage.writeTemp(bytes(...chunks), meter)).rejects.toThrow('too large');
      await nothingLeft();
    });

    it('leaves nothing behind when the stream fails at its first byte, again and again', async () => {
      for (let i = 0; i < 40; i += 1) {
        const meter = new UploadMeter(0, () => new Error('too large'), async () => undefined);
        await expect(storage.writeTemp(bytes('x'), meter)).rejects.toThrow('too large');
      }
      await nothingLeft();
    });

    it('opens a committed object with its size, or says it is missing', async () => {
      await storage.commit(await storage.writeTemp(bytes('content')), 'k.bin');
      const opened = await storage.open('k.bin');
      expect(opened?.size).toBe(7);
      expect(await text(opened?.stream ?? Readable.from([]))).toBe('content');
      expect(await storage.open('k.bin', true)).toEqual({ size: 7 });
      expect(await storage.open('gone.bin')).toBeUndefined();
      expect(await storage.open('gone.bin', true)).toBeUndefined();
      await storage.remove('k.bin');
      await storage.remove('k.bin');
      expect(await storage.open('k.bin')).toBeUndefined();
      await nothingLeft();
    });

    it('opens a range of a committed object with the whole size, or says it is missing', async () => {
      const content = randomBytes(3 * MiB + 5);
      await storage.commit(await storage.writeTemp(bytes(content)), 'film.mp4');
      const middle = await storage.openRange('film.mp4', MiB, 2 * MiB + 1);
      expect(middle?.size).toBe(content.length);
      expect((await buffer(middle?.stream ?? Readable.from([]))).equals(content.subarray(MiB, 2 * MiB + 2))).toBe(true);
      const last = await storage.openRange('film.mp4', content.length - 1, content.length - 1);
      expect((await buffer(last?.stream ?? Readable.from([]))).equals(content.subarray(-1))).toBe(true);
      expect(await storage.openRange('gone.mp4', 0, 1)).toBeUndefined();
      await expect(storage.openRange('../film.mp4', 0, 1)).rejects.toThrow('not an upload storage key');
    });

    it('imports a finished local file of several parts and removes the local copy', async () => {
      const content = randomBytes(12 * MiB);
      const path = join(local, 'finished-upload');
      await writeFile(path, content);
      await storage.importFile(path, 'work.mp4');
      expect(await exists(path)).toBe(false);
      expect(await under.committed()).toEqual(['work.mp4']);
      const opened = await storage.open('work.mp4');
      expect(opened?.size).toBe(content.length);
      expect((await buffer(opened?.stream ?? Readable.from([]))).equals(content)).toBe(true);
    });

    it('fails to import a local file that does not exist, creating nothing', async () => {
      await expect(storage.importFile(join(local, 'missing'), 'work.mp4')).rejects.toMatchObject({ code: 'ENOENT' });
      await nothingLeft();
    });

    it.each(['../escape.txt', 'a/b.txt', '.tmp-x', 'tmp/x.txt', 'x', '', 'a.b/c', 'a.PNG'])('refuses the key %p', async (key) => {
      const temp = await storage.writeTemp(bytes('x'));
      await expect(storage.commit(temp, key)).rejects.toThrow('not an upload storage key');
      await expect(storage.open(key)).rejects.toThrow('not an upload storage key');
      await expect(storage.open(key, true)).rejects.toThrow('not an upload storage key');
      await expect(storage.remove(key)).rejects.toThrow('not an upload storage key');
      const path = join(local, 'kept');
      await writeFile(path, 'kept');
      await expect(storage.importFile(path, key)).rejects.toThrow('not an upload storage key');
      expect(await exists(path)).toBe(true);
      expect(await under.committed()).toEqual([]);
    });
  });
}
