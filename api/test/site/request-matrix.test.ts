import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ARTICLE_PAGES, LOGIN_REQUIRED } from '../../src/site/route-table.js';
import { realRegistry, startSite, type SiteFixture } from './site-fixture.js';

// Issue 15, point 1 and the request matrix of point 4: every page of the site answers 200 with its HTML, to any
// client (link-preview crawlers and monitors send `*/*` or no Accept at all) and to HEAD; an unknown path answers 404
// with the not-found page as HTML, and the JSON envelope only under /api/.
let site: SiteFixture;
const ACCEPTS: [string, Record<string, string>][] = [
  ['Accept: */*', { accept: '*/*' }],
  ['Accept: text/html', { accept: 'text/html,application/xhtml+xml' }],
  ['no Accept', {}],
];

async function firstArticleId(category: 'news' | 'faq'): Promise<number> {
  const row = await site.app.db.selectFrom('articles').select('id').where('cid', '=', category === 'news' ? 1 : 2).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

async function table(): Promise<string[]> {
  const registry = await realRegistry();
  const paths = ['/', '/pc', '/mobile'];
  for (const remote of registry.remotes) {
    for (const device of ['pc', 'mobile'] as const) {
      for (const route of remote.routes[device]) {
        const category = ARTICLE_PAGES[route];
        paths.push(`/${device}/${route}${category ? `?id=${await firstArticleId(category)}` : ''}`);
      }
    }
  }
  return paths;
}

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site.close());

describe('the route table', () => {
  it('covers every page of every remote and the shell\'s own routes', async () => {
    const paths = await table();
    expect(paths.length).toBeGreaterThan(42);
    expect(paths).toEqual(expect.arrayContaining(['/pc/home', '/mobile/vote', '/pc/personalCenter', '/']));
  });

  // The short links are the server's own answer since the site settings are data (issue 25): a redirect to any client.
  it.each(ACCEPTS)('answers /c/N with a redirect for GET and HEAD, %s', async (_label, headers) => {
    for (const [url, target] of [['/c/1', 'https://explorer.example.org/tx/sample-001'], ['/c/180', 'https://chat.example.org/desert-award'], ['/c/999', '/']]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await site.app.inject({ method, url, headers });
        expect([method, url, res.statusCode, res.headers.location]).toEqual([method, url, 302, target]);
      }
    }
  });

  it.each(ACCEPTS)('answers every page 200 with HTML for GET and HEAD, %s', async (_label, headers) => {
    const failures: string[] = [];
    for (const url of await table()) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await site.app.inject({ method, url, headers });
        const html = String(res.headers['content-type']).startsWith('text/html');
        if (res.statusCode !== 200 || !html) failures.push(`${method} ${url}: ${res.statusCode} ${res.headers['content-type']}`);
        if (method === 'GET' && !res.body.includes('<div id=root>')) failures.push(`${method} ${url}: not the shell's page`);
        if (method === 'HEAD' && res.body !== '') failures.push(`HEAD ${url}: a body`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('an unknown path', () => {
  const unknown = ['/pc/doesNotExist', '/pc/home/extra', '/mobile/nope', '/mobile/news/consult/more', '/whatever', '/pcx/home', '/remotes/mf-nothing/1.0.0/x.js', '/media/nothing.png'];

  it.each(ACCEPTS)('answers 404 with the not-found page as HTML, in the visitor\'s language, never indexed, %s', async (_label, headers) => {
    for (const url of unknown) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await site.app.inject({ method, url, headers });
        expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['x-robots-tag']).toBe('noindex');
        if (method === 'GET') {
          expect(res.body).toContain('<h1>找不到此頁面</h1>');
          expect(res.body).toContain('<meta name="robots" content="noindex">');
        }
      }
    }
    const english = await site.app.inject({ url: '/pc/doesNotExist', headers: { ...headers, cookie: 'portal-lang=en' } });
    expect(english.body).toContain('<h1>Page not found</h1>');
    expect(english.body).toContain('<html lang="en"');
  });

  it('is an article page naming no article, or one of another category', async () => {
    const faq = await firstArticleId('faq');
    for (const url of ['/pc/latestNewsDetail', '/pc/latestNewsDetail?id=999999', '/pc/latestNewsDetail?id=abc', `/pc/latestNewsDetail?id=${faq}`, '/mobile/familiarProblem/detail?id=0']) {
      expect({ url, status: (await site.app.inject({ url })).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('answers in the JSON envelope under /api/ only', async () => {
    for (const headers of [{ accept: 'text/html' }, { accept: '*/*' }, {}]) {
      const res = await site.app.inject({ url: '/api/doesNotExist', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 0, data: null, show: true });
    }
  });
});

describe('the pages a remote release adds', () => {
  it('are known at once, without a restart', async () => {
    expect((await site.app.inject({ url: '/pc/brandNewPage' })).statusCode).toBe(404);
    const registry = await realRegistry();
    registry.remotes[3]?.routes.pc.push('brandNewPage');
    await site.writeRegistry(registry);
    expect((await site.app.inject({ url: '/pc/brandNewPage' })).statusCode).toBe(200);
    await site.writeRegistry(await realRegistry());
    expect((await site.app.inject({ url: '/pc/brandNewPage' })).statusCode).toBe(404);
  });
});

describe('login-only pages', () => {
  it('are served, marked noindex in the header and the page', async () => {
    for (const device of ['pc', 'mobile'] as const) {
      for (const route of LOGIN_REQUIRED[device]) {
        const res = await site.app.inject({ url: `/${device}/${route}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.body).toContain('<meta name="robots" content="noindex">');
      }
    }
    const open = await site.app.inject({ url: '/pc/aboutUs' });
    expect(open.headers['x-robots-tag']).toBeUndefined();
    expect(open.body).not.toContain('noindex');
  });
});
