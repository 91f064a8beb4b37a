import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ADMIN_ROUTES, declarationOf } from '@portal/contracts/pages';
import { realRegistry, startSite, ORIGIN, type SiteFixture } from './site-fixture.js';

// Issue 24: the back office lives under /admin/, in the shell's back-office build (its own HTML and scripts, so no
// public page carries any of it). Its pages answer that HTML like any page, but for staff only: never indexed or followed (header and meta), never stored by a cache, never captured as a first
// view, kept out of robots.txt's crawl and out of the sitemap.
let site: SiteFixture;

beforeAll(async () => {
  site = await startSite();
  const registry = await realRegistry();
  const admin = declarationOf('mf-admin')!;
  const others = registry.remotes.filter((remote) => remote.name !== 'mf-admin');
  await site.writeRegistry({
    ...registry,
    remotes: [...others, { name: 'mf-admin', version: '1.0.0', manifestUrl: '/remotes/mf-admin/1.0.0/mf-manifest.json', routes: { pc: [], mobile: [], admin: admin.admin } }],
  });
});
afterAll(async () => site.close());

const PAGES = ['/admin', '/admin/', '/admin/login', '/admin/invitation?token=abc', '/admin/dashboard', '/admin/finalists/3', '/admin/releases'];

describe('the back office pages', () => {
  it('declare every route mf-admin serves', () => {
    expect(ADMIN_ROUTES).toEqual(expect.arrayContaining(['login', 'invitation', 'enrol', 'verify', 'dashboard']));
  });

  it.each(PAGES)('%s answers the shell, never indexed, followed or stored', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await site.app.inject({ method, url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('no-store');
      if (method === 'GET') {
        expect(res.body).toContain('<div id=root>');
        expect(res.body).toContain('<meta name="robots" content="noindex">');
        expect(res.body).toMatch(/<title>管理後台 \| /);
        expect(res.body).toContain('src=/back-office/main.4567cdef.js');
      }
    }
  });

  it('names the back office in the page language', async () => {
    const res = await site.app.inject({ url: '/admin/login?lang=en' });
    expect(res.body).toContain('<title>Back office | International Desert Sustainability Award</title>');
  });

  it('answers a path no remote owns under /admin with the not-found page, still never indexed or stored', async () => {
    const res = await site.app.inject({ url: '/admin/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id=root>');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a phone on an admin page stays there: the back office has no device twin', async () => {
    const res = await site.app.inject({ url: '/admin/login', headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' } });
    expect(res.statusCode).toBe(200);
  });

  it('is kept out of robots.txt and the sitemap', async () => {
    const robots = await site.app.inject({ url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain('Disallow: /admin');
    const sitemap = await site.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/admin');
    expect(sitemap.body).toContain(`${ORIGIN}/pc/home`);
  });

  it('leaves the public pages as they were: indexed, revalidated, the public shell', async () => {
    const res = await site.app.inject({ url: '/pc/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('src=/main.0123abcd.js');
    expect(res.body).not.toContain('back-office');
  });

  it('never sends the back office\'s template as a file', async () => {
    expect((await site.app.inject({ url: '/back-office/index.html' })).body).not.toContain('src=/back-office/main.4567cdef.js');
  });

  // Last: it removes the back office's build.
  it('answers from the public shell when the shell was built without the back office (its not-found page)', async () => {
    await rm(join(site.shellDist, 'back-office'), { recursive: true });
    const res = await site.app.inject({ url: '/admin/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('src=/main.0123abcd.js');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
