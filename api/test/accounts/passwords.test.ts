import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PASSWORD_RULE,
  hashPassword,
  loadPasswordRule,
  meetsPasswordRule,
  passwordRuleFile,
  verifyAgainstDummy,
  verifyPassword,
} from '../../src/accounts/passwords.js';
import { repoRoot } from '../../src/paths.js';

describe('password rule', () => {
  it('is read from shared/src/contracts/password-rule.json at run time', () => {
    expect(passwordRuleFile).toBe(join(repoRoot, 'shared', 'src', 'contracts', 'password-rule.json'));
    const file = JSON.parse(readFileSync(passwordRuleFile, 'utf8')) as { minLength: number; maxLength: number };
    expect(PASSWORD_RULE).toEqual({ minLength: file.minLength, maxLength: file.maxLength });
    expect(loadPasswordRule()).toEqual(PASSWORD_RULE);
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
  it('stores OWASP parameters and a 16-byte salt, never the password, and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    // A fresh salt each time.
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
  });

  it('rejects malformed hashes and always fails the dummy check', async () => {
    for (const bad of ['', 'plain', 'scrypt$1$1$1$$', 'bcrypt$a$b$c$d$e', 'scrypt$99999999$8$1$AAAA$AAAA']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
