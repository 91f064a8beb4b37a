import { execFileSync } from 'node:child_process';
import { builtCommandLine } from '@portal/api/testing';
import { expect, test } from '../support/test';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { releasedRegistry, withRemote } from '../support/repo';

// mf-competition fills two slots of mf-account's personal center. When its manifest is gone, only those slots fall
// back (with retry): team info, password change and logout keep working.

const CENTER = { desktop: '/pc/personalCenter', mobile: '/mobile/personal-centered/index' } as const;

let site: IsolatedSite;
test.beforeAll(async () => {
  const down = withRemote(releasedRegistry(), 'mf-competition', { version: '0.0.404', manifestUrl: '/remotes/mf-competition/0.0.404/mf-manifest.json' });
  site = await startIsolatedSite(down);
});
test.afterAll(async () => {
  await site.stop();
});

test('with mf-competition down the personal center still works', async ({ page }, testInfo) => {
  const email = `down-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const token = execFileSync(process.execPath, [builtCommandLine('issue-session'), '--email', email, '--team', 'Still Standing'], {
    env: { ...process.env, ...site.env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  }).trim();
  await page.context().addCookies([{ name: 'token', value: token, url: site.url }]);
  await page.goto(`${site.url}${CENTER[testInfo.project.name as keyof typeof CENTER]}`);

  const account = page.locator('[data-remote="mf-account"]');
  await expect(account.getByRole('heading', { level: 1, name: '個人中心' })).toBeVisible();
  await expect(account.getByText(email).first()).toBeVisible();
  for (const slot of ['personalCenter.registration', 'personalCenter.works']) {
    const part = page.locator(`[data-slot="${slot}"]`);
    await expect(part.getByRole('alert')).toContainText('此部分暫時無法顯示。');
    await expect(part.getByRole('button', { name: '重試' })).toBeVisible();
  }
  await page.locator('[data-slot="personalCenter.registration"]').getByRole('button', { name: '重試' }).click();
  await expect(page.locator('[data-slot="personalCenter.registration"]').getByRole('alert')).toBeVisible();
  // The rest of the page is mf-account's own and keeps working: logout asks for confirmation.
  await account.getByRole('button', { name: '登出' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
});
