import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { releasedRegistry } from '../support/repo';
import type { Project } from '../support/sign-up';
import {
  VOTE_PATHS,
  filmFinalists,
  filmRadio,
  hkMobile,
  letResendCooldownPass,
  newCode,
  newVisitor,
  outbox,
  voteByApi,
  voteCount,
  type PageLanguage,
} from '../support/vote';
import type { Envelope, Finalist, VoteReceipt } from '@portal/shared/contracts';

// Issue 11 end to end, on a desktop and on a phone, during the public vote (server clock inside group 1's window of
// seasons/2023-2024.json): a visitor picks a film, proves a phone number or an e-mail address with the code read from
// the site's development outbox and gets a receipt that is the head of the public vote chain; the same contact on a
// new visit is told it has already voted, in each language, and nothing is counted; the films' order is the
// visitor's own and stable for the visit. One site for the file; each test uses contacts of its own.

const DURING_THE_VOTE = '2024-02-15T10:00:00+08:00';

/** The page's texts (mf-voting) and the API's §8 messages, per language. */
const TEXTS = {
  zhComplex: {
    title: '公眾投票',
    films: '入圍短片',
    period: '投票期：2024年2月1日 至 2024年3月1日（香港時間）',
    contact: '手機號碼或電郵地址',
    send: '發送驗證碼',
    resend: /^\d+ 秒後重新發送$/,
    codeSent: '驗證碼已發送',
    code: '六位數字驗證碼',
    vote: '投票',
    chosen: '你選擇了：',
    success: '投票成功',
    terms: ['投票編號', '記錄序號', '雜湊值'],
    alreadyVoted: '你已經投過票了',
    smsText: '你的投票驗證碼是',
  },
  zhSimple: {
    title: '公众投票',
    films: '入围短片',
    period: '投票期：2024年2月1日 至 2024年3月1日（香港时间）',
    contact: '手机号码或邮箱地址',
    send: '发送验证码',
    resend: /^\d+ 秒后重新发送$/,
    codeSent: '验证码已发送',
    code: '六位数字验证码',
    vote: '投票',
    chosen: '你选择了：',
    success: '投票成功',
    terms: ['投票编号', '记录序号', '哈希值'],
    alreadyVoted: '你已经投过票了',
    smsText: '你的投票验证码是',
  },
  en: {
    title: 'Public voting',
    films: 'Finalist films',
    period: 'Voting period: February 1, 2024 to March 1, 2024 (Hong Kong time)',
    contact: 'Mobile number or e-mail address',
    send: 'Send code',
    resend: /^Resend after \d+ s$/,
    codeSent: 'Verification code sent',
    code: 'Six-digit verification code',
    vote: 'Vote',
    chosen: 'Your choice: ',
    success: 'Vote successful',
    terms: ['Vote ID', 'Log position', 'Hash'],
    alreadyVoted: 'You have already voted',
    smsText: 'your voting code is',
  },
} as const satisfies Record<PageLanguage, unknown>;

let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(releasedRegistry(), { env: { PORTAL_NOW: DURING_THE_VOTE } });
});
test.afterAll(async () => {
  await site?.stop();
});
// In order, in one worker: the site's vote chain is the file's, and the receipt of a test is its head.
test.describe.configure({ mode: 'default' });

const projectOf = (name: string) => name as Project;

async function openVotePage(page: Page, project: Project, language: PageLanguage = 'zhComplex') {
  const text = TEXTS[language];
  await page.goto(`${site.url}${VOTE_PATHS[project]}`);
  await expect(page).toHaveURL(`${site.url}${VOTE_PATHS[project]}`);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByText(text.period)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(15);
}

/** Contact → code from the outbox → vote, on an open vote page; returns the verify call's answer. */
async function proveAndVote(page: Page, contact: string, language: PageLanguage) {
  const text = TEXTS[language];
  const before = (await outbox(page.request, site.url, contact)).length;
  await page.getByLabel(text.contact).fill(contact);
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('status').filter({ hasText: text.codeSent })).toBeVisible();
  const sent = await newCode(page.request, site.url, contact, before);
  expect(sent.message.text).toContain(text.smsText);
  await page.getByLabel(text.code).fill(sent.code);
  const verified = page.waitForResponse((response) => response.url().endsWith('/api/v1.work/verify'));
  await page.getByRole('button', { name: text.vote, exact: true }).click();
  const answer = await verified;
  return { status: answer.status(), body: (await answer.json()) as Envelope<VoteReceipt | null>, sent };
}

/** The receipt on the success screen: the vote id, its place in the log and its hash, as the API gave them. */
async function expectReceipt(page: Page, language: PageLanguage, film: Finalist, receipt: VoteReceipt) {
  const text = TEXTS[language];
  const success = page.getByRole('region', { name: text.success });
  await expect(success).toBeVisible();
  await expect(success.getByText(`${text.chosen}${film.workTitle}`)).toBeVisible();
  await expect(success.getByRole('term')).toHaveText([...text.terms]);
  await expect(success.getByRole('definition')).toHaveText([String(receipt.voteId), String(receipt.seq), receipt.hash]);
  // The success screen replaces the ballot: no second vote from the same page.
  await expect(page.getByRole('radio')).toHaveCount(0);
}

test('a visitor picks a film, proves a phone number with the texted code and gets a receipt that heads the vote chain', async ({
  page,
  request,
}, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const film = (await filmFinalists(request, site.url))[6]!;
  const contact = hkMobile('96');
  const before = await voteCount(request, site.url);
  expect(before.phase).toBe('open');

  await openVotePage(page, project);
  // Nothing is sent before a film is chosen and a contact given: the page says what is missing.
  await page.getByRole('button', { name: TEXTS.zhComplex.send }).click();
  await expect(page.getByRole('alert')).toHaveText('請輸入手機號碼或電郵地址');
  await filmRadio(page, film.workTitle).check();
  await expect(filmRadio(page, film.workTitle)).toBeChecked();
  await expect(page.getByText(`你選擇了：${film.workTitle}`)).toBeVisible();

  // Written the way people write it: the server normalizes it to +852 (the outbox finds it either way).
  await page.getByLabel(TEXTS.zhComplex.contact).fill(`${contact.slice(0, 4)} ${contact.slice(4)}`);
  await page.getByRole('button', { name: TEXTS.zhComplex.send }).click();
  await expect(page.getByRole('status').filter({ hasText: TEXTS.zhComplex.codeSent })).toBeVisible();
  // The resend countdown: the button is disabled and counts down from the server's 60 s.
  const resend = page.getByRole('button', { name: TEXTS.zhComplex.resend });
  await expect(resend).toBeDisabled();
  const secondsLeft = async () => Number(/\d+/.exec(await resend.innerText())?.[0]);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);
  await expect(page.getByRole('button', { name: TEXTS.zhComplex.send })).toHaveCount(0);

  const { code, message } = await newCode(request, site.url, contact, 0);
  expect(message.to).toBe(`+852${contact}`);
  expect(message.text).toContain(`你的投票驗證碼是 ${code}`);
  await page.getByLabel(TEXTS.zhComplex.code).fill(code);
  const verified = page.waitForResponse((response) => response.url().endsWith('/api/v1.work/verify'));
  await page.getByRole('button', { name: TEXTS.zhComplex.vote, exact: true }).click();
  const answer = (await (await verified).json()) as Envelope<VoteReceipt>;
  expect(answer.msg).toBe('投票成功');
  const receipt = answer.data;
  expect(receipt.finalistId).toBe(film.id);
  expect(receipt.hash).toMatch(/^[0-9a-f]{64}$/);
  await expectReceipt(page, 'zhComplex', film, receipt);

  // The receipt is the newest link of the public chain: one more vote, and the chain's head is this vote.
  const after = await voteCount(request, site.url);
  expect(after.total).toBe(before.total + 1);
  expect(receipt.seq).toBe(before.head.seq + 1);
  expect(after.head).toEqual({ seq: receipt.seq, hash: receipt.hash });
  // Counts per film stay private while the vote is open (docs/adr/0014).
  expect(after.films).toBeNull();
});

test('in English, an e-mail address gets its code by mail and the vote succeeds', async ({ page, request }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const film = (await filmFinalists(request, site.url, 'en'))[11]!;
  const email = `Voter.${crypto.randomUUID().slice(0, 8)}@Example.org`;
  const before = await voteCount(request, site.url);

  await openVotePage(page, project, 'en');
  await filmRadio(page, film.workTitle).check();
  await page.getByLabel(TEXTS.en.contact).fill(email);
  await page.getByRole('button', { name: TEXTS.en.send }).click();
  await expect(page.getByRole('status').filter({ hasText: TEXTS.en.codeSent })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTS.en.resend })).toBeDisabled();

  // A mail in the visitor's language, to the address as normalized (lower case).
  const { code, message } = await newCode(request, site.url, email, 0);
  expect(message.to).toBe(email.toLowerCase());
  expect(message.subject).toBe(`Desert Sustainability Award: voting code ${code}`);
  expect(message.text).toContain(`Your voting code is ${code}`);
  await page.getByLabel(TEXTS.en.code).fill(code);
  const verified = page.waitForResponse((response) => response.url().endsWith('/api/v1.work/verify'));
  await page.getByRole('button', { name: TEXTS.en.vote, exact: true }).click();
  const answer = (await (await verified).json()) as Envelope<VoteReceipt>;
  expect(answer.msg).toBe('Vote successful');
  expect(answer.data.finalistId).toBe(film.id);
  await expectReceipt(page, 'en', film, answer.data);

  const after = await voteCount(request, site.url);
  expect(after.total).toBe(before.total + 1);
  expect(after.head).toEqual({ seq: answer.data.seq, hash: answer.data.hash });
});

test('the same contact on new visits is told in each language that it has already voted, and nothing is counted', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = projectOf(testInfo.project.name);
  const films = await filmFinalists(request, site.url);
  const contact = hkMobile('64');
  // The first vote, as the pages cast it, over HTTP.
  const first = await voteByApi(request, site.url, contact, films[2]!.id);
  const counted = await voteCount(request, site.url);
  expect(counted.head).toEqual({ seq: first.seq, hash: first.hash });

  // The same phone, written another way on each visit: one voter, whatever the spelling.
  const visits: Array<{ language: PageLanguage; spelled: string; film: number }> = [
    { language: 'zhComplex', spelled: `+852 ${contact.slice(0, 4)} ${contact.slice(4)}`, film: 8 },
    { language: 'zhSimple', spelled: `${contact.slice(0, 4)}-${contact.slice(4)}`, film: 2 },
    { language: 'en', spelled: `852${contact}`, film: 14 },
  ];
  for (const visit of visits) {
    await test.step(`a new visit in ${visit.language}`, async () => {
      // A new code needs the 60 s resend cooldown (real time) to be over: see letResendCooldownPass.
      letResendCooldownPass(site);
      const context = await newVisitor(browser, testInfo, visit.language);
      try {
        const page = await context.newPage();
        const film = (await filmFinalists(request, site.url, visit.language))[visit.film]!;
        await openVotePage(page, project, visit.language);
        await filmRadio(page, film.workTitle).check();
        const { status, body } = await proveAndVote(page, visit.spelled, visit.language);
        expect(status).toBe(409);
        expect(body.msg).toBe(TEXTS[visit.language].alreadyVoted);
        await expect(page.getByRole('alert')).toHaveText(TEXTS[visit.language].alreadyVoted);
        await expect(page.getByRole('region', { name: TEXTS[visit.language].success })).toHaveCount(0);
        // Still on the ballot, the choice kept: nothing pretended to succeed.
        await expect(filmRadio(page, film.workTitle)).toBeChecked();
        expect(await voteCount(request, site.url)).toEqual(counted);
      } finally {
        await context.close();
      }
    });
  }
});

test('the films keep their order on reload within a visit, and another visitor gets another order', async ({ page, browser, request }, testInfo) => {
  const project = projectOf(testInfo.project.name);
  const films = await filmFinalists(request, site.url);
  // Longest title first, so that a card of film 12 is not taken for film 1.
  const byTitle = [...films].sort((a, b) => b.workTitle.length - a.workTitle.length);
  const ids = films.map((film) => film.id).sort((a, b) => a - b);

  /** The films as the page lists them, by id, read from the cards' visible text. */
  const order = async (visitor: Page) => {
    await expect(visitor.getByRole('radio')).toHaveCount(15);
    const cards = await visitor.getByRole('list', { name: TEXTS.zhComplex.films }).getByRole('listitem').allInnerTexts();
    const listed = cards.map((card) => byTitle.find((film) => card.includes(film.workTitle))?.id);
    // Every finalist once: a shuffle, not a subset.
    expect([...listed].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ids);
    return listed;
  };

  await openVotePage(page, project);
  const mine = await order(page);
  await page.reload();
  expect(await order(page)).toEqual(mine);
  await page.reload();
  expect(await order(page)).toEqual(mine);

  // Other visitors: each order is one of 15! (≈ 1.3 × 10¹²). Three tries make a false failure impossible in practice.
  const others: Array<Array<number | undefined>> = [];
  for (let tries = 0; tries < 3 && others.every((other) => JSON.stringify(other) === JSON.stringify(mine)); tries++) {
    const context = await newVisitor(browser, testInfo);
    try {
      const visitor = await context.newPage();
      await openVotePage(visitor, project);
      others.push(await order(visitor));
    } finally {
      await context.close();
    }
  }
  expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(mine)), `orders seen: ${JSON.stringify([mine, ...others])}`).toBe(true);
});
