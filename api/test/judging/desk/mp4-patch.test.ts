import { describe, expect, it } from '@jest/globals';
import { Readable } from 'node:stream';
import { mp4MetadataPatches, patchingStream, type ReadAt } from '../../../src/judging/blind/mp4.js';
import { mp4WithTitle } from './fixtures.js';

// The streaming patcher alone: a blanked box cut by every chunk boundary and every range start gives the same bytes.

const film = mp4WithTitle('CHUNKED TITLE', 'CHUNKED XMP');
const readAt: ReadAt = async (position, length) => film.subarray(position, position + length);

async function served(start: number, end: number, chunk: number): Promise<Buffer> {
  const patches = await mp4MetadataPatches(film.length, readAt);
  const parts: Buffer[] = [];
  for (let at = start; at <= end; at += chunk) parts.push(film.subarray(at, Math.min(at + chunk, end + 1)));
  const out: Buffer[] = [];
  for await (const part of Readable.from(parts).pipe(patchingStream(start, patches))) out.push(part as Buffer);
  return Buffer.concat(out);
}

describe('patchingStream', () => {
  it('blanks a box whatever chunks and ranges cut it', async () => {
    const whole = await served(0, film.length - 1, 64 * 1024);
    expect(whole.includes(Buffer.from('CHUNKED'))).toBe(false);
    const udta = film.indexOf('udta') - 4;
    for (const chunk of [1, 3, 7, 4096]) {
      expect((await served(0, film.length - 1, chunk)).equals(whole)).toBe(true);
      for (const start of [udta + 1, udta + 5, udta + 9, film.indexOf('CHUNKED XMP') + 3]) {
        expect((await served(start, film.length - 1, chunk)).equals(whole.subarray(start))).toBe(true);
      }
    }
  });
});
