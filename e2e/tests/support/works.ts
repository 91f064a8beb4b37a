// A team's works, submitted through its own page (/pc/workSubmission: the file goes by tus, then userWork/add) in
// whatever works step is open by the site's clock. Each step of the page is a region named by the step's title.
import { expect, type Page } from '@playwright/test';
import type { IsolatedSite } from './isolated-site';
import { logIn, type Team } from './team';

export interface WorkToSubmit {
  /** The step's title on the team's page (Traditional Chinese, the default language), e.g. 提交簡報. */
  step: string;
  title: string;
  /** The file to upload: its name is the team's own, which blind judging must never show. */
  file: string;
}

/** Logs the team in, submits each work in its step, then leaves the page signed out for the next user. */
export async function submitWorks(page: Page, site: IsolatedSite, team: Team, works: readonly WorkToSubmit[]): Promise<void> {
  await logIn(page, site.url, 'desktop', team);
  await page.goto(`${site.url}/pc/workSubmission`);
  for (const work of works) {
    const step = page.getByRole('region', { name: work.step });
    await step.getByLabel('作品名稱').fill(work.title);
    await step.getByLabel('作品文件').setInputFiles(work.file);
    await step.getByLabel('本隊已閱讀並同意參賽聲明').check();
    await step.getByRole('button', { name: '上傳並提交作品' }).click();
    await expect(step.getByText('作品已提交。')).toBeVisible({ timeout: 60_000 });
  }
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}
