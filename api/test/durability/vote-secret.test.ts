import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resolveVoteSecret, voteSecretFile } from '../../src/votes/secret.js';

// The generated vote secret across a crash (issue 14). It used to be created, then written: a kill in between left
// an empty file, which the next start read back as the HMAC key of every voter's contact (an empty key). It is now
// written whole under a name of its own and linked into place; a file that is not whole stops the start.

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vote-secret-crash-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the generated vote secret', () => {
  it.each([
    ['empty', ''],
    ['cut short', '3f9a0c1e\n'],
  ])('is refused with a clear message when the file is %s, never used as the key', async (_case, content) => {
    await mkdir(dirname(voteSecretFile(dir)), { recursive: true });
    await writeFile(voteSecretFile(dir), content);
    expect(() => resolveVoteSecret(undefined, dir)).toThrow(/holds no whole vote secret .*restore it, or delete it if no vote was cast with it/);
    // Left as it is, for the operator to decide.
    expect(await readFile(voteSecretFile(dir), 'utf8')).toBe(content);
  });

  it('appears whole, private, and alone in its folder; later starts read the same key', async () => {
    const key = resolveVoteSecret(undefined, dir);
    expect(await readFile(voteSecretFile(dir), 'utf8')).toBe(`${key}\n`);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(voteSecretFile(dir))).mode & 0o777).toBe(0o600);
    expect(await readdir(dirname(voteSecretFile(dir)))).toEqual(['vote-secret']);
    expect(resolveVoteSecret(undefined, dir)).toBe(key);
  });
});
