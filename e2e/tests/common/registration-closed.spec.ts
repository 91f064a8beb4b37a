import { execFileSync } from 'node:child_process';
import { builtCommandLine } from '@portal/api/testing';
import { expect, test } from '../support/site-at';

// After both registration windows of the season file (secondary: 31 October; university: 31 December 2023), by the
// server's clock, the registration page says so and offers no form.

const REGISTRATION = { desktop: '/pc/contestRegistration?group=', mobile: '/mobile/registration?group=' } as const;

test.use({ portalNow: '2024-01-10T10:00:00+08:00' });

test('after the window the registration page says registration closed', async ({ page, site }, testInfo) => {
  const token = execFileSync(process.execPath, [builtCommandLine('issue-session'), '--email', `late-${crypto.randomUUID().slice(0, 8)}@example.org`], {
    env: { ...process.env, ...site.env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  }).trim();
  await page.context().addCookies([{ name: 'token', value: token, url: site.url }]);
  for (const group of [1, 2]) {
    await page.goto(`${site.url}${REGISTRATION[testInfo.project.name as keyof typeof REGISTRATION]}${group}`);
    await expect(page.getByText('報名已截止').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '提交報名' })).toHaveCount(0);
    await expect(page.getByLabel('隊伍名稱')).toHaveCount(0);
  }
});
