import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { upsertUser } from '../../src/accounts/users.js';
import type { Database } from '../../src/db/schema.js';
import { newPublicId } from '../../src/uploads/names.js';
import { absoluteUploadPath, findOwnedUpload } from '../../src/uploads/ownership.js';
import { openTestDatabase } from '../helper.js';

let db: Kysely<Database>;
let close: () => Promise<void>;
let owner: number;
let other: number;
const publicId = newPublicId();
let id: number;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  owner = await upsertUser(db, 'owner@example.org');
  other = await upsertUser(db, 'other@example.org');
  ({ id } = await db
    .insertInto('uploads')
    .values({
      public_id: publicId,
      owner_user_id: owner,
      kind: 'image',
      mime: 'image/png',
      ext: 'png',
      // Larger than 2^31: the column holds a 2 GB video on PostgreSQL too.
      size: 3 * 1024 ** 3,
      storage_path: `${publicId}.png`,
      original_name: 'card.png',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});

afterAll(async () => {
  await close();
});

describe('findOwnedUpload', () => {
  const uri = () => `/uploads/${publicId}.png`;

  it("finds the owner's upload, of any kind or of the kind asked", async () => {
    const expected = { id, publicId, kind: 'image', mime: 'image/png', storagePath: `${publicId}.png` };
    expect(await findOwnedUpload(db, owner, uri())).toEqual(expected);
    expect(await findOwnedUpload(db, owner, uri(), 'image')).toEqual(expected);
  });

  it.each<[string, () => [number, string, ('image' | 'video' | 'document')?]]>([
    ["another user's", () => [other, uri()]],
    ['another kind', () => [owner, uri(), 'document']],
    ['another extension', () => [owner, `/uploads/${publicId}.jpg`]],
    ['an unknown id', () => [owner, `/uploads/${newPublicId()}.png`]],
    ['a malformed address', () => [owner, `/uploads/../${publicId}.png`]],
    ['a full URL', () => [owner, `https://example.org/uploads/${publicId}.png`]],
    ['a media path', () => [owner, '/media/banner.png']],
  ])('answers undefined for %s', async (_what, args) => {
    const [userId, address, kind] = args();
    expect(await findOwnedUpload(db, userId, address, kind)).toBeUndefined();
  });

  it('deletes the rows with their user', async () => {
    const doomed = await upsertUser(db, 'doomed@example.org');
    const pid = newPublicId();
    await db.insertInto('uploads').values({ public_id: pid, owner_user_id: doomed, kind: 'document', mime: 'application/pdf', ext: 'pdf', size: 1, storage_path: `${pid}.pdf`, original_name: '', created_at: new Date().toISOString() }).execute();
    await db.deleteFrom('users').where('id', '=', doomed).execute();
    expect(await db.selectFrom('uploads').where('public_id', '=', pid).selectAll().execute()).toEqual([]);
  });

  it('refuses a second row with the same public id', async () => {
    await expect(
      db.insertInto('uploads').values({ public_id: publicId, owner_user_id: other, kind: 'image', mime: 'image/png', ext: 'png', size: 1, storage_path: 'x.png', original_name: '', created_at: '' }).execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
  });
});

describe('absoluteUploadPath', () => {
  it('puts a storage path under <dataDir>/uploads', () => {
    expect(absoluteUploadPath('/srv/data', 'abc.png')).toBe('/srv/data/uploads/abc.png');
  });

  it.each(['../portal.sqlite', '../../etc/passwd', '', '.', 'a/../../x'])('refuses %p', (path) => {
    expect(() => absoluteUploadPath('/srv/data', path)).toThrow('leaves the uploads folder');
  });
});
