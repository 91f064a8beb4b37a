import { screen, within } from '@testing-library/react';
import type { Device } from '@portal/shared/contracts';
import { failure, ok, type Handler } from '@portal/shared/testing';
import { competitionApi, setupCompetitionApi } from '../../../testing/competition-api';
import { FAILED } from '../../../testing/fixtures';
import { FILM_WORK, matchCenter } from '../../../testing/works-fixtures';
import { renderPage, startSession } from '../../../testing/render';
import RegistrationCard from '../RegistrationCard';
import WorksCard from '../WorksCard';

// The slots mf-account's personal center shows (the heading is mf-account's: here, only the content).
const t = setupCompetitionApi();
beforeEach(() => startSession());

function show(card: 'registration' | 'works', device: Device, overrides: Record<string, Handler> = {}) {
  t.server.use(competitionApi(overrides));
  const Card = card === 'registration' ? RegistrationCard : WorksCard;
  renderPage(<Card device={device} />, device === 'pc' ? '/pc/personalCenter' : '/mobile/personal-centered/index');
}

describe('personalCenter.registration', () => {
  test('without a registration: says so, with the way to register on the same device', async () => {
    show('registration', 'mobile');
    expect(await screen.findByText('暫未報名。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往報名參賽' })).toHaveAttribute('href', '/mobile/registration');
  });

  test('failed and modifiable: status, the reason as text, and the way to modify it in its group', async () => {
    show('registration', 'pc', { 'GET /api/registration/getOwnActive': ok({ ...FAILED, group: 2 }) });
    expect(await screen.findByText('未通過')).toBeInTheDocument();
    expect(screen.getByText('原因： 學生證<b>相片</b>不清晰')).toBeInTheDocument();
    expect(screen.getByText(/大學組/)).toHaveTextContent('Dune Runners · 大學組 · 大氣污染與空氣質素');
    expect(screen.getByRole('link', { name: '修改報名資料' })).toHaveAttribute('href', '/pc/contestRegistration?group=2');
  });

  test('pending: its status and a link to see it, no reason', async () => {
    show('registration', 'pc', {
      'GET /api/registration/getOwnActive': ok({ ...FAILED, status: 'pending', reason: null, canModify: false }),
    });
    expect(await screen.findByText('待審核')).toBeInTheDocument();
    expect(screen.queryByText(/原因/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看報名' })).toHaveAttribute('href', '/pc/contestRegistration?group=1');
  });

  test('a failed load says so, with retry', async () => {
    show('registration', 'pc', { 'GET /api/registration/getOwnActive': failure(400, '暫時未能讀取') });
    expect(await screen.findByRole('alert')).toHaveTextContent('暫時未能讀取');
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  });
});

describe('personalCenter.works', () => {
  test('a work: its step, title, topic, file size, film length, time sent (Hong Kong), status and download', async () => {
    show('works', 'pc', {
      'GET /api/userWork/lists': ok([FILM_WORK]),
      'GET /api/userWork/getMatchCenter': ok(matchCenter({ work: FILM_WORK })),
    });
    const li = (await screen.findByRole('heading', { level: 3, name: '提交影片' })).closest('li')!;
    const item = within(li);
    // The work's facts, its first list (the receipt's, below, repeats some: see the next test).
    const facts = within(li.querySelector('dl')!);
    expect(facts.getByText('沙漠裡的一滴水')).toBeInTheDocument();
    expect(facts.getByText('大氣污染與空氣質素')).toBeInTheDocument();
    expect(facts.getByText('desert-drop.mp4 · 150 MB')).toBeInTheDocument();
    expect(facts.getByText('1:24')).toBeInTheDocument();
    // 04:05 UTC is 12:05 in Hong Kong.
    expect(facts.getByText(/^2023年11月20日/)).toHaveTextContent(/^2023年11月20日 (下午)?12:05$/);
    expect(facts.getByText('審核中')).toBeInTheDocument();
    const download = item.getByRole('link', { name: '下載作品文件 desert-drop.mp4' });
    expect(download).toHaveAttribute('href', `${t.server.url}/uploads/9f2c41.mp4`);
    expect(download).toHaveAttribute('download', 'desert-drop.mp4');
    expect(screen.getByRole('link', { name: '前往作品提交頁面' })).toHaveAttribute('href', '/pc/workSubmission');
    expect(screen.queryByText('未提交')).not.toBeInTheDocument();
    expect(t.server.hits.map((hit) => hit.path).sort()).toEqual(['/api/userWork/getMatchCenter', '/api/userWork/lists']);
  });

  test('each work carries its receipt, closed until the team opens it, with the SHA-256 of the file', async () => {
    show('works', 'mobile', {
      'GET /api/userWork/lists': ok([FILM_WORK]),
      'GET /api/userWork/getMatchCenter': ok(matchCenter({ work: FILM_WORK })),
    });
    const li = (await screen.findByRole('heading', { level: 3, name: '提交影片' })).closest('li')!;
    const receipt = li.querySelector('details')!;
    expect(receipt).not.toHaveAttribute('open');
    expect(within(receipt).getByText('收據')).toBeInTheDocument();
    expect(within(receipt).getByText(FILM_WORK.receipt!.sha256)).toBeInTheDocument();
    expect(within(receipt).getByText(/香港時間/)).toHaveTextContent(/12:05（香港時間）$/);
  });

  test('a work stored before receipts existed shows none', async () => {
    show('works', 'pc', { 'GET /api/userWork/lists': ok([{ ...FILM_WORK, receipt: null }]) });
    await screen.findByRole('heading', { level: 3, name: '提交影片' });
    expect(screen.queryByText('收據')).not.toBeInTheDocument();
  });

  test.each([
    ['submitted', '已提交'],
    ['shortlisted', '入圍成功'],
    ['notShortlisted', '入圍失敗'],
  ] as const)('status %s reads "%s"', async (status, text) => {
    show('works', 'pc', { 'GET /api/userWork/lists': ok([{ ...FILM_WORK, status }]) });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('an open step without a work is "not submitted", with its window and the way to submit on the device', async () => {
    show('works', 'mobile');
    expect(await screen.findByText('未提交')).toBeInTheDocument();
    expect(screen.getByText(/提交期/)).toHaveTextContent('提交期：2023年11月1日 至 2023年12月1日（香港時間）');
    expect(screen.getByRole('link', { name: '前往作品提交頁面' })).toHaveAttribute('href', '/mobile/work-submission/index');
  });

  test('no works and nothing open: says so', async () => {
    show('works', 'pc', { 'GET /api/userWork/getMatchCenter': ok(matchCenter({ phase: 'closed', canSubmit: false, blocked: 'closed' })) });
    expect(await screen.findByText('暫未提交作品。')).toBeInTheDocument();
    expect(screen.queryByText('未提交')).not.toBeInTheDocument();
  });
});
