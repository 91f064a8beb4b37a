import { describe, expect, it } from '@jest/globals';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MAX_CONCURRENT_HASHES,
  PASSWORD_RULE,
  SCRYPT_PARAMETERS,
  hashPassword,
  meetsPasswordRule,
  scryptParameters,
  verifyAgainstDummy,
  verifyPassword,
} from '../../src/accounts/passwords.js';
import { repoRoot } from '../../src/paths.js';

describe('password rule', () => {
  it('is the one the forms check (@portal/contracts): 12 to 128 characters', () => {
    expect(PASSWORD_RULE).toEqual({ minLength: 12, maxLength: 128 });
  });

  it('counts code points, so an emoji or a CJK character is one', () => {
    const { minLength, maxLength } = PASSWORD_RULE;
    expect(meetsPasswordRule('a'.repeat(minLength))).toBe(true);
    expect(meetsPasswordRule('a'.repeat(minLength - 1))).toBe(false);
    expect(meetsPasswordRule('🌵'.repeat(minLength))).toBe(true);
    expect(meetsPasswordRule('🌵'.repeat(minLength - 1))).toBe(false);
    expect(meetsPasswordRule('沙'.repeat(maxLength))).toBe(true);
    expect(meetsPasswordRule('沙'.repeat(maxLength + 1))).toBe(false);
  });
});

describe('scrypt hashing', () => {
  it('hashes with OWASP parameters everywhere but inside Jest, whose cheaper ones still verify the same way', async () => {
    expect(SCRYPT_PARAMETERS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }]) expect(scryptParameters(env)).toBe(SCRYPT_PARAMETERS);
    expect(scryptParameters({ JEST_WORKER_ID: '1' })).toEqual({ N: 2 ** 12, r: 8, p: 1 });
    const cheap = await hashPassword('correct horse battery');
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 12), '8', '1']);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
    expect(await verifyPassword('correct horse batterY', cheap)).toBe(false);
  });

  it('stores OWASP parameters and a 16-byte salt, never the password, and verifies', async () => {
    const hash = await hashPassword('correct horse battery', SCRYPT_PARAMETERS);
    const [scheme, N, r, p, salt] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    // A fresh salt each time.
    expect(await hashPassword('correct horse battery', SCRYPT_PARAMETERS)).not.toBe(hash);
  });

  it('rejects malformed hashes and always fails the dummy check', async () => {
    for (const bad of ['', 'plain', 'scrypt$1$1$1$$', 'bcrypt$a$b$c$d$e', 'scrypt$99999999$8$1$AAAA$AAAA']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('leaves threadpool threads to file work while many hashes are asked at once', async () => {
    // libuv's pool has 4 threads unless UV_THREADPOOL_SIZE says otherwise; hashing may take half of them.
    const poolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    expect(MAX_CONCURRENT_HASHES).toBe(Math.max(1, Math.floor(poolSize / 2)));
    const order: string[] = [];
    // Production's cost: a hash must outlast a stat for the order to show anything.
    const hashes = Array.from({ length: poolSize }, (_, i) => hashPassword(`burst password ${i}`, SCRYPT_PARAMETERS).then((hash) => (order.push('hash'), hash)));
    // A file stat asked once the hashes have started: with every thread hashing it would wait for a hash to end.
    await new Promise((resolve) => setImmediate(resolve));
    const file = stat(join(repoRoot, 'package.json')).then(() => order.push('stat'));
    const done = await Promise.all(hashes);
    await file;
    expect(order).toEqual(['stat', ...Array(poolSize).fill('hash')]);
    // Queued hashes are still whole hashes of their own password.
    expect(await verifyPassword(`burst password ${poolSize - 1}`, done[poolSize - 1] ?? '')).toBe(true);
  });
});
