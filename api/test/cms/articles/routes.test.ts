import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminArticle, AdminArticleSummary, ArticleRevision, ArticleRevisionSummary } from '@portal/contracts/admin-articles';
import type { Paged } from '@portal/contracts/common';
import type { App } from '../../../src/app.js';
import { createStaffSession, type TestStaffSession } from '../../../src/testing/staff.js';
import { signIn, withTestApp } from '../../helper.js';
import { auditSeq, auditSince, staffCall } from '../../staff/results-helpers.js';
import { EMPTY_LANGUAGE, articleSnapshot, fullDraft, written } from './article-helpers.js';

// /api/admin/articles (issue 25 point 1): editors and organizers create, save, list and restore articles; every save is
// a whole revision made against the one the editor started from. Every bad input answers in the envelope, in the
// caller's language, and writes nothing: no document, revision, public row or audit entry.

let app: App;
let editor: TestStaffSession;
let organizer: TestStaffSession;

withTestApp((started) => (app = started), { seeded: true, config: { portalNow: new Date('2024-01-10T00:00:00Z') } });

beforeAll(async () => {
  editor = await createStaffSession(app.db, { role: 'editor' });
  organizer = await createStaffSession(app.db, { role: 'organizer' });
});

const call = <T = AdminArticle>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, lang?: string, who: TestStaffSession = editor) =>
  staffCall<T>(app, who.headers, method, url, body, lang);

async function newArticle(cid: 1 | 2 = 1): Promise<AdminArticle> {
  const created = await call('POST', '/api/admin/articles', { cid });
  expect(created.status).toBe(200);
  return created.body.data;
}

describe('the list', () => {
  it('shows every seeded article as published at revision 1, samples marked, newest change first', async () => {
    const list = await call<Paged<AdminArticleSummary>>('GET', '/api/admin/articles?page_size=50');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.data.count).toBe(26);
    expect(list.body.data.lists.every((row) => row.state === 'published' && row.revision === 1)).toBe(true);
    const samples = await app.db.selectFrom('articles').select('translation_key').distinct().where('sample', '=', 1).execute();
    expect(list.body.data.lists.filter((row) => row.sample)).toHaveLength(samples.length);
    expect(samples.length).toBeGreaterThan(0);
    expect(list.body.data.lists[0]).toMatchObject({ updatedBy: { kind: 'system', id: null, name: 'seed 005_cms_articles' } });
    const times = list.body.data.lists.map((row) => row.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by category and state, searches the three titles without regard to case, and pages', async () => {
    const faq = await call<Paged<AdminArticleSummary>>('GET', '/api/admin/articles?cid=2&page_size=50');
    expect(faq.body.data.count).toBe(10);
    expect(faq.body.data.lists.every((row) => row.cid === 2)).toBe(true);
    const english = await call<Paged<AdminArticleSummary>>('GET', '/api/admin/articles?search=REGISTRATION%20OPENS');
    expect(english.body.data.lists.map((row) => row.titles.en)).toEqual([expect.stringMatching(/registration opens/i)]);
    const chinese = await call<Paged<AdminArticleSummary>>('GET', `/api/admin/articles?search=${encodeURIComponent(english.body.data.lists[0]?.titles.zhSimple ?? '?')}`);
    expect(chinese.body.data.lists.map((row) => row.id)).toEqual(english.body.data.lists.map((row) => row.id));
    // LIKE's own characters are searched for as they are.
    expect((await call<Paged<AdminArticleSummary>>('GET', '/api/admin/articles?search=%25')).body.data.count).toBe(0);
    const page2 = await call<Paged<AdminArticleSummary>>('GET', '/api/admin/articles?page_no=2&page_size=10');
    expect(page2.body.data).toMatchObject({ count: 26, page_no: 2, page_size: 10 });
    expect(page2.body.data.lists).toHaveLength(10);
    expect((await call<Paged<AdminArticleSummary>>('GET', '/api/admin/articles?state=draft')).body.data.lists.every((row) => row.state === 'draft')).toBe(true);
  });

  it('refuses a bad query in the envelope', async () => {
    for (const query of ['cid=8', 'state=live', 'page_size=51', 'page_no=0', 'unknown=1', `search=${'x'.repeat(101)}`]) {
      expect(await call('GET', `/api/admin/articles?${query}`)).toMatchObject({ status: 400, body: { code: 0, data: null, msg: expect.stringMatching(/^Invalid parameters/) } });
    }
  });
});

describe('creating and saving', () => {
  it('creates an empty draft at revision 1 with its audit entry, and shows it', async () => {
    const seq = await auditSeq(app.db);
    const article = await newArticle(2);
    expect(article).toMatchObject({
      state: 'draft',
      revision: 1,
      publishedRevision: null,
      publishAt: null,
      publishedAt: null,
      sample: false,
      updatedAt: '2024-01-10T00:00:00.000Z',
      updatedBy: { kind: 'staff', id: editor.member.id, name: editor.member.name },
      draft: { cid: 2, coverMediaId: null, zhComplex: EMPTY_LANGUAGE, zhSimple: EMPTY_LANGUAGE, en: EMPTY_LANGUAGE, fallback: { zhSimple: false, en: false } },
    });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'article.create', target: `article:${article.id}`, actor: { kind: 'staff', id: editor.member.id }, detail: { revision: 1, state: 'draft', cid: 2 } },
    ]);
    expect((await call('GET', `/api/admin/articles/${article.id}`)).body.data).toEqual(article);
    expect(await app.db.selectFrom('articles').select('id').where('translation_key', '=', `cms-${article.id}`).execute()).toEqual([]);
  });

  it('saves a new revision made against the latest, and refuses one made against an older revision (409)', async () => {
    const { id } = await newArticle();
    const seq = await auditSeq(app.db);
    const saved = await call('PUT', `/api/admin/articles/${id}`, { revision: 1, draft: fullDraft('Dunes') });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ revision: 2, state: 'draft', draft: fullDraft('Dunes') });
    // Another editor, still on revision 1, must reload.
    const before = await articleSnapshot(app);
    const stale = await call('PUT', `/api/admin/articles/${id}`, { revision: 1, draft: fullDraft('Oasis') }, 'zh-hk', organizer);
    expect(stale).toMatchObject({ status: 409, body: { code: 0, data: null, msg: '此文章已被更改（最新為第 2 版），請重新載入後再修改', show: true } });
    expect(await call('PUT', `/api/admin/articles/${id}`, { revision: 3, draft: fullDraft('Oasis') })).toMatchObject({ status: 409 });
    expect(await articleSnapshot(app)).toEqual(before);
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'article.save', target: `article:${id}`, actor: { kind: 'staff', id: editor.member.id }, detail: { revision: 2, state: 'draft' } },
    ]);
    // The list follows the latest revision's titles and category.
    const found = await call<Paged<AdminArticleSummary>>('GET', '/api/admin/articles?search=dunes');
    expect(found.body.data.lists).toEqual([expect.objectContaining({ id, titles: { zhComplex: 'Dunes（繁）', zhSimple: 'Dunes（简）', en: 'Dunes' }, revision: 2 })]);
  });

  // Images are written from the media library: ./images.test.ts.
  it('accepts every block the editor makes', async () => {
    const { id } = await newArticle();
    const body = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Heading' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'link', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.org/' } }] }, { type: 'hardBreak' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
        { type: 'orderedList', attrs: { start: 2 }, content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quoted' }] }] },
        { type: 'horizontalRule' },
      ],
    };
    const draft = { ...fullDraft('Blocks'), en: { title: 'Blocks', abstract: '', body } };
    const saved = await call('PUT', `/api/admin/articles/${id}`, { revision: 1, draft });
    expect(saved.status).toBe(200);
    expect(saved.body.data.draft.en.body).toEqual(body);
  });

  it('refuses an unknown article (404) and an invalid body (400), writing nothing', async () => {
    const { id } = await newArticle();
    const before = await articleSnapshot(app);
    expect(await call('GET', '/api/admin/articles/999999')).toMatchObject({ status: 404, body: { code: 0, data: null, msg: 'Article not found' } });
    expect(await call('PUT', '/api/admin/articles/999999', { revision: 1, draft: fullDraft('Nobody') })).toMatchObject({ status: 404 });
    const link = (href: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }] }] });
    const withBody = (body: unknown) => ({ revision: 1, draft: { ...fullDraft('Bad'), en: { ...written('Bad'), body } } });
    const bad: [string, unknown][] = [
      ['a javascript: link', withBody(link('javascript:alert(1)'))],
      ['a data: link', withBody(link('data:text/html,<script>alert(1)</script>'))],
      ['a protocol-relative link', withBody(link('//evil.example/'))],
      ['a script node', withBody({ type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] })],
      ['raw HTML', withBody({ type: 'doc', content: [{ type: 'html', text: '<img src=x onerror=alert(1)>' }] })],
      ['an event handler attribute', withBody({ type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [{ type: 'text', text: 'x' }] }] })],
      ['a link target', withBody({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://a.example/', target: '_blank' } }] }] }] })],
      ['an image from elsewhere', withBody({ type: 'doc', content: [{ type: 'image', attrs: { mediaId: 1, src: 'https://evil.example/x.png', alt: 'x' } }] })],
      ['an image climbing out of /media/', withBody({ type: 'doc', content: [{ type: 'image', attrs: { mediaId: 1, src: '/media/../uploads/x.png', alt: 'x' } }] })],
      ['a heading level 1', withBody({ type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'x' }] }] })],
      ['an unknown property of the draft', { revision: 1, draft: { ...fullDraft('Bad'), html: '<b>x</b>' } }],
      ['an unknown property of the body', { revision: 1, draft: fullDraft('Bad'), extra: true }],
      ['Traditional Chinese falling back', { revision: 1, draft: { ...fullDraft('Bad'), fallback: { zhSimple: false, en: false, zhComplex: true } } }],
      ['a missing language', { revision: 1, draft: { ...fullDraft('Bad'), en: undefined } }],
      ['a title too long', { revision: 1, draft: { ...fullDraft('Bad'), en: written('x'.repeat(201)) } }],
      ['a category of none', { revision: 1, draft: { ...fullDraft('Bad'), cid: 9 } }],
      ['revision 0', { revision: 0, draft: fullDraft('Bad') }],
      ['no revision', { draft: fullDraft('Bad') }],
      ['a string', 'draft'],
    ];
    for (const [label, body] of bad) {
      const res = await call('PUT', `/api/admin/articles/${id}`, body);
      expect({ label, status: res.status, code: res.body.code, data: res.body.data, msg: res.body.msg }).toEqual({
        label,
        status: 400,
        code: 0,
        data: null,
        msg: expect.stringMatching(/^(Invalid parameters|Malformed request)/),
      });
    }
    for (const body of [{}, { cid: 0 }, { cid: 1, extra: 1 }]) expect(await call('POST', '/api/admin/articles', body)).toMatchObject({ status: 400 });
    for (const url of ['/api/admin/articles/0', '/api/admin/articles/abc', '/api/admin/articles/99999999999']) expect(await call('GET', url)).toMatchObject({ status: 400 });
    // Localized: the field is named in the caller's language's sentence.
    expect((await call('PUT', `/api/admin/articles/${id}`, withBody(link('javascript:alert(1)')), 'zh-cn')).body.msg).toMatch(/^参数无效：body\.draft\.en\.body/);
    expect(await articleSnapshot(app)).toEqual(before);
  });
});

describe('revisions', () => {
  it('lists every revision with who and when, shows one whole, and restores one as a new revision', async () => {
    const { id } = await newArticle();
    await call('PUT', `/api/admin/articles/${id}`, { revision: 1, draft: fullDraft('First') });
    await call('PUT', `/api/admin/articles/${id}`, { revision: 2, draft: fullDraft('Second') }, 'en-us', organizer);
    const list = await call<ArticleRevisionSummary[]>('GET', `/api/admin/articles/${id}/revisions`);
    expect(list.body.data).toEqual([
      { revision: 3, kind: 'saved', restoredFrom: null, savedAt: '2024-01-10T00:00:00.000Z', savedBy: { kind: 'staff', id: organizer.member.id, name: organizer.member.name } },
      { revision: 2, kind: 'saved', restoredFrom: null, savedAt: '2024-01-10T00:00:00.000Z', savedBy: { kind: 'staff', id: editor.member.id, name: editor.member.name } },
      { revision: 1, kind: 'created', restoredFrom: null, savedAt: '2024-01-10T00:00:00.000Z', savedBy: { kind: 'staff', id: editor.member.id, name: editor.member.name } },
    ]);
    const second = await call<ArticleRevision>('GET', `/api/admin/articles/${id}/revisions/2`);
    expect(second.body.data).toMatchObject({ revision: 2, kind: 'saved', draft: fullDraft('First') });

    const before = await articleSnapshot(app);
    expect(await call('GET', `/api/admin/articles/${id}/revisions/9`)).toMatchObject({ status: 404, body: { msg: 'This article has no revision 9' } });
    expect(await call('GET', '/api/admin/articles/999999/revisions/1')).toMatchObject({ status: 404, body: { msg: 'Article not found' } });
    expect(await call('GET', '/api/admin/articles/999999/revisions')).toMatchObject({ status: 404 });
    expect(await call('POST', `/api/admin/articles/${id}/revisions/9/restore`, { revision: 3 })).toMatchObject({ status: 404, body: { msg: 'This article has no revision 9' } });
    expect(await call('POST', `/api/admin/articles/${id}/revisions/1/restore`, { revision: 2 })).toMatchObject({ status: 409 });
    expect(await call('POST', `/api/admin/articles/${id}/revisions/1/restore`, {})).toMatchObject({ status: 400 });
    expect(await articleSnapshot(app)).toEqual(before);

    const seq = await auditSeq(app.db);
    const restored = await call('POST', `/api/admin/articles/${id}/revisions/2/restore`, { revision: 3 });
    expect(restored.body.data).toMatchObject({ revision: 4, state: 'draft', draft: fullDraft('First') });
    expect((await call<ArticleRevisionSummary[]>('GET', `/api/admin/articles/${id}/revisions`)).body.data[0]).toMatchObject({ revision: 4, kind: 'restored', restoredFrom: 2 });
    expect(await auditSince(app.db, seq)).toEqual([
      { action: 'article.restore', target: `article:${id}`, actor: { kind: 'staff', id: editor.member.id }, detail: { revision: 4, restoredFrom: 2, state: 'draft' } },
    ]);
  });

  it('lets an editor restore and edit an adopted sample, which is the editors\' own from then on', async () => {
    const sample = (await call<Paged<AdminArticleSummary>>('GET', '/api/admin/articles?cid=1&page_size=1')).body.data.lists[0];
    if (!sample) throw new Error('no seeded news');
    const adopted = await call('GET', `/api/admin/articles/${sample.id}`);
    expect(adopted.body.data).toMatchObject({ state: 'published', revision: 1, publishedRevision: 1, sample: true, draft: { fallback: { zhSimple: false, en: false } } });
    expect(adopted.body.data.draft.en.body.content.length).toBeGreaterThan(0);
    const saved = await call('PUT', `/api/admin/articles/${sample.id}`, { revision: 1, draft: { ...adopted.body.data.draft, en: { ...adopted.body.data.draft.en, title: 'Edited' } } });
    expect(saved.body.data).toMatchObject({ state: 'published', revision: 2, publishedRevision: 1, sample: false });
  });
});

describe('who may', () => {
  it('refuses reviewers, judges and release managers (403), and team tokens or no session (401), writing nothing', async () => {
    const { id } = await newArticle();
    const before = await articleSnapshot(app);
    const team = await signIn(app, 'team-articles@example.org', 'Team');
    const callers: { label: string; headers: Record<string, string>; status: number }[] = [
      ...(await Promise.all((['reviewer', 'judge', 'releaseManager'] as const).map(async (role) => ({ label: role, headers: (await createStaffSession(app.db, { role })).headers, status: 403 })))),
      { label: 'team token', headers: { token: team.token }, status: 401 },
      { label: 'team token as staff-token', headers: { 'staff-token': team.token }, status: 401 },
      { label: 'nobody', headers: {}, status: 401 },
    ];
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/admin/articles'],
      ['POST', '/api/admin/articles', { cid: 1 }],
      ['GET', `/api/admin/articles/${id}`],
      ['PUT', `/api/admin/articles/${id}`, { revision: 1, draft: fullDraft('Forbidden') }],
      ['GET', `/api/admin/articles/${id}/revisions`],
      ['GET', `/api/admin/articles/${id}/revisions/1`],
      ['POST', `/api/admin/articles/${id}/revisions/1/restore`, { revision: 1 }],
      ['POST', `/api/admin/articles/${id}/publish`, { revision: 1 }],
      ['POST', `/api/admin/articles/${id}/schedule`, { revision: 1, publishAt: '2030-01-01T00:00:00Z' }],
      ['POST', `/api/admin/articles/${id}/unpublish`, { revision: 1 }],
      ['POST', `/api/admin/articles/${id}/preview`, { draft: fullDraft('Forbidden') }],
    ];
    for (const caller of callers) {
      for (const [method, url, body] of requests) {
        const res = await staffCall(app, caller.headers, method as 'GET', url, body);
        expect({ caller: caller.label, url, method, status: res.status, code: res.body.code, data: res.body.data }).toEqual({
          caller: caller.label,
          url,
          method,
          status: caller.status,
          code: caller.status === 401 ? -1 : 0,
          data: null,
        });
      }
    }
    expect(await articleSnapshot(app)).toEqual(before);
  });
});
