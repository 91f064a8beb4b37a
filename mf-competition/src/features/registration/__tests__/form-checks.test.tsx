import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { findShown, failure, ok, type Handler } from '@portal/shared/testing';
import { competitionApi, setupCompetitionApi, writes } from '../../../testing/competition-api';
import { FAILED } from '../../../testing/fixtures';
import { enter, fillMember, member, PEOPLE, submit } from '../../../testing/form';
import { renderPage, startSession, stubObjectUrls } from '../../../testing/render';
import RegistrationPage from '../RegistrationPage';

// Every check of §5 before any request: the §8 message as a toast and next to its field (focused), nothing sent.
const t = setupCompetitionApi();
stubObjectUrls();
beforeEach(() => startSession());
// Forms are filled on a 2-core machine shared with other suites.
jest.setTimeout(20_000);

function open(overrides: Record<string, Handler> = {}) {
  t.server.use(competitionApi(overrides));
  renderPage(<RegistrationPage device="pc" />, '/pc/contestRegistration?group=1');
  return userEvent.setup();
}

/** A complete team, as a failed registration opened to be modified: each test breaks one thing in it. */
async function openComplete(): Promise<UserEvent> {
  const user = open({ 'GET /api/registration/getOwnActive': ok(FAILED) });
  await user.click(await screen.findByRole('button', { name: '修改報名資料' }));
  expect(screen.getByLabelText('隊伍名稱')).toHaveValue(FAILED.teamName);
  return user;
}

/** The message shows twice (toast and field), the field is marked invalid and focused, and nothing was sent. */
async function expectRefused(message: string, field: HTMLElement) {
  await findShown(message, 2);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveFocus();
  expect(writes(t.server.hits)).toEqual([]);
}

test('a blank form answers in the order of §5: team name, topic, member details, ID images', async () => {
  const user = open();
  const teamName = await screen.findByLabelText('隊伍名稱');
  await submit(user);
  await expectRefused('請輸入正確的隊伍名稱', teamName);

  await enter(user, screen.getByLabelText('隊伍名稱'), 'Dune Runners');
  await submit(user);
  await expectRefused('請選擇比賽主題', screen.getByLabelText('比賽主題'));

  await user.selectOptions(screen.getByLabelText('比賽主題'), '能源與氣候變化');
  await submit(user);
  await expectRefused('請填寫完整的隊員資料（隊員 1：姓名（全名））', member(1).getByLabelText('姓名（全名）'));

  await fillMember(user, 1, PEOPLE[0]!, false);
  await fillMember(user, 2, { ...PEOPLE[1]!, school: '' }, false);
  await submit(user);
  await expectRefused('請填寫完整的隊員資料（隊員 2：學校名稱）', member(2).getByLabelText('學校名稱'));

  await enter(user, member(2).getByLabelText('學校名稱'), '沙田中學');
  await submit(user);
  await expectRefused('請上傳學生證（隊員 1：學生證（正面））', member(1).getByLabelText('學生證（正面）'));
});

test.each([['x'], ['team@home'], ['   '], ['名'.repeat(41)]])('team name %j is refused', async (name) => {
  const user = await openComplete();
  await enter(user, screen.getByLabelText('隊伍名稱'), name);
  await submit(user);
  await expectRefused('請輸入正確的隊伍名稱', screen.getByLabelText('隊伍名稱'));
});

test.each([
  ['a malformed e-mail', 2, '電郵地址', 'mary@', '請完善參賽者資料（隊員 2的電郵地址格式不正確）'],
  ['a birth date in the future', 1, '出生日期', '2999-01-01', '請完善參賽者資料（隊員 1的出生日期不正確）'],
  ['the same e-mail twice', 2, '電郵地址', 'TAI.MAN@example.org', '請完善參賽者資料（隊員 2的電郵地址與隊員 1相同）'],
  ['a student ID without letters or digits', 1, '學生編號', '--', '請完善參賽者資料（隊員 1的學生編號須有字母或數字）'],
  ['the same student ID twice', 2, '學生編號', 's-1001', '請完善參賽者資料（隊員 2的學生編號與隊員 1相同）'],
])('%s is refused, naming the member and the field', async (_, number, label, value, message) => {
  const user = await openComplete();
  await enter(user, member(number).getByLabelText(label), value);
  await submit(user);
  await expectRefused(message, member(number).getByLabelText(label));
});

test.each([
  ['no captain', 1, 'member', 1],
  ['two captains', 2, 'captain', 2],
])('%s: "please complete the player information", at a position', async (_, number, position, pointed) => {
  const user = await openComplete();
  await user.selectOptions(member(number).getByLabelText('身份'), position);
  await submit(user);
  await expectRefused('請完善參賽者資料（每隊須有一名、且只有一名隊長）', member(pointed).getByLabelText('身份'));
});

test('an upload still running: the team is asked to wait, and nothing is sent', async () => {
  const user = await openComplete();
  t.server.use(competitionApi({ 'POST /api/upload/image': (_hit, res) => t.server.hold(res) }));
  await user.upload(member(2).getByLabelText('學生證（背面）'), imageFile());
  expect(await screen.findByRole('progressbar', { name: '學生證（背面）上傳進度' })).toBeInTheDocument();
  await submit(user);
  await findShown('請等待圖片上傳完成（隊員 2：學生證（背面））', 2);
  expect(writes(t.server.hits).map((hit) => hit.path)).toEqual(['/api/upload/image']);
});

test('a fifth member and fewer than two are refused with their messages, next to the members', async () => {
  const user = await openComplete();
  const add = screen.getByRole('button', { name: '新增隊員' });
  await user.click(add);
  await user.click(add);
  expect(screen.getAllByRole('group', { name: /^隊員 \d$/ })).toHaveLength(4);
  await user.click(add);
  await findShown('隊伍最多四名成員', 2);
  expect(add).toHaveAccessibleDescription('隊伍最多四名成員');
  expect(screen.getAllByRole('group', { name: /^隊員 \d$/ })).toHaveLength(4);

  for (const number of [4, 3]) await user.click(screen.getByRole('button', { name: `移除隊員 ${number}` }));
  await user.click(screen.getByRole('button', { name: '移除隊員 2' }));
  await findShown('隊伍最少兩名成員', 2);
  expect(screen.getAllByRole('group', { name: /^隊員 \d$/ })).toHaveLength(2);
  expect(writes(t.server.hits)).toEqual([]);
});

test('the server’s refusal is shown (toast and next to the button) and the form stays as it was', async () => {
  const user = await openComplete();
  t.server.use(competitionApi({ 'POST /api/registration/add': failure(409, '此電郵已在另一隊伍報名') }));
  await submit(user);
  await findShown('此電郵已在另一隊伍報名', 2);
  expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('此電郵已在另一隊伍報名');
  expect(screen.getByLabelText('隊伍名稱')).toHaveValue(FAILED.teamName);
  expect(screen.getByRole('button', { name: '重新提交報名' })).toBeEnabled();
});

function imageFile() {
  return new File([new Uint8Array(8)], 'card.png', { type: 'image/png' });
}
