import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registration } from '@portal/shared/contracts';
import { failure, jsonBody, ok, type Handler } from '@portal/shared/testing';
import { competitionApi, SAID, setupCompetitionApi, writes } from '../../../testing/competition-api';
import { activities, FAILED, registrationOf } from '../../../testing/fixtures';
import { enter, fillTeam, member, PEOPLE } from '../../../testing/form';
import { renderPage, startSession, stubObjectUrls } from '../../../testing/render';
import RegistrationPage from '../RegistrationPage';

const t = setupCompetitionApi();
stubObjectUrls();
beforeEach(() => startSession());
// Whole forms are filled on a 2-core machine shared with other suites.
jest.setTimeout(20_000);

function open(overrides: Record<string, Handler> = {}, url = '/pc/contestRegistration?group=1') {
  t.server.use(competitionApi(overrides));
  const device = url.startsWith('/mobile/') ? 'mobile' : 'pc';
  renderPage(<RegistrationPage device={device} />, url);
  return userEvent.setup();
}

const statusRegion = () => screen.findByRole('region', { name: '報名狀態' });
const added = () => writes(t.server.hits).filter((hit) => hit.path === '/api/registration/add');

test('a team of three registers: the body carries every field and the page shows "pending approval"', async () => {
  const user = open();
  await screen.findByLabelText('隊伍名稱');
  await fillTeam(user, { people: PEOPLE });
  await user.click(screen.getByRole('button', { name: '提交報名' }));

  const status = await statusRegion();
  expect(within(status).getByText('待審核')).toBeInTheDocument();
  expect(within(status).getByRole('heading', { level: 2 })).toHaveFocus();
  expect(await screen.findByText(SAID.registered)).toBeInTheDocument();
  expect(jsonBody(added()[0]!)).toEqual({
    group: 1,
    teamName: 'Dune Runners',
    topic: 'air',
    members: PEOPLE.map((person, index) => ({
      ...person,
      position: index === 0 ? 'captain' : 'member',
      idCardFront: expect.stringMatching(/^\/uploads\/id\/\d+\.png$/),
      idCardBack: expect.stringMatching(/^\/uploads\/id\/\d+\.png$/),
    })),
  });
  const members = within(status).getAllByRole('listitem').map((item) => item.textContent);
  expect(members).toEqual(expect.arrayContaining([expect.stringContaining('Ahmed Khan · 隊員')]));
});

test('a failed registration shows the reason as text; modify opens it prefilled, and the resubmission is pending', async () => {
  const user = open({ 'GET /api/registration/getOwnActive': ok(FAILED) });
  const status = await statusRegion();
  expect(within(status).getByText('未通過')).toBeInTheDocument();
  expect(within(status).getByText('原因： 學生證<b>相片</b>不清晰')).toBeInTheDocument();
  expect(status.querySelector('b')).toBeNull();
  expect(within(status).getByText('大氣污染與空氣質素')).toBeInTheDocument();
  expect(within(status).getByRole('img', { name: '陳大文的學生證（正面）' })).toHaveAttribute('src', '/uploads/id/1-front.png');
  const history = within(status).getAllByRole('listitem').filter((item) => item.querySelector('time'));
  expect(history.map((item) => item.textContent)).toEqual([
    expect.stringContaining('隊伍提交報名：待審核'),
    expect.stringContaining('主辦單位審核：未通過 — 學生證<b>相片</b>不清晰'),
  ]);

  await user.click(within(status).getByRole('button', { name: '修改報名資料' }));
  expect(screen.getByLabelText('隊伍名稱')).toHaveValue('Dune Runners');
  expect(screen.getByLabelText('比賽主題')).toHaveValue('air');
  expect(member(2).getByLabelText('電郵地址')).toHaveValue('mary@example.org');
  expect(member(1).getByRole('img', { name: '學生證（正面）預覽' })).toHaveAttribute('src', '/uploads/id/1-front.png');
  expect(screen.getByRole('radio', { name: '中學組' })).toBeChecked();

  await enter(user, member(2).getByLabelText('學校名稱'), '沙田官立中學');
  await user.click(screen.getByRole('button', { name: '重新提交報名' }));
  expect(within(await statusRegion()).getByText('待審核')).toBeInTheDocument();
  expect(jsonBody(added()[0]!)).toMatchObject({
    group: 1,
    teamName: 'Dune Runners',
    topic: 'air',
    members: [{ school: '沙田中學', idCardFront: '/uploads/id/1-front.png' }, { school: '沙田官立中學' }],
  });
  expect(screen.queryByRole('button', { name: '修改報名資料' })).not.toBeInTheDocument();
});

test('modifying can be cancelled, back to the status', async () => {
  const user = open({ 'GET /api/registration/getOwnActive': ok(FAILED) });
  await user.click(await screen.findByRole('button', { name: '修改報名資料' }));
  await user.click(screen.getByRole('button', { name: '取消修改' }));
  expect(await statusRegion()).toBeInTheDocument();
  expect(added()).toEqual([]);
});

test.each<[string, Partial<Registration>, string]>([
  ['pending', { status: 'pending', reason: null, canModify: false }, '待審核'],
  ['passed', { status: 'passed', reason: null, canModify: false }, '已通過'],
  ['failed, no longer modifiable', { canModify: false }, '未通過'],
])('status %s: shown without a modify button or a form', async (_, change, label) => {
  open({ 'GET /api/registration/getOwnActive': ok({ ...FAILED, ...change }) });
  expect(within(await statusRegion()).getByText(label)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '修改報名資料' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('隊伍名稱')).not.toBeInTheDocument();
});

test.each([
  ['closed', 1, '報名已於 2023年10月31日（香港時間）結束。'],
  ['notYetOpen', 1, '報名將於 2023年8月15日（香港時間）開始。'],
  ['full', 2, '大學組報名名額（500 隊）已滿。'],
] as const)('registration %s: "registration closed", why, and no form', async (phase, group, why) => {
  open(
    { 'GET /api/registration/isAddActive': ok(activities({ [group]: phase }).filter((entry) => entry.group === group)) },
    `/pc/contestRegistration?group=${group}`,
  );
  const notice = await screen.findByRole('status', { name: '報名已截止' });
  expect(notice).toHaveTextContent(why);
  expect(screen.queryByLabelText('隊伍名稱')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '提交報名' })).not.toBeInTheDocument();
  expect(t.server.hits.find((hit) => hit.path === '/api/registration/isAddActive')?.query).toEqual({ group: String(group) });
});

test('choosing the university updates ?group= and offers its topics; what was typed stays', async () => {
  const user = open();
  await enter(user, await screen.findByLabelText('隊伍名稱'), 'Dune Runners');
  await user.click(screen.getByRole('radio', { name: '大學組' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pc/contestRegistration?group=2'));
  const topics = within(await screen.findByLabelText('比賽主題')).getAllByRole('option');
  expect(topics.map((option) => option.textContent)).toEqual(['請選擇主題', '零碳新城設計', '沙漠生態旅遊業務']);
  expect(screen.getByLabelText('隊伍名稱')).toHaveValue('Dune Runners');
});

test('what was typed survives a group whose registration is closed', async () => {
  const user = open({ 'GET /api/registration/isAddActive': ok((hit) => activities({ 2: 'full' }).filter((entry) => String(entry.group) === hit.query.group)) });
  await enter(user, await screen.findByLabelText('隊伍名稱'), 'Dune Runners');
  await user.click(screen.getByRole('radio', { name: '大學組' }));
  expect(await screen.findByRole('status', { name: '報名已截止' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: '中學組' }));
  expect(await screen.findByLabelText('隊伍名稱')).toHaveValue('Dune Runners');
});

test('the mobile page renders the same form, one column for a phone, and registers the same way', async () => {
  const user = open({}, '/mobile/registration');
  expect(screen.getByRole('heading', { level: 1, name: '隊伍報名' })).toBeInTheDocument();
  await screen.findByLabelText('隊伍名稱');
  expect(screen.getByRole('radio', { name: '中學組' })).toBeChecked();
  expect(member(1).getByLabelText('學生證（背面）')).toHaveAttribute('accept', 'image/*');
  await fillTeam(user);
  await user.click(screen.getByRole('button', { name: '提交報名' }));
  expect(within(await statusRegion()).getByText('待審核')).toBeInTheDocument();
  expect(jsonBody(added()[0]!)).toMatchObject({ group: 1, members: [{ position: 'captain' }, { position: 'member' }] });
});

test('the team name it already chose in the personal center is filled in', async () => {
  startSession({ id: 7, email: 'team@example.org', teamName: 'Oasis Lab', members: [] });
  open();
  expect(await screen.findByLabelText('隊伍名稱')).toHaveValue('Oasis Lab');
});

test('a page that cannot load says so and retries', async () => {
  const user = open({ 'GET /api/registration/getGroup': failure(400, '暫時未能讀取') });
  expect(await screen.findByRole('alert')).toHaveTextContent('暫時未能讀取');
  t.server.use(competitionApi({ 'GET /api/registration/getOwnActive': ok(registrationOf({ group: 2, teamName: 'Sand', topic: 'ecotourism', members: [] })) }));
  await user.click(screen.getByRole('button', { name: '重試' }));
  expect(within(await statusRegion()).getByText('沙漠生態旅遊業務')).toBeInTheDocument();
});
