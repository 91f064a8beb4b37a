import { expect, test } from '../support/test';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { releasedRegistry } from '../support/repo';
import type { Project } from '../support/sign-up';
import { VOTE_PATHS, filmFinalists, hkMobile, voteCount } from '../support/vote';
import type { Envelope } from '@portal/shared/contracts';

// Issue 11, the voting window on a desktop and on a phone: group 1's public vote of seasons/2023-2024.json runs from
// 1 February to 1 March 2024 inclusive, Hong Kong time ([2024-02-01T00:00+08:00, 2024-03-02T00:00+08:00) on the server clock).
// Just before it and just after it, the page lists the films but offers no vote and says so (§8 'please vote within
// the specified time'), and the API refuses to send a code; on its last evening the vote is still offered.

const PERIOD = '投票期：2024年2月1日 至 2024年3月1日（香港時間）';
const OUTSIDE = '請在指定時間內投票';

let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(releasedRegistry(), { env: { PORTAL_NOW: '2024-01-31T23:59:00+08:00' } });
});
test.afterAll(async () => {
  await site?.stop();
});
// One site whose clock each test sets: the tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

async function clockAt(instant: string) {
  if (site.env.PORTAL_NOW !== instant) await site.restartAt(instant);
}

const CLOSED = [
  { when: 'a minute before the vote opens', at: '2024-01-31T23:59:00+08:00', phase: 'notYetOpen' },
  { when: 'at the first instant after its last day', at: '2024-03-02T00:00:00+08:00', phase: 'closed' },
] as const;

for (const { when, at, phase } of CLOSED) {
  test(`${when}, the page lists the films without a ballot and the API sends no code`, async ({ page, request }, testInfo) => {
    await clockAt(at);
    const project = testInfo.project.name as Project;
    await page.goto(`${site.url}${VOTE_PATHS[project]}`);
    await expect(page.getByRole('heading', { level: 1, name: '公眾投票' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: OUTSIDE });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(PERIOD);

    // The films are shown, read-only: no choice, no contact field, no code button.
    const films = await filmFinalists(request, site.url);
    const list = page.getByRole('list', { name: '入圍短片' });
    await expect(list.getByRole('listitem')).toHaveCount(15);
    await expect(list.getByText(films[0]!.workTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByLabel('手機號碼或電郵地址')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '發送驗證碼' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '投票', exact: true })).toHaveCount(0);

    // The server decides, not the page: no code is sent and no vote taken, with the §8 message in the caller's language.
    const sent = await request.post(`${site.url}/api/v1.work/sendSms`, { data: { contact: hkMobile('94') }, headers: { 'Accept-Language': 'en-us' } });
    expect(sent.status()).toBe(409);
    expect(((await sent.json()) as Envelope).msg).toBe('Please vote within the specified time');
    const verified = await request.post(`${site.url}/api/v1.work/verify`, { data: { contact: hkMobile('94'), code: '123456', workId: films[0]!.id } });
    expect(verified.status()).toBe(409);
    expect(((await verified.json()) as Envelope).msg).toBe(OUTSIDE);
    const count = await voteCount(request, site.url);
    expect(count.phase).toBe(phase);
    expect(count.total).toBe(0);
  });
}

test('on the last evening of the window the ballot is offered', async ({ page }, testInfo) => {
  await clockAt('2024-03-01T23:30:00+08:00');
  const project = testInfo.project.name as Project;
  await page.goto(`${site.url}${VOTE_PATHS[project]}`);
  await expect(page.getByText(PERIOD)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(15);
  await expect(page.getByLabel('手機號碼或電郵地址')).toBeVisible();
  await expect(page.getByRole('button', { name: '發送驗證碼' })).toBeEnabled();
  await expect(page.getByText(OUTSIDE)).toHaveCount(0);
});
