import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { UploadMeter } from '../../src/uploads/meter.js';
import { createDiskStorage, sweepStaleTemps, uploadsDir, type UploadStorage } from '../../src/uploads/storage.js';
import { bytes, storageContract } from './storage-contract.js';

const TEMP = '.tmp-';

async function names(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

storageContract('disk storage', async () => {
  const root = await mkdtemp(join(tmpdir(), 'portal-storage-test-'));
  const dir = uploadsDir(root);
  return {
    storage: createDiskStorage(dir),
    temporaries: async () => (await names(dir)).filter((n) => n.startsWith(TEMP)).map((n) => n.slice(TEMP.length)),
    committed: async () => (await names(dir)).filter((n) => !n.startsWith(TEMP)).sort(),
    teardown: () => rm(root, { recursive: true, force: true }),
  };
});

describe('disk storage: files', () => {
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

  it('keeps temporaries and committed files private, in one folder', async () => {
    const temp = await storage.writeTemp(bytes('hello ', 'world'));
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const [name] = await readdir(dir);
    expect(name).toMatch(/^\.tmp-[A-Za-z0-9_-]{22}$/);
    expect((await stat(join(dir, name ?? ''))).mode & 0o777).toBe(0o600);
    await storage.commit(temp, 'abc.txt');
    expect(await readdir(dir)).toEqual(['abc.txt']);
    expect(await readFile(join(dir, 'abc.txt'), 'utf8')).toBe('hello world');
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
