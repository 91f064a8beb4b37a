import { Buffer } from 'node:buffer';
import { expect, test } from '../support/site-at';
import { admin, builtAdmin, registrationId } from '../support/organizer';
import { SIGN_UP_PATHS, signUpAndLogIn, type Project } from '../support/sign-up';

// Issue 9 end to end, on a desktop and on a phone: sign up, register a team of three with ID-card images, see
// 'pending', be rejected with a reason by an organizer (pnpm admin), correct and resubmit, be approved, see 'passed'.

const REGISTRATION = { desktop: '/pc/contestRegistration?group=1', mobile: '/mobile/registration?group=1' } as const;

/** A real 1×1 PNG: the server checks images by their content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.use({ portalNow: '2023-09-15T10:00:00+08:00' });

test('a team registers, is rejected with a reason, corrects it and is approved', async ({ page, site }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as Project;
  const tag = crypto.randomUUID().slice(0, 8);
  const team = `Dune ${tag}`;
  await signUpAndLogIn(page, site.url, project, `team-${tag}@example.org`, 'first sand dune passphrase');

  await page.goto(`${site.url}${REGISTRATION[project]}`);
  await expect(page.getByRole('heading', { level: 1, name: '隊伍報名' })).toBeVisible();
  await page.getByLabel('隊伍名稱').fill(team);
  await page.getByLabel('比賽主題').selectOption({ label: '水資源與保育' });
  await page.getByRole('button', { name: '新增隊員' }).click();
  for (const number of [1, 2, 3]) {
    const member = page.getByRole('group', { name: `隊員 ${number}`, exact: true });
    await member.getByLabel('姓名（全名）').fill(`隊員${number} ${tag}`);
    await member.getByLabel('身份').selectOption(number === 1 ? 'captain' : 'member');
    await member.getByLabel('出生日期').fill('2007-05-2' + number);
    await member.getByLabel('學校名稱').fill('沙漠中學');
    await member.getByLabel('學生編號').fill(`S${number}-${tag}`);
    await member.getByLabel('電郵地址').fill(`m${number}-${tag}@example.org`);
    for (const side of ['正面', '背面']) {
      await member.getByLabel(`學生證（${side}）`).setInputFiles({ name: `card-${side}.png`, mimeType: 'image/png', buffer: PNG });
      await expect(member.getByRole('img', { name: `學生證（${side}）預覽` })).toBeVisible();
      // The preview is the picked file itself; the upload is done when its progress bar goes.
      await expect(member.getByRole('progressbar')).toHaveCount(0);
    }
  }
  await page.getByRole('button', { name: '提交報名' }).click();
  await expect(page.getByText('待審核').first()).toBeVisible();

  // The personal center (mf-account) shows mf-competition's registration slot.
  await page.goto(`${site.url}${SIGN_UP_PATHS[project].center}`);
  const slot = page.locator('[data-slot="personalCenter.registration"]');
  await expect(slot.getByText('待審核')).toBeVisible();

  // An organizer rejects it with a reason; the team sees the reason and corrects the team.
  const id = registrationId(site, team);
  builtAdmin(site, 'registrations', 'reject', id, '--reason', '第 2 位隊員的學生證不清晰');
  await page.reload();
  await expect(slot.getByText('未通過')).toBeVisible();
  await expect(slot.getByText('第 2 位隊員的學生證不清晰')).toBeVisible();
  await slot.getByRole('link', { name: '修改報名資料' }).click();
  await page.getByRole('button', { name: '修改報名資料' }).click();
  await expect(page.getByLabel('隊伍名稱')).toHaveValue(team);
  const second = page.getByRole('group', { name: '隊員 2', exact: true });
  await second.getByLabel('學生證（正面）').setInputFiles({ name: 'clear.png', mimeType: 'image/png', buffer: PNG });
  await expect(second.getByRole('img', { name: '學生證（正面）預覽' })).toBeVisible();
  await expect(second.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: '重新提交報名' }).click();
  await expect(page.getByText('待審核').first()).toBeVisible();

  builtAdmin(site, 'registrations', 'approve', id);
  await page.goto(`${site.url}${SIGN_UP_PATHS[project].center}`);
  await expect(slot.getByText('已通過')).toBeVisible();
  expect(admin(site, 'registrations', 'show', id)).toMatch(/failed → pending by team[\s\S]*pending → passed by organizer e2e-organizer/);
});
