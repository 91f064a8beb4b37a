import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_MAX_BYTES, type Device, type WorkBody } from '@portal/shared/contracts';
import { findShown, jsonBody, ok, type Handler } from '@portal/shared/testing';
import { competitionApi, setupCompetitionApi, writes } from '../../../testing/competition-api';
import { renderPage, startSession } from '../../../testing/render';
import { setupTusServer } from '../../../testing/tus-server';
import { FILM_WORK, matchCenter, workOf } from '../../../testing/works-fixtures';
import { enter } from '../../../testing/form';
import { fillWork, submitWork, workFile } from '../../../testing/works-form';
import SubmissionPage from '../SubmissionPage';

// The submission page against a fixture API with a real tus server behind it (testing/tus-server.ts).
const t = setupCompetitionApi();
const tus = setupTusServer(t);
beforeEach(() => {
  localStorage.clear(); // tus-js-client keeps its fingerprints there
  startSession();
});

const PAGE: Record<Device, string> = { pc: '/pc/workSubmission', mobile: '/mobile/work-submission/index' };

function open(device: Device = 'pc', overrides: Record<string, Handler> = {}) {
  t.server.use(competitionApi(overrides, tus.handler));
  renderPage(<SubmissionPage device={device} />, PAGE[device]);
  // Some tests pick files the picker would not offer: a team choosing "all files" in the browser's dialog.
  return userEvent.setup({ applyAccept: false });
}

/** userWork/add answers with the work made of the upload the server holds. */
const addFromUpload: Handler = (hit, res) => {
  const body = jsonBody(hit) as WorkBody;
  void tus.upload(body.upload).then((upload) => {
    const name = upload.metadata?.filename ?? '';
    ok(workOf(body, { name, size: upload.size ?? 0, mime: upload.metadata?.filetype ?? '' }))(hit, res);
  });
};

test.each(['pc', 'mobile'] as const)('%s: a team in its window sees the step, what it takes, and the form', async (device) => {
  open(device);
  const step = within((await screen.findByRole('heading', { name: '提交影片' })).closest('li')!);
  expect(step.getByText(/提交期/)).toHaveTextContent('提交期：2023年11月1日 至 2023年12月1日（香港時間） 現正接受提交');
  expect(step.getByText('接受格式：MP4')).toBeInTheDocument();
  expect(step.getByText('文件大小不超過 2 GB')).toBeInTheDocument();
  expect(step.getByText('影片長度不超過 1.5 分鐘（1:30）')).toBeInTheDocument();
  expect(screen.getByText(/中學組/)).toHaveTextContent('Dune Runners · 中學組 · 大氣污染與空氣質素');
  expect(step.getByLabelText('作品名稱')).toHaveValue('');
  // The team's registered topic, among its group's topics.
  expect(step.getByLabelText('比賽主題')).toHaveValue('air');
  expect(step.getByRole('option', { name: '能源與氣候變化' })).toBeInTheDocument();
  expect(step.getByLabelText('作品文件')).toHaveAttribute('accept', '.mp4');
  expect(step.getByRole('checkbox', { name: '本隊已閱讀並同意參賽聲明' })).not.toBeChecked();
  expect(step.getByText(/本隊確認：作品由本隊隊員原創/)).toBeInTheDocument();
  expect(step.getByRole('button', { name: '上傳並提交作品' })).toBeEnabled();
});

describe('checks before any request', () => {
  test('a file of another kind: only PDF, PPT and MP4 (§8), and nothing is sent', async () => {
    const user = open();
    await screen.findByLabelText('作品文件');
    await user.upload(screen.getByLabelText('作品文件'), workFile('plan.docx', 100, 'application/msword'));
    const [field] = await findShown('上傳文件只能是 PDF、PPT、MP4 格式', 2);
    expect(field).toBeInTheDocument();
    expect(screen.getByLabelText('作品文件')).toHaveAttribute('aria-invalid', 'true');
    await submitWork(user);
    // The server checks the entry statement first, and so does the form.
    await findShown('請先勾選參賽聲明', 2);
    expect(writes(t.server.hits)).toEqual([]);
  });

  test('the checks answer in the order of the server’s userWork/add: statement, title (its rule), file', async () => {
    const user = open();
    await screen.findByLabelText('作品文件');
    await submitWork(user);
    await findShown('請先勾選參賽聲明', 2);
    expect(screen.getByRole('checkbox', { name: '本隊已閱讀並同意參賽聲明' })).toHaveFocus();

    await fillWork(user, null, { title: '沙'.repeat(101) });
    await submitWork(user);
    // 101 characters: the contracts' title rule (at most 100), which the server applies too.
    await findShown('請輸入作品名稱（一行，最多 100 個字）', 2);
    expect(screen.getByLabelText('作品名稱')).toHaveFocus();

    await enter(user, screen.getByLabelText('作品名稱'), '沙'.repeat(100));
    await submitWork(user);
    await findShown('請選擇作品文件', 2);
    expect(writes(t.server.hits)).toEqual([]);
  });

  test("a work type this step does not take: the step's own types", async () => {
    const user = open();
    await screen.findByLabelText('作品文件');
    await user.upload(screen.getByLabelText('作品文件'), workFile('plan.pdf', 100, 'application/pdf'));
    await findShown('此階段只接受 MP4 文件', 2);
    expect(writes(t.server.hits)).toEqual([]);
  });

  test('over 2 GB: the limit is named, and nothing is sent', async () => {
    const user = open();
    await screen.findByLabelText('作品文件');
    const huge = workFile();
    Object.defineProperty(huge, 'size', { value: WORK_MAX_BYTES + 1 }); // no need to hold 2 GB in memory
    await fillWork(user, huge);
    await findShown('文件大小不能超過 2 GB', 2);
    await submitWork(user);
    await findShown('請選擇作品文件', 2);
    expect(writes(t.server.hits)).toEqual([]);
  });

  test('the entry statement not ticked: please tick it first (§8), the box has the focus, nothing is sent', async () => {
    const user = open();
    await screen.findByLabelText('作品文件');
    await fillWork(user, workFile(), { tick: false });
    await submitWork(user);
    await findShown('請先勾選參賽聲明', 2);
    expect(screen.getByRole('checkbox', { name: '本隊已閱讀並同意參賽聲明' })).toHaveFocus();
    expect(writes(t.server.hits)).toEqual([]);
  });
});

test.each([
  ['pc', '/pc/personalCenter'],
  ['mobile', '/mobile/personal-centered/index'],
] as const)('%s: the film goes by tus, then the work is submitted with the upload id', async (device, center) => {
  const user = open(device, { 'POST /api/userWork/add': addFromUpload });
  await screen.findByLabelText('作品文件');
  await fillWork(user, workFile('dune.mp4', 6000));
  await submitWork(user);

  expect(await screen.findByText('作品已提交。')).toHaveFocus();
  const [created] = tus.created;
  expect(created).toEqual({ id: expect.any(String), token: 'token-7', metadata: { filename: 'dune.mp4', filetype: 'video/mp4', step: 'videoSubmission' } });
  expect((await tus.upload(created!.id)).offset).toBe(6000);
  // The server words its refusals in the page's language.
  expect(t.server.hits.find((hit) => hit.path === '/api/tus')?.headers['accept-language']).toBe('zh-hk');
  const add = t.server.hits.find((hit) => hit.path === '/api/userWork/add')!;
  expect(jsonBody(add)).toEqual({ step: 'videoSubmission', title: '沙漠裡的一滴水', topic: 'air', upload: created!.id, statementAccepted: true });
  expect(add.headers.token).toBe('token-7');
  expect(screen.getByText('已提交')).toBeInTheDocument();
  expect(screen.getByText(/dune\.mp4 ·/)).toHaveTextContent('dune.mp4 · 5.9 KB');
  expect(screen.getByRole('link', { name: '返回個人中心' })).toHaveAttribute('href', center);
  expect(screen.queryByLabelText('作品文件')).not.toBeInTheDocument();
});

test('a submitted work is shown, and a new file replaces it while the step is open', async () => {
  const user = open('pc', {
    'GET /api/userWork/getMatchCenter': ok(matchCenter({ work: FILM_WORK })),
    'POST /api/userWork/add': addFromUpload,
  });
  expect(await screen.findByText('審核中')).toBeInTheDocument();
  expect(screen.getByText('desert-drop.mp4 · 150 MB')).toBeInTheDocument();
  expect(screen.queryByLabelText('作品文件')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '更換作品文件' }));
  expect(screen.getByLabelText('作品名稱')).toHaveValue('沙漠裡的一滴水');
  expect(screen.getByText('新文件提交後會取代現有的作品文件。')).toBeInTheDocument();
  await fillWork(user, workFile('dune-v2.mp4'), { title: '沙漠裡的一滴水（新版）' });
  await submitWork(user, '上傳新文件並提交');

  expect(await screen.findByText('作品已提交。')).toBeInTheDocument();
  const [facts, receipt] = screen.getAllByText('沙漠裡的一滴水（新版）');
  expect(facts).toBeInTheDocument();
  // Right after the submission the receipt of the new file is open.
  expect(receipt?.closest('details')).toHaveAttribute('open');
  expect(within(receipt!.closest('details')!).getByText('dune-v2.mp4')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('desert-drop.mp4 · 150 MB')).not.toBeInTheDocument());
  expect(jsonBody(t.server.hits.find((hit) => hit.path === '/api/userWork/add')!)).toMatchObject({ upload: tus.created[0]!.id });
});

test('a refused submit after the upload: the server words it, and sending again needs no new upload', async () => {
  let calls = 0;
  const user = open('pc', {
    'POST /api/userWork/add': (hit, res) =>
      ++calls === 1
        ? res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 0, data: null, msg: '請輸入作品名稱（最多 100 字）', show: true }))
        : ok(workOf(jsonBody(hit) as WorkBody, { name: 'dune.mp4', size: 4096, mime: 'video/mp4' }))(hit, res),
  });
  await screen.findByLabelText('作品文件');
  await fillWork(user, workFile());
  await submitWork(user);
  await findShown('請輸入作品名稱（最多 100 字）', 2);
  await submitWork(user);
  expect(await screen.findByText('作品已提交。')).toBeInTheDocument();
  expect(t.server.hits.filter((hit) => hit.path === '/api/tus')).toHaveLength(1);
});
