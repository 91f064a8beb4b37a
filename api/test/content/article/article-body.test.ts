import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Value } from 'typebox/value';
import type { Envelope } from '@portal/contracts/common';
import type { Article } from '@portal/contracts/content';
import { RichTextDocument } from '@portal/contracts/rich-text';
import { paragraphsToDocument } from '@portal/contracts/rich-text-rules';
import { XSS_PAYLOADS, hostileDocument } from '@portal/contracts/testing/xss-corpus';
import type { App } from '../../../src/app.js';
import { migrateToLatest } from '../../../src/db/migrate.js';
import { runSeeds } from '../../../src/db/seed/index.js';
import { captureLogs } from '../../log-capture.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../helper.js';

// GET /api/article/detail over rows written by hand (issue 25): whatever a body holds, the answer is 200 with a valid
// document of its valid blocks, never an unknown node or attribute, and the damaged row is logged once per read.

let testDb: TestDatabase;
let app: App;
const logs = captureLogs();

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = buildTestApp(testDb, { logLevel: 'warn' }, { logStream: logs.stream });
  await app.ready();
  await migrateToLatest(app.db);
  await runSeeds(app.db);
});

afterAll(async () => {
  await app.close();
  await testDb.drop();
});

async function storeBody(content: string): Promise<number> {
  const seeded = await app.db.selectFrom('articles').selectAll().where('cid', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const { id: _id, ...row } = seeded;
  const made = await app.db
    .insertInto('articles')
    .values({ ...row, translation_key: `by-hand-${crypto.randomUUID()}`, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

async function detail(id: number) {
  const res = await app.inject({ url: `/api/article/detail?id=${id}` });
  return { status: res.statusCode, body: res.json<Envelope<Article>>() };
}

const bodyWarnings = (articleId: number) => logs.lines.filter((line) => line.articleId === articleId && line.level === 40);

describe('the public detail of a body written by hand', () => {
  it('answers a seeded article with its document, and logs nothing', async () => {
    const id = (await app.db.selectFrom('articles').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(Value.Check(RichTextDocument, body.data.content)).toBe(true);
    expect(body.data.content.content.length).toBeGreaterThan(0);
    expect(bodyWarnings(id)).toEqual([]);
  });

  it.each([
    ['the older paragraphs', '["one","two"]', paragraphsToDocument(['one', 'two'])],
    ['plain text', 'not JSON <img src=x onerror=alert(1)>', paragraphsToDocument(['not JSON <img src=x onerror=alert(1)>'])],
    ['a document with a script node', '{"type":"doc","content":[{"type":"script","text":"alert(1)"},{"type":"paragraph","content":[{"type":"text","text":"kept"}]}]}', paragraphsToDocument(['kept'])],
    ['a javascript: link', '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":"javascript:alert(1)"}}]}]}]}', { type: 'doc', content: [] }],
    ['an onclick attribute', '{"type":"doc","content":[{"type":"paragraph","attrs":{"onclick":"alert(1)"}}]}', { type: 'doc', content: [] }],
    ['a truncated document', '{"type":"doc","content":[{"type":"paragr', paragraphsToDocument(['{"type":"doc","content":[{"type":"paragr'])],
  ])('%s: 200 with the valid blocks only, and one warning for the read', async (_name, stored, expected) => {
    const id = await storeBody(stored);
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body.data.content).toEqual(expected);
    expect(bodyWarnings(id)).toHaveLength(1);
    expect(bodyWarnings(id)[0]).toMatchObject({ msg: expect.stringContaining('not a valid rich-text document') });
    // Served again from the public answer cache: the row is not read again, so no second warning.
    expect((await detail(id)).body.data.content).toEqual(expected);
    expect(bodyWarnings(id)).toHaveLength(1);
  });

  it.each(XSS_PAYLOADS.map(({ name, payload }) => [name, payload]))('the corpus payload %s in every field of a body: 200, a valid document', async (_name, payload) => {
    const id = await storeBody(JSON.stringify(hostileDocument(payload)));
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(Value.Errors(RichTextDocument, body.data.content)).toEqual([]);
    const json = JSON.stringify(body.data.content);
    // Keys and node types, not texts: a payload drawn as text is what should happen to it.
    expect(json).not.toMatch(/"(on[a-z]+|style|class|id|target|rel|srcdoc)":/i);
    expect(json).not.toMatch(/"type":"(script|iframe|html)"/);
    expect(json).not.toMatch(/"(href|src|srcset)":"(?!https?:\/\/|mailto:|tel:|\/)/i);
  });
});
