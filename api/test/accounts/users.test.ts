import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { maskEmail, normalizeEmail, upsertUser } from '../../src/accounts/users.js';
import type { Database } from '../../src/db/schema.js';
import { openTestDatabase } from '../helper.js';

let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});

afterAll(() => close());

describe('upsertUser', () => {
  it('creates a user once per e-mail, whatever its case, and updates the team name only when given', async () => {
    const id = await upsertUser(db, ' Lead@Example.org ', 'First Name');
    expect(await upsertUser(db, 'lead@example.org')).toBe(id);
    expect(await db.selectFrom('users').select(['email', 'team_name']).where('id', '=', id).executeTakeFirst()).toEqual({
      email: 'lead@example.org',
      team_name: 'First Name',
    });
    expect(await upsertUser(db, 'LEAD@example.org', 'Renamed')).toBe(id);
    const rows = await db.selectFrom('users').select(['team_name', 'password_hash']).execute();
    expect(rows).toEqual([{ team_name: 'Renamed', password_hash: null }]);
  });

  it('keeps e-mails unique in the database itself', async () => {
    const insert = () =>
      db.insertInto('users').values({ email: 'dup@example.org', team_name: null, password_hash: null, created_at: new Date().toISOString() }).execute();
    await insert();
    const error: unknown = await insert().then(() => null, (e: unknown) => e);
    expect(String(error)).toMatch(/unique|duplicate/i);
  });
});

describe('maskEmail / normalizeEmail', () => {
  it.each([
    ['abcdef@example.org', 'ab***@example.org'],
    ['ab@example.org', 'a***@example.org'],
    ['a@example.org', 'a***@example.org'],
    ['first.last+tag@school.edu.hk', 'fi***@school.edu.hk'],
    ['no-at-sign', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Mixed.Case@Example.ORG ')).toBe('mixed.case@example.org');
  });
});
