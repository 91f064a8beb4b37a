import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleMp4Buffer } from '../../src/testing/sample-mp4.js';
import type { AppError } from '../../src/lib/app-error.js';
import { checkFilmLength, filmSeconds, FILM_TOLERANCE_SECONDS, formatDuration } from '../../src/works/tus/duration.js';
import { mp4 as ftypOnlyMp4, pdf } from '../uploads/sample-files.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-duration-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

describe('filmSeconds', () => {
  it('reads a film with sound from format.duration and a silent one from its video track', async () => {
    expect(await filmSeconds(await file('sound.mp4', sampleMp4Buffer({ seconds: 61.25, bytes: 8192 })))).toBe(61.25);
    expect(await filmSeconds(await file('silent.mp4', sampleMp4Buffer({ seconds: 42, bytes: 8192, audio: false })))).toBe(42);
  });

  it('finds none in an MP4 without a movie box, in a PDF, or in a missing file', async () => {
    expect(await filmSeconds(await file('bare.mp4', ftypOnlyMp4('isom', 1024)))).toBeUndefined();
    expect(await filmSeconds(await file('doc.pdf', pdf()))).toBeUndefined();
    expect(await filmSeconds(join(dir, 'nothing.mp4'))).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it.each([
    [90, '1:30'],
    [102, '1:42'],
    [120, '2:00'],
    [59.6, '1:00'],
    [5, '0:05'],
    [3725, '62:05'],
  ])('%d s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('checkFilmLength', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as AppError;
    }
    throw new Error('not refused');
  };

  it(`accepts up to ${FILM_TOLERANCE_SECONDS} s over the limit, in ms`, () => {
    expect(checkFilmLength(90, 90)).toBe(90_000);
    expect(checkFilmLength(95, 90)).toBe(95_000);
    expect(checkFilmLength(600, undefined)).toBe(600_000);
  });

  it('refuses a film clearly too long, naming both lengths', () => {
    const error = refusal(() => checkFilmLength(95.6, 90));
    expect(error.statusCode).toBe(422);
    expect(error.localized('en')).toBe('The film runs 1:36; it must not be longer than 1:30');
  });

  it('refuses a film without a readable length', () => {
    const error = refusal(() => checkFilmLength(undefined, 90));
    expect([error.statusCode, error.messageKey]).toEqual([415, 'filmUnreadable']);
  });
});
