import { screen } from '@testing-library/react';
import type { Device } from '@portal/shared/contracts';
import { failure, ok, type Handler } from '@portal/shared/testing';
import { competitionApi, setupCompetitionApi } from '../../../testing/competition-api';
import { EXAM, FAILED } from '../../../testing/fixtures';
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
  test('the contest, its submission window in Hong Kong days, whether it is open, and no works yet', async () => {
    show('works', 'pc');
    expect(await screen.findByText(EXAM.name)).toBeInTheDocument();
    expect(screen.getByText(/作品提交期/)).toHaveTextContent('作品提交期：2023年11月1日 至 2023年12月1日（香港時間） 現時不接受提交');
    expect(screen.getByText('暫未提交作品。')).toBeInTheDocument();
    // Works come with the next issue: nothing is asked of /userWork yet.
    expect(t.server.hits.map((hit) => hit.path)).toEqual(['/api/competition/getExam']);
  });

  test('an open window says so', async () => {
    const submission = { ...EXAM.submission!, open: true };
    show('works', 'mobile', { 'GET /api/competition/getExam': ok({ ...EXAM, submission }) });
    expect(await screen.findByText('現正接受提交')).toBeInTheDocument();
  });
});
