import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { upsertUser } from '../../src/accounts/users.js';
import {
  COMMENT_RATE_MAX,
  COMMENT_WINDOW_MS,
  addComment,
  cleanCommentText,
  commentLength,
  secondsUntilCommentAllowed,
} from '../../src/content/comments.js';
import type { Database } from '../../src/db/schema.js';
import { runSeeds } from '../../src/db/seed/index.js';
import { openTestDatabase } from '../helper.js';

describe('cleanCommentText', () => {
  it.each([
    ['  hello  ', 'hello'],
    ['a\r\nb\rc\nd', 'a\nb\nc\nd'],
    ['tab\there', 'tabhere'],
    ['bell\u0007 nul\u0000 del\u007f c1\u0085', 'bell nul del c1'],
    ['<b>bold</b> &amp;', '<b>bold</b> &amp;'],
    ['\u200bzero width stays', '\u200bzero width stays'],
    ['\n\n', ''],
  ])('cleans %j to %j', (input, output) => {
    expect(cleanCommentText(input)).toBe(output);
  });

  it('counts code points', () => {
    expect(commentLength('沙漠🌵')).toBe(3);
  });
});

describe('secondsUntilCommentAllowed', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
    await runSeeds(db);
  });

  afterAll(() => close());

  it('frees a slot when the oldest comment of the window leaves it', async () => {
    const userId = await upsertUser(db, 'clock@example.org');
    const articleId = (await db.selectFrom('articles').select('id').executeTakeFirstOrThrow()).id;
    const start = Date.parse('2024-02-01T00:00:00Z');
    for (let i = 0; i < COMMENT_RATE_MAX; i += 1) {
      await addComment(db, { articleId, userId, content: `c${i}` }, new Date(start + i * 1000));
    }
    const at = (ms: number) => secondsUntilCommentAllowed(db, userId, new Date(ms));
    expect(await at(start + 9_500)).toBe(Math.ceil((COMMENT_WINDOW_MS - 9_500) / 1000));
    expect(await at(start + COMMENT_WINDOW_MS - 1)).toBe(1);
    expect(await at(start + COMMENT_WINDOW_MS)).toBe(0);
  });
});
