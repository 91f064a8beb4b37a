import type { App } from '../../src/app.js';
import { field, file, multipart } from '../uploads/multipart.js';

// Shared by the questions tests: a team's upload through the real pipeline, and its calls to its thread.

/** Uploads `content` as the team through POST /api/upload/image (type 1 image, 3 document); answers its address. */
export async function upload(app: App, token: string, type: '1' | '3', name: string, content: Buffer): Promise<string> {
  const body = multipart([field('type', type), file(name, content)]);
  const res = await app.inject({ method: 'POST', url: '/api/upload/image', headers: { token, 'content-type': body.contentType }, payload: body.payload });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json<{ data: { uri: string } }>().data.uri;
}

export async function teamCall(app: App, token: string | undefined, method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en-us') {
  const res = await app.inject({
    method,
    url,
    headers: { ...(token === undefined ? {} : { token }), 'accept-language': lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json<{ code: number; data: unknown; msg: string; show: boolean }>(), headers: res.headers };
}

/** Every row the questions feature writes: a refusal leaves all of it as it was. */
export async function questionState(app: App) {
  return {
    threads: await app.db.selectFrom('question_threads').selectAll().orderBy('id').execute(),
    messages: await app.db.selectFrom('question_messages').selectAll().orderBy('id').execute(),
    attachments: await app.db.selectFrom('question_attachments').selectAll().orderBy('id').execute(),
    articles: await app.db.selectFrom('cms_articles').select('id').orderBy('id').execute(),
    audit: (await app.db.selectFrom('audit_head').select('seq').executeTakeFirst())?.seq ?? 0,
  };
}
