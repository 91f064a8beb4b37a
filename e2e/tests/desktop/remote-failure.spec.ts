import path from 'node:path';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { startRemoteHost, type RemoteHost, type RemoteHostMode } from '../support/remote-host';
import { releasedRegistry, releasesDir, withRemote } from '../support/repo';
import { navigateInApp } from '../support/navigation';

// mf-voting is served by a server of its own that each test breaks in its own way.
let host: RemoteHost;
let site: IsolatedSite;

test.beforeEach(async () => {
  const version = releasedRegistry().remotes.find((remote) => remote.name === 'mf-voting')!.version;
  host = await startRemoteHost(path.join(releasesDir, 'mf-voting', version));
  site = await startIsolatedSite(
    withRemote(releasedRegistry(), 'mf-voting', { version, manifestUrl: `${host.origin}/mf-manifest.json` }),
  );
});

test.afterEach(async () => {
  await site.stop();
  await host.stop().catch(() => undefined);
});

async function expectFallbackWithWorkingShell(page: Page) {
  const fallback = page.locator('[data-remote="mf-voting"]').getByRole('alert');
  await expect(fallback.getByRole('heading', { name: '此部分暫時未能載入' })).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('button', { name: '重試' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主選單' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other remotes keep working while this one is down.
  await page.getByRole('link', { name: '首頁' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '國際沙漠可持續發展大獎' })).toBeVisible();
  await navigateInApp(page, '/pc/secondCompetition');
  await expect(fallback).toBeVisible();

  // So does the language switch, fallback included.
  await page.getByRole('combobox', { name: '語言' }).selectOption('en');
  await expect(fallback.getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
}

async function expectRetryRecovers(page: Page) {
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Public voting' })).toBeVisible();
}

const breakages: Array<[string, (host: RemoteHost) => Promise<void>, (host: RemoteHost) => Promise<void>]> = [
  ['its server is stopped', (remote) => remote.stop(), (remote) => remote.start()],
  ...(['manifest-404', 'manifest-hangs'] as RemoteHostMode[]).map(
    (mode): [string, (host: RemoteHost) => Promise<void>, (host: RemoteHost) => Promise<void>] => [
      `its manifest ${mode === 'manifest-404' ? 'answers 404' : 'times out'}`,
      async (remote) => remote.setMode(mode),
      async (remote) => remote.setMode('up'),
    ],
  ),
];

for (const [label, breakIt, repairIt] of breakages) {
  test(`when mf-voting ${label}, only its area shows the fallback, and retry recovers once it is back`, async ({ page }) => {
    await breakIt(host);
    await page.goto(`${site.url}/pc/secondCompetition`);
    await expectFallbackWithWorkingShell(page);
    await repairIt(host);
    await expectRetryRecovers(page);
  });
}
