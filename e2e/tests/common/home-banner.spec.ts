import { expect, test } from '../support/test';
import { logInAsNewTeam } from '../support/session';

const HOME = { desktop: '/pc/home', mobile: '/mobile/home' } as const;
const REGISTRATION = { desktop: '/pc/contestRegistration', mobile: '/mobile/registration' } as const;
const LOGIN = { desktop: /\/pc\/logIn$/, mobile: /\/mobile\/login$/ } as const;

type Project = keyof typeof HOME;

test('without a session a banner slide says "please log in first" and opens the login page', async ({ page }, testInfo) => {
  const project = testInfo.project.name as Project;
  await page.goto(HOME[project]);
  await page.getByRole('link', { name: /中學/ }).first().click();
  await expect(page.getByText('請先登入')).toBeVisible();
  await expect(page).toHaveURL(LOGIN[project]);
});

test('with a session each banner slide opens registration for its group', async ({ page, baseURL }, testInfo) => {
  const project = testInfo.project.name as Project;
  await logInAsNewTeam(page, baseURL);
  for (const [name, group] of [[/中學/, 1], [/大學/, 2]] as const) {
    await page.goto(HOME[project]);
    const slide = page.locator('.swiper').getByRole('link', { name }).first();
    await expect(slide).toHaveAttribute('href', `${REGISTRATION[project]}?group=${group}`);
    await slide.click();
    await expect(page).toHaveURL(`${REGISTRATION[project]}?group=${group}`);
  }
});
