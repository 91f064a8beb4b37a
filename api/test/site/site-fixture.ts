import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { declarationOf } from '@portal/contracts/pages';
import { REMOTE_NAMES } from '@portal/contracts/remotes';
import type { App } from '../../src/app.js';
import { createTestDatabase, startSeededApp, type TestDatabase } from '../helper.js';

export const ORIGIN = 'https://award.example.org';

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/** The registry as the release script writes it: each remote's declared pages, so every real page is covered. */
export async function realRegistry() {
  const remotes = [];
  for (const name of REMOTE_NAMES) {
    const routes = declarationOf(name)!;
    const admin = routes.admin ? { admin: routes.admin } : {};
    remotes.push({ name, version: '1.0.0', manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`, routes: { pc: routes.pc, mobile: routes.mobile, ...admin } });
  }
  return { schemaVersion: 1, remotes };
}

export interface SiteFixture {
  testDb: TestDatabase;
  shellDist: string;
  app: App;
  registryFile: string;
  writeRegistry(document: unknown): Promise<void>;
  close(): Promise<void>;
}

/** A seeded app serving a shell template and the real registry, at a public origin (SITE_URL). */
export async function startSite(): Promise<SiteFixture> {
  const testDb = await createTestDatabase();
  const shellDist = join(testDb.dir, 'shell');
  const registryFile = join(testDb.dir, 'registry.json');
  await put(
    join(shellDist, 'index.html'),
    '<!doctype html><html lang=zh-HK><head><meta charset=utf-8><title>沙漠可持續發展大獎 Desert Sustainability Award</title><script defer src=/main.0123abcd.js></script></head><body><div id=root><div class=page-loading role=status data-first-view>載入中… Loading…</div></div></body></html>',
  );
  // The back office's own build of the shell (docs/adr/0030), which every page under /admin/ is rendered from.
  await put(
    join(shellDist, 'back-office', 'index.html'),
    '<!doctype html><html lang=zh-HK><head><meta charset=utf-8><title>沙漠可持續發展大獎 Desert Sustainability Award</title><script defer src=/back-office/main.4567cdef.js></script></head><body><div id=root><div class=page-loading role=status data-first-view>載入中… Loading…</div></div></body></html>',
  );
  const writeRegistry = (document: unknown) => put(registryFile, JSON.stringify(document));
  await writeRegistry(await realRegistry());
  const app = await startSeededApp(testDb, { shellDist, registryFile, siteUrl: ORIGIN });
  return {
    testDb,
    shellDist,
    app,
    registryFile,
    writeRegistry,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}
