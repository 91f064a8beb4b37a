import { screen, within } from '@testing-library/react';
import type { Device, MatchCenter, WorkStepInfo } from '@portal/shared/contracts';
import { ok } from '@portal/shared/testing';
import { competitionApi, setupCompetitionApi } from '../../../testing/competition-api';
import { renderPage, startSession } from '../../../testing/render';
import { FILM_STEP, FILM_WORK, matchCenter, REGISTERED } from '../../../testing/works-fixtures';
import SubmissionPage from '../SubmissionPage';

// Every reason the server gives for not letting a team submit, in the team's words, and never a form.
const t = setupCompetitionApi();
beforeEach(() => startSession());

function open(center: MatchCenter, device: Device = 'pc') {
  t.server.use(competitionApi({ 'GET /api/userWork/getMatchCenter': ok(center) }));
  renderPage(<SubmissionPage device={device} />, device === 'pc' ? '/pc/workSubmission' : '/mobile/work-submission/index');
}

const blocked = (step: Partial<WorkStepInfo>) => matchCenter({ canSubmit: false, ...step });

test('no registration: register first, on the same device', async () => {
  open(matchCenter({}, { group: null, registration: null, steps: [], current: null }), 'mobile');
  expect(await screen.findByRole('heading', { name: '你的帳戶尚未報名參賽。報名並通過審核後，才可提交作品。' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '前往報名參賽' })).toHaveAttribute('href', '/mobile/registration');
  expect(screen.queryByLabelText('作品文件')).not.toBeInTheDocument();
});

test.each([
  [{ phase: 'notYetOpen', blocked: 'notYetOpen' }, '此階段將於 2023年11月1日（香港時間）開始接受提交。'],
  [{ phase: 'closed', blocked: 'closed' }, '此階段已於 2023年12月1日（香港時間）截止提交。'],
  [{ blocked: 'notShortlisted' }, '只有入圍隊伍可提交此階段的作品。'],
  [{ blocked: 'locked', work: { ...FILM_WORK, status: 'shortlisted' } }, '作品已完成評審，不能再更換。'],
] as const)('blocked %o: "%s", no form', async (step, text) => {
  open(blocked(step));
  const card = within((await screen.findByRole('heading', { name: FILM_STEP.title })).closest('li')!);
  expect(card.getByText(text)).toBeInTheDocument();
  expect(card.queryByLabelText('作品文件')).not.toBeInTheDocument();
  expect(card.queryByRole('button', { name: '更換作品文件' })).not.toBeInTheDocument();
});

test('a decided work keeps showing its status', async () => {
  open(blocked({ blocked: 'locked', work: { ...FILM_WORK, status: 'notShortlisted' } }), 'mobile');
  expect(await screen.findByText('入圍失敗')).toBeInTheDocument();
});

test('a registration not passed yet: its status, the way to it, and the steps without a form', async () => {
  open(matchCenter({ canSubmit: false, blocked: 'registrationNotPassed' }, { registration: { ...REGISTERED, status: 'pending' } }));
  expect(await screen.findByText('待審核')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看報名' })).toHaveAttribute('href', '/pc/contestRegistration?group=1');
  expect(screen.getByRole('heading', { name: FILM_STEP.title })).toBeInTheDocument();
  expect(screen.queryByLabelText('作品文件')).not.toBeInTheDocument();
});
