import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { FAILURE_LABELS, FAILURE_MODES, breakRemote } from '../support/remote-breakage';
import { navigateInApp } from '../support/navigation';
import { releasedRegistry } from '../support/repo';
import { logInAsNewTeam } from '../support/session';

// Issue 14, point 6: each remote in turn fails in each way a remote can fail, on every one of its routes, on a desktop
// and on a phone. Never a blank screen: the page area shows the localized fallback with its retry button, and the
// header, footer, language switch and the other remotes keep working. One page view per remote, failure and login
// state: the first route is opened, the others are reached by in-app navigation, as a visitor would go on.

const LOGIN_ONLY = new Set(['personalCenter', 'contestRegistration', 'workSubmission', 'personal-centered/index', 'personal-centered/detail', 'edit/info', 'registration', 'work-submission/index', 'myQuestions', 'personal-centered/questions']);
const FOOTERLESS = new Set(['login', 'sign-up', 'edit/info', 'forgot-password']);
/** A page of another remote, with its heading, to show the rest of the site still works. */
const ELSEWHERE = {
  pc: { 'mf-content': ['/pc/logIn', '登入'], other: ['/pc/home', '國際沙漠可持續發展大獎'] },
  mobile: { 'mf-content': ['/mobile/login', '登入'], other: ['/mobile/home', '國際沙漠可持續發展大獎'] },
} as const;

async function expectLocalFallback(page: Page, remote: string, device: 'pc' | 'mobile', route: string, language: 'zh' | 'en' = 'zh') {
  const fallback = page.locator(`[data-remote="${remote}"]`).getByRole('alert');
  const heading = language === 'zh' ? '此部分暫時未能載入' : 'This part of the site could not be loaded';
  await expect(fallback.getByRole('heading', { name: heading }), `${route}: the fallback`).toBeVisible({ timeout: 20_000 });
  await expect(fallback.getByRole('button', { name: language === 'zh' ? '重試' : 'Retry' })).toBeVisible();
  if (device === 'pc') await expect(page.getByRole('navigation', { name: language === 'zh' ? '主選單' : 'Main menu' })).toBeVisible();
  else await expect(page.getByRole('button', { name: language === 'zh' ? '打開選單' : 'Open menu' })).toBeVisible();
  if (!FOOTERLESS.has(route)) await expect(page.getByRole('contentinfo'), `${route}: the footer`).toBeVisible();
}

async function switchLanguage(page: Page, device: 'pc' | 'mobile', language: 'en' | 'zhComplex') {
  if (device === 'pc') {
    await page.getByRole('combobox', { name: language === 'en' ? '語言' : 'Language' }).selectOption(language);
    return;
  }
  await page.getByRole('button', { name: language === 'en' ? '語言' : 'Language' }).click();
  await page.getByRole('button', { name: language === 'en' ? 'English' : '繁體中文' }).click();
}

// The public remotes: the back office (mf-admin) owns no page under /pc/ or /mobile/; its area under /admin/ is loaded by
// the same RemoteArea, and admin-isolation.spec.ts covers what it loads.
const publicRemotes = releasedRegistry().remotes.filter(({ routes }) => routes.pc.length + routes.mobile.length > 0);

for (const { name: remote, routes } of publicRemotes) {
  for (const mode of FAILURE_MODES) {
    test(`when ${remote} ${FAILURE_LABELS[mode]}, each of its pages shows the local fallback and the rest of the site works`, async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const device = testInfo.project.name === 'mobile' ? 'mobile' : 'pc';
      const own = routes[device];
      const release = await breakRemote(context, remote, mode);
      try {
        const groups = [own.filter((route) => !LOGIN_ONLY.has(route)), own.filter((route) => LOGIN_ONLY.has(route))];
        for (const [index, group] of groups.entries()) {
          if (group.length === 0) continue;
          if (index === 1) await logInAsNewTeam(page, baseURL);
          await page.goto(`/${device}/${group[0]}`);
          for (const [at, route] of group.entries()) {
            if (at > 0) await navigateInApp(page, `/${device}/${route}`);
            await expect(page).toHaveURL(new RegExp(`/${device}/${route.replace(/\//g, '\\/')}$`));
            await expectLocalFallback(page, remote, device, route);
          }
        }
        // The language switch works, the fallback included; then another remote's page renders.
        const last = groups.flat().at(-1) ?? '';
        await switchLanguage(page, device, 'en');
        await expectLocalFallback(page, remote, device, last, 'en');
        await switchLanguage(page, device, 'zhComplex');
        const [path, heading] = remote === 'mf-content' ? ELSEWHERE[device]['mf-content'] : ELSEWHERE[device].other;
        await navigateInApp(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      } finally {
        release();
      }
    });
  }
}
