import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_RULE, isAcceptablePassword } from '@portal/shared/contracts';

test('the front end applies the same password rule as the file the API reads', () => {
  const file = JSON.parse(readFileSync(path.join(__dirname, '../password-rule.json'), 'utf8')) as Record<string, unknown>;
  expect({ minLength: file.minLength, maxLength: file.maxLength }).toEqual(PASSWORD_RULE);
});

test('length decides, counted in characters as people see them', () => {
  expect(isAcceptablePassword('a'.repeat(11))).toBe(false);
  expect(isAcceptablePassword('a'.repeat(12))).toBe(true);
  expect(isAcceptablePassword('🌵'.repeat(12))).toBe(true);
  expect(isAcceptablePassword('a'.repeat(129))).toBe(false);
});
