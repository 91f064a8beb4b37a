import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type/node';
import { parseBuffer, parseFile } from 'music-metadata';
import { minimumSampleMp4Bytes, sampleMp4Buffer, writeSampleMp4 } from '../../src/testing/sample-mp4.js';

// The synthetic MP4 of tests, e2e and the benchmark: what file-type and music-metadata (the server's checks) read.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-sample-mp4-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sampleMp4Buffer', () => {
  it('is an MP4 of exactly the size asked, stating the duration asked', async () => {
    const bytes = sampleMp4Buffer({ seconds: 88.5, bytes: 10_000 });
    expect(bytes.length).toBe(10_000);
    expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'mp4', mime: 'video/mp4' });
    const { format } = await parseBuffer(bytes, { mimeType: 'video/mp4' });
    expect(format.duration).toBe(88.5);
    expect(format.hasVideo).toBe(true);
  });

  it('without sound states the length in its video track only', async () => {
    const { format } = await parseBuffer(sampleMp4Buffer({ seconds: 30, bytes: 4096, audio: false }), { mimeType: 'video/mp4' });
    expect(format.duration).toBeUndefined();
    expect(format.trackInfo.map((track) => track.duration)).toEqual([30]);
  });

  it('refuses sizes it cannot make', () => {
    const smallest = minimumSampleMp4Bytes({ seconds: 1, bytes: 0 });
    expect(sampleMp4Buffer({ seconds: 1, bytes: smallest })).toHaveLength(smallest);
    expect(() => sampleMp4Buffer({ seconds: 1, bytes: smallest - 1 })).toThrow(RangeError);
    expect(() => sampleMp4Buffer({ seconds: 1, bytes: 65 * 1024 * 1024 })).toThrow(/writeSampleMp4/);
    expect(() => sampleMp4Buffer({ seconds: 0, bytes: 4096 })).toThrow(RangeError);
  });
});

describe('writeSampleMp4', () => {
  it('streams a file of the size asked (here 5 MiB and 3 bytes), read back as the duration asked', async () => {
    const path = join(dir, 'film.mp4');
    const bytes = 5 * 1024 * 1024 + 3;
    await writeSampleMp4(path, { seconds: 120, bytes, fill: 'pattern' });
    expect((await stat(path)).size).toBe(bytes);
    expect(await fileTypeFromFile(path)).toEqual({ ext: 'mp4', mime: 'video/mp4' });
    expect((await parseFile(path)).format.duration).toBe(120);
  });

  it('never overwrites a file', async () => {
    const path = join(dir, 'once.mp4');
    await writeSampleMp4(path, { seconds: 1, bytes: 4096 });
    await expect(writeSampleMp4(path, { seconds: 1, bytes: 4096 })).rejects.toThrow(/EEXIST/);
  });
});
