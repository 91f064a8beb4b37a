import type { ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findShown, envelope, jsonBody, reply, type Handler } from '@portal/shared/testing';
import { competitionApi, setupCompetitionApi, writes } from '../../../testing/competition-api';
import { file, fillTeam, image, member, submit } from '../../../testing/form';
import { renderPage, startSession, stubObjectUrls } from '../../../testing/render';
import RegistrationPage from '../RegistrationPage';

const t = setupCompetitionApi();
const objectUrls = stubObjectUrls();
beforeEach(() => startSession());
// Whole forms are filled on a 2-core machine shared with other suites.
jest.setTimeout(20_000);

async function open(overrides: Record<string, Handler> = {}) {
  t.server.use(competitionApi(overrides));
  renderPage(<RegistrationPage device="pc" />, '/pc/contestRegistration?group=1');
  await screen.findByLabelText('隊伍名稱');
  return userEvent.setup({ applyAccept: false });
}

const rows = () => screen.getAllByRole('group', { name: /^隊員 \d$/ });
const positions = () => rows().map((_, index) => (member(index + 1).getByLabelText('身份') as HTMLSelectElement).value);

test('a new team starts with two members, the first the captain; add up to four, remove down to two', async () => {
  const user = await open();
  expect(rows()).toHaveLength(2);
  expect(positions()).toEqual(['captain', 'member']);
  for (const label of ['姓名（全名）', '身份', '出生日期', '學校名稱', '學生編號', '電郵地址', '學生證（正面）', '學生證（背面）']) {
    expect(member(2).getByLabelText(label)).toBeInTheDocument();
  }

  await user.click(screen.getByRole('button', { name: '新增隊員' }));
  await user.type(member(3).getByLabelText('姓名（全名）'), 'Third');
  await user.click(screen.getByRole('button', { name: '新增隊員' }));
  expect(positions()).toEqual(['captain', 'member', 'member', 'member']);

  // Removing member 2 renumbers the rest and keeps what they typed.
  await user.click(screen.getByRole('button', { name: '移除隊員 2' }));
  expect(rows()).toHaveLength(3);
  expect(member(2).getByLabelText('姓名（全名）')).toHaveValue('Third');
  await user.click(screen.getByRole('button', { name: '移除隊員 3' }));
  expect(rows()).toHaveLength(2);
  expect(screen.queryByText('隊伍最少兩名成員')).not.toBeInTheDocument();
});

test('an ID image shows its upload progress, then its preview; the address the server gave is what is sent', async () => {
  let pending: ServerResponse | undefined;
  const user = await open({ 'POST /api/upload/image': (_hit, res) => void (pending = res) });
  await user.upload(member(1).getByLabelText('學生證（正面）'), file('front.png', 'image/png', 256 * 1024));

  const bar = await screen.findByRole('progressbar', { name: '學生證（正面）上傳進度' });
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  // Every byte has left while the server has not answered yet: the bar is full and still there.
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
  expect(member(1).getByRole('img', { name: '學生證（正面）預覽' })).toHaveAttribute('src', expect.stringMatching(/^blob:preview-/));

  const [hit] = t.server.hits.filter((candidate) => candidate.path === '/api/upload/image');
  expect(hit?.headers['content-type']).toMatch(/^multipart\/form-data/);
  const parts = hit?.body.toString('latin1') ?? '';
  // Booleans, not the body: a failure would print 256 kB.
  expect(parts.includes('name="file"; filename="front.png"')).toBe(true);
  expect(parts.includes('name="type"\r\n\r\n1\r\n')).toBe(true);

  reply(pending!, 200, envelope(1, { uri: '/uploads/id/front-77.png' }));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(member(1).getByRole('img', { name: '學生證（正面）預覽' })).toBeInTheDocument();

  // The rest of the team, then the registration carries the address the server gave.
  t.server.use(competitionApi());
  await fillTeam(user);
  await user.upload(member(1).getByLabelText('學生證（正面）'), image('again.png'));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  await submit(user);
  await screen.findByRole('region', { name: '報名狀態' });
  const sent = jsonBody(writes(t.server.hits).find((candidate) => candidate.path === '/api/registration/add')!);
  expect(sent).toMatchObject({ members: [{ idCardFront: '/uploads/id/5.png' }, {}] });
  // Each replaced preview gave its memory back.
  expect(objectUrls.revoked.length).toBeGreaterThan(0);
});

test.each([
  ['a PDF', file('card.pdf', 'application/pdf'), '請上傳圖片'],
  ['an image over 50 MB', oversized(), '文件大小不能超過 50 MB'],
])('%s is refused before any upload, next to the field and as a toast', async (_, picked, message) => {
  const user = await open();
  await user.upload(member(2).getByLabelText('學生證（背面）'), picked);
  await findShown(message, 2);
  expect(member(2).getByLabelText('學生證（背面）')).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(member(2).queryByRole('img')).not.toBeInTheDocument();
  expect(writes(t.server.hits)).toEqual([]);
});

test('an upload the server refuses shows its message next to the field and drops the preview', async () => {
  const refuse: Handler = (_hit, res) => reply(res, 415, envelope(0, null, '不支援此圖片格式', true));
  const user = await open({ 'POST /api/upload/image': refuse });
  await user.upload(member(1).getByLabelText('學生證（正面）'), image());
  await findShown('不支援此圖片格式', 2);
  expect(member(1).queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('removing a member whose image is uploading cancels that upload', async () => {
  const user = await open({ 'POST /api/upload/image': (_hit, res) => t.server.hold(res) });
  await user.click(screen.getByRole('button', { name: '新增隊員' }));
  await user.upload(member(3).getByLabelText('學生證（正面）'), image());
  expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '移除隊員 3' }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  // Nothing waits for it any more: the next check is about member 1, not an upload.
  await user.type(screen.getByLabelText('隊伍名稱'), 'Dune Runners');
  await user.selectOptions(screen.getByLabelText('比賽主題'), 'air');
  await submit(user);
  await findShown('請填寫完整的隊員資料（隊員 1：姓名（全名））', 2);
});

/** An image whose size says 50 MB and one byte, without holding 50 MB in memory. */
function oversized(): File {
  const picked = image('huge.png');
  Object.defineProperty(picked, 'size', { value: 50 * 1024 * 1024 + 1 });
  return picked;
}
