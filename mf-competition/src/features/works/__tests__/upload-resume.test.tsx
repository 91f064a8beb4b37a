import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findShown, type Hit } from '@portal/shared/testing';
import { competitionApi, setupCompetitionApi } from '../../../testing/competition-api';
import { renderPage, startSession } from '../../../testing/render';
import { setupTusServer } from '../../../testing/tus-server';
import { fillWork, submitWork, workFile } from '../../../testing/works-form';
import SubmissionPage from '../SubmissionPage';

// The upload's own behaviour against a real tus server: refusals, pause and resume, a network drop, a reload.
const t = setupCompetitionApi();
const tus = setupTusServer(t);
beforeEach(() => {
  localStorage.clear();
  startSession();
});
afterEach(() => jest.restoreAllMocks());

const FILM = 8000;
/** What the server keeps of the first PATCH before "the connection drops". */
const CUT = 3000;

function open() {
  t.server.use(competitionApi({}, tus.handler));
  return { user: userEvent.setup(), view: renderPage(<SubmissionPage device="pc" />, '/pc/workSubmission') };
}

const tusHits = (): Hit[] => t.server.hits.filter((hit) => hit.path.startsWith('/api/tus'));
const patchOffsets = () => tusHits().filter((hit) => hit.method === 'PATCH').map((hit) => Number(hit.headers['upload-offset']));

/** Starts sending the film; resolves when the server holds the first CUT bytes and the rest hangs. */
async function startCutUpload(user: ReturnType<typeof userEvent.setup>, file = workFile('dune.mp4', FILM)) {
  const stored = tus.cutNextPatch(CUT);
  await screen.findByLabelText('作品文件');
  await fillWork(user, file);
  await submitWork(user);
  await act(() => stored); // the progress events of the partial PATCH arrive meanwhile
  expect(await screen.findByText('上傳中')).toBeInTheDocument();
}

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

test('a refusal of the server (415) shows its words and is not retried; no work is submitted', async () => {
  tus.refuseNext(415, '此階段只接受 MP4 影片');
  const { user } = open();
  await screen.findByLabelText('作品文件');
  await fillWork(user, workFile());
  await submitWork(user);
  await findShown('此階段只接受 MP4 影片', 2);
  expect(screen.getByText('上傳失敗')).toBeInTheDocument();
  expect(tusHits().map((hit) => hit.method)).toEqual(['POST']);
  expect(t.server.hits.some((hit) => hit.path === '/api/userWork/add')).toBe(false);
  expect(screen.getByRole('button', { name: '上傳並提交作品' })).toBeEnabled();
});

test("a 409 with the API's envelope is a refusal too (submission closed), not tus's offset conflict", async () => {
  tus.refuseNext(409, '作品提交已截止');
  const { user } = open();
  await screen.findByLabelText('作品文件');
  await fillWork(user, workFile());
  await submitWork(user);
  await findShown('作品提交已截止', 2);
  expect(tusHits()).toHaveLength(1);
});

test('pause, then resume: the upload goes on from the offset the server holds', async () => {
  const { user } = open();
  await startCutUpload(user);
  await user.click(screen.getByRole('button', { name: '暫停' }));
  expect(await screen.findByText('已暫停上傳')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '繼續上傳' }));

  expect(await screen.findByText('作品已提交。')).toBeInTheDocument();
  expect(tusHits().map((hit) => hit.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
  expect(patchOffsets()).toEqual([0, CUT]);
  expect((await tus.upload(tus.created[0]!.id)).offset).toBe(FILM);
});

test('the network drops: "waiting for the network", and the upload goes on by itself when it is back', async () => {
  const { user } = open();
  await startCutUpload(user);
  setOnline(false);
  expect(await screen.findByText('正在等待網絡連線，恢復後會自動繼續上傳')).toBeInTheDocument();
  setOnline(true);

  expect(await screen.findByText('作品已提交。')).toBeInTheDocument();
  expect(patchOffsets()).toEqual([0, CUT]);
});

test('cancel stops the upload and deletes what the server holds; the form can be sent again', async () => {
  const { user } = open();
  await startCutUpload(user);
  await user.click(screen.getByRole('button', { name: '取消上傳' }));
  await waitFor(() => expect(tusHits().at(-1)?.method).toBe('DELETE'));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '上傳並提交作品' })).toBeEnabled();
  await expect(tus.upload(tus.created[0]!.id)).rejects.toBeDefined();
});

test('after a reload, picking the same file resumes the upload from the server offset', async () => {
  const file = workFile('dune.mp4', FILM);
  const first = open();
  await startCutUpload(first.user, file);
  first.view.unmount(); // the page goes away mid-upload, as with a reload

  const second = open(); // use() starts a clean slate of hits
  await screen.findByLabelText('作品文件');
  await fillWork(second.user, file);
  await submitWork(second.user);

  expect(await screen.findByText('作品已提交。')).toBeInTheDocument();
  expect(tusHits().map((hit) => hit.method)).toEqual(['HEAD', 'PATCH']);
  expect(patchOffsets()).toEqual([CUT]);
  expect(tus.created).toHaveLength(1);
});
