import { expect, test } from '../support/test';
import type { Envelope, VoteReceipt } from '@portal/shared/contracts';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { releasedRegistry } from '../support/repo';
import type { Project } from '../support/sign-up';
import { VOTE_PATHS, filmFinalists, filmRadio, hkMobile, newCode, outbox } from '../support/vote';

// Issue 28 point 1 in Chromium against the real API: while one address has asked for more codes than the season's
// threshold (45 in 5 minutes by default, seasons/2023-2024.json has no publicVote section), the next visitor from it
// meets the proof-of-work challenge. The page solves it in its worker with no click, the code is sent, and the vote
// succeeds. Nobody before the threshold met a challenge. The solve time in this browser is printed.

const DURING_THE_VOTE = '2024-02-15T10:00:00+08:00';
const PER_ADDRESS = 45;

let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(releasedRegistry(), { env: { PORTAL_NOW: DURING_THE_VOTE } });
});
test.afterAll(async () => {
  await site?.stop();
});

test('under pressure from one address the page solves the challenge by itself, then the code is sent and the vote counts', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one pressure per site: the phone page runs the same worker');
  // A script from this address: every request gets its code until the threshold is reached.
  for (let index = 0; index < PER_ADDRESS; index += 1) {
    const sent = await request.post(`${site.url}/api/v1.work/sendSms`, { data: { contact: hkMobile('94') } });
    expect(sent.status(), `request ${index + 1}: ${await sent.text()}`).toBe(200);
  }
  const scripted = await request.post(`${site.url}/api/v1.work/sendSms`, { data: { contact: hkMobile('94') } });
  expect(scripted.status()).toBe(429);
  expect(((await scripted.json()) as Envelope<{ challenge?: unknown }>).data.challenge).toBeTruthy();

  const film = (await filmFinalists(request, site.url))[2]!;
  const contact = hkMobile('96');
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1.work/sendSms')) answers.push(response.status());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto(`${site.url}${VOTE_PATHS[testInfo.project.name as Project]}`);
  await expect(page.getByRole('radio')).toHaveCount(15);
  await filmRadio(page, film.workTitle).check();
  await page.getByLabel('手機號碼或電郵地址').fill(contact);
  const started = performance.now();
  await page.getByRole('button', { name: '發送驗證碼' }).click();
  await expect(page.getByRole('status').filter({ hasText: '驗證碼已發送' })).toBeVisible({ timeout: 60_000 });
  const seconds = (performance.now() - started) / 1000;
  // Asked, challenged, solved and asked again with the solution: no second challenge.
  expect(answers).toEqual([429, 200]);

  const { code } = await newCode(request, site.url, contact, 0);
  expect((await outbox(request, site.url, contact)).length).toBe(1);
  await page.getByLabel('六位數字驗證碼').fill(code);
  const verified = page.waitForResponse((response) => response.url().endsWith('/api/v1.work/verify'));
  await page.getByRole('button', { name: '投票', exact: true }).click();
  const answer = (await (await verified).json()) as Envelope<VoteReceipt>;
  expect(answer.msg).toBe('投票成功');
  expect(answer.data.finalistId).toBe(film.id);
  expect(violations).toEqual([]);
  const line = `challenge met and solved in the page (Chromium, no throttling): ${seconds.toFixed(2)} s from the click to "code sent"`;
  testInfo.annotations.push({ type: 'measure', description: line });
  console.log(line);
});
