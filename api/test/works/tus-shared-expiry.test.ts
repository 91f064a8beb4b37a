import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newTusId } from '../../src/works/tus/constants.js';
import { SharedFolderFileStore } from '../../src/works/tus/shared-file-store.js';

// Several API instances share TUS_DIR and each runs the expiry job (docs/adr/0050): when they run at once, every
// expired upload is removed once, counted by the instance that removed it, and no pass fails because another
// instance was faster. FileStore's own deleteExpired rejects in the slower instance.

const DAY = 24 * 60 * 60 * 1000;
let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'portal-tus-shared-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** An upload as FileStore leaves it: its bytes and its info, created `ageMs` ago, `offset` of `size` bytes received. */
async function upload(ageMs: number, { size = 100, offset = 10 } = {}): Promise<string> {
  const id = newTusId();
  await writeFile(join(directory, id), Buffer.alloc(offset));
  await writeFile(join(directory, `${id}.json`), JSON.stringify({ id, size, offset, metadata: {}, creation_date: new Date(Date.now() - ageMs).toISOString() }));
  return id;
}

it('three instances expiring at once remove each expired upload once, count it once, and keep the rest', async () => {
  const expired = await Promise.all(Array.from({ length: 40 }, () => upload(2 * DAY)));
  const fresh = await upload(60_000);
  const finished = await upload(2 * DAY, { size: 10, offset: 10 }); // finished: its file is being moved to storage
  const stores = Array.from({ length: 3 }, () => new SharedFolderFileStore({ directory, expirationPeriodInMilliseconds: DAY }));
  const counts = await Promise.all(stores.map((store) => store.deleteExpired()));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(expired.length);
  expect((await readdir(directory)).sort()).toEqual([fresh, `${fresh}.json`, finished, `${finished}.json`].sort());
  expect(await Promise.all(stores.map((store) => store.deleteExpired()))).toEqual([0, 0, 0]);
});
