import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { UploadMeter } from '../../src/uploads/meter.js';
import { createDiskStorage, sweepStaleTemps, uploadsDir, type UploadStorage } from '../../src/uploads/storage.js';

let root: string;
let dir: string;
let storage: UploadStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-storage-test-'));
  dir = uploadsDir(root);
  storage = createDiskStorage(dir);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const bytes = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c)), { objectMode: false });
const failing = () =>
  new Readable({
    read() {
      this.push(Buffer.from('part of a file'));
      this.destroy(new Error('client went away'));
    },
  });

describe('disk storage', () => {
  it('writes a private temporary, then commits it under its key', async () => {
    const temp = await storage.writeTemp(bytes('hello ', 'world'));
    expect(temp.size).toBe(11);
    expect(await text(storage.readTemp(temp))).toBe('hello world');
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const [name] = await readdir(dir);
    expect(name).toMatch(/^\.tmp-[A-Za-z0-9_-]{22}$/);
    expect((await stat(join(dir, name ?? ''))).mode & 0o777).toBe(0o600);
    await storage.commit(temp, 'abc.txt');
    expect(await readdir(dir)).toEqual(['abc.txt']);
    expect(await readFile(join(dir, 'abc.txt'), 'utf8')).toBe('hello world');
    // Discarding a committed temporary is a no-op.
    await storage.discard(temp);
    expect(await readdir(dir)).toEqual(['abc.txt']);
  });

  it('removes the temporary when the source fails', async () => {
    await expect(storage.writeTemp(failing())).rejects.toThrow('client went away');
    expect(await readdir(dir)).toEqual([]);
  });

  it('removes the temporary when the stream through fails', async () => {
    const meter = new UploadMeter(5, () => new Error('too large'), async () => undefined);
    await expect(storage.writeTemp(bytes('0123', '4567'), meter)).rejects.toThrow('too large');
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves no file behind when the stream fails at its first byte, again and again', async () => {
    for (let i = 0; i < 40; i += 1) {
      const meter = new UploadMeter(0, () => new Error('too large'), async () => undefined);
      await expect(storage.writeTemp(bytes('x'), meter)).rejects.toThrow('too large');
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it('opens a committed object with its size, or says it is missing', async () => {
    await storage.commit(await storage.writeTemp(bytes('content')), 'k.bin');
    const opened = await storage.open('k.bin');
    expect(opened?.size).toBe(7);
    expect(await text(opened?.stream ?? Readable.from([]))).toBe('content');
    expect(await storage.open('k.bin', true)).toEqual({ size: 7 });
    expect(await storage.open('gone.bin')).toBeUndefined();
    await storage.remove('k.bin');
    await storage.remove('k.bin');
    expect(await storage.open('k.bin')).toBeUndefined();
  });

  it.each(['../escape.txt', 'a/b.txt', '.tmp-x', 'x', '', 'a.b/c', 'a.PNG'])('refuses the key %p', async (key) => {
    const temp = await storage.writeTemp(bytes('x'));
    await expect(storage.commit(temp, key)).rejects.toThrow('not an upload storage key');
    await expect(storage.open(key)).rejects.toThrow('not an upload storage key');
    await expect(storage.remove(key)).rejects.toThrow('not an upload storage key');
  });

  it('sweeps temporaries older than the threshold only', async () => {
    const old = await storage.writeTemp(bytes('old'));
    await storage.writeTemp(bytes('new'));
    await storage.commit(await storage.writeTemp(bytes('kept')), 'kept.txt');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(join(dir, `.tmp-${old.id}`), dayAgo, dayAgo);
    await writeFile(join(dir, 'stray.txt'), 'not ours to judge');
    expect(await sweepStaleTemps(dir, 24 * 60 * 60 * 1000)).toBe(1);
    const left = await readdir(dir);
    expect(left).toHaveLength(3);
    expect(left).not.toContain(`.tmp-${old.id}`);
    expect(await sweepStaleTemps(join(root, 'missing'), 0)).toBe(0);
  });
});

describe('UploadMeter', () => {
  const run = async (chunks: Buffer[], max: number, verdict: (head: Uint8Array) => Error | undefined = () => undefined) => {
    const heads: number[] = [];
    const meter = new UploadMeter(max, () => new Error('too large'), async (head) => {
      heads.push(head.length);
      return verdict(head);
    });
    const out: Buffer[] = [];
    const sink = new Transform({ transform: (chunk: Buffer, _e, cb) => cb(null, chunk) });
    sink.on('data', (chunk: Buffer) => out.push(chunk));
    const { pipeline } = await import('node:stream/promises');
    await pipeline(Readable.from(chunks, { objectMode: false }), meter, sink);
    return { bytes: meter.bytes, heads, out: Buffer.concat(out) };
  };

  it('passes bytes through and checks the head once, when 4100 bytes have come', async () => {
    const chunks = [Buffer.alloc(3000, 1), Buffer.alloc(3000, 2), Buffer.alloc(3000, 3)];
    const result = await run(chunks, 10_000);
    expect(result.bytes).toBe(9000);
    expect(result.out).toEqual(Buffer.concat(chunks));
    expect(result.heads).toEqual([6000]);
  });

  it('checks the whole of a small file as its head', async () => {
    expect((await run([Buffer.from('tiny')], 100)).heads).toEqual([4]);
    expect((await run([], 100)).heads).toEqual([0]);
  });

  it('fails the moment the count passes the maximum', async () => {
    await expect(run([Buffer.alloc(50), Buffer.alloc(50)], 100)).resolves.toMatchObject({ bytes: 100 });
    await expect(run([Buffer.alloc(50), Buffer.alloc(51)], 100)).rejects.toThrow('too large');
  });

  it('fails when the head check says so', async () => {
    await expect(run([Buffer.alloc(5000)], 10_000, () => new Error('not accepted'))).rejects.toThrow('not accepted');
  });
});
