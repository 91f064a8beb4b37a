import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { startIsolatedSite } from '../support/isolated-site';
import { startRemoteHost } from '../support/remote-host';
import { releasedRegistry, releasesDir, withRemote } from '../support/repo';

test('moving a remote to another origin and version, then back, needs no shell rebuild', async ({ page }) => {
  const released = releasedRegistry();
  const content = released.remotes.find((remote) => remote.name === 'mf-content')!;
  // The CDN of another origin holds the same build under a new version folder.
  const cdn = mkdtempSync(path.join(tmpdir(), 'portal-cdn-'));
  cpSync(path.join(releasesDir, 'mf-content', content.version), path.join(cdn, 'mf-content/9.9.9'), { recursive: true });
  const host = await startRemoteHost(cdn);
  const site = await startIsolatedSite(
    withRemote(released, 'mf-content', { version: '9.9.9', manifestUrl: `${host.origin}/mf-content/9.9.9/mf-manifest.json` }),
  );
  try {
    await page.goto(`${site.url}/pc/home`);
    const area = page.locator('[data-remote="mf-content"]');
    await expect(area.getByRole('heading', { level: 1, name: '國際沙漠可持續發展大獎' })).toBeVisible();
    await expect(area).toHaveAttribute('data-remote-version', '9.9.9');
    expect(host.requests).toEqual(expect.arrayContaining(['/mf-content/9.9.9/mf-manifest.json', '/mf-content/9.9.9/remoteEntry.js']));

    // Released back to the site's own origin: the next visit follows the registry.
    site.writeRegistry(released);
    const before = host.requests.length;
    await page.reload();
    await expect(area.getByRole('heading', { level: 1, name: '國際沙漠可持續發展大獎' })).toBeVisible();
    await expect(area).toHaveAttribute('data-remote-version', content.version);
    expect(host.requests.length).toBe(before);
  } finally {
    await site.stop();
    await host.stop();
    rmSync(cdn, { recursive: true, force: true });
  }
});

test('when the registry cannot be fetched, the shell boots from its built-in copy', async ({ page }) => {
  const site = await startIsolatedSite(null);
  try {
    const registry = await page.request.get(`${site.url}/registry.json`);
    expect(registry.status()).toBe(503);
    await page.goto(`${site.url}/pc/secondCompetition`);
    await expect(page.getByRole('heading', { level: 1, name: '公眾投票' })).toBeVisible();
  } finally {
    await site.stop();
  }
});
