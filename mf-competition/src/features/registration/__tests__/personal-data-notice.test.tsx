import { act, screen } from '@testing-library/react';
import type { Language } from '@portal/shared/i18n';
import { setSeason } from '@portal/shared/season';
import { seasonState } from '@portal/shared/testing';
import { competitionApi, setupCompetitionApi } from '../../../testing/competition-api';
import { renderPage, startSession } from '../../../testing/render';
import RegistrationPage from '../RegistrationPage';

// SPEC §9 on the team registration page: before a team gives its members' details and ID cards, it reads that they
// are destroyed within three months after the results, by the season's day (GET /api/season, loaded by the shell).

const t = setupCompetitionApi();
afterEach(() => act(() => setSeason(null)));

async function open(language: Language, personalDataUntil?: string) {
  startSession(undefined, language);
  act(() => setSeason(seasonState({ now: '2023-09-15T02:00:00.000Z', ...(personalDataUntil ? { personalDataUntil } : {}) })));
  t.server.use(competitionApi());
  renderPage(<RegistrationPage device="pc" />, '/pc/contestRegistration?group=1');
  // The form has loaded: the notice stands above it.
  await screen.findByRole('group', { name: /./ });
}

test.each([
  ['zhComplex', '隊員資料、學生證相片、聯絡方式及作品檔案只用於本屆比賽，並會於比賽結果公佈後三個月內銷毀（不遲於2024年7月20日）。'],
  ['zhSimple', '队员资料、学生证照片、联系方式及作品文件只用于本届比赛，并会于比赛结果公布后三个月内销毁（不迟于2024年7月20日）。'],
  ['en', "Member details, student ID card images, contacts and works' files are used for this contest only and destroyed within three months after the results (by Jul 20, 2024)."],
] as const)('%s: names what is destroyed and the season’s day', async (language, text) => {
  await open(language, '2024-07-20');
  expect(screen.getByText(text)).toBeInTheDocument();
});

test('without the day from the server, it gives the rule alone', async () => {
  await open('zhComplex');
  expect(screen.getByText('隊員資料、學生證相片、聯絡方式及作品檔案只用於本屆比賽，並會於比賽結果公佈後三個月內銷毀。')).toBeInTheDocument();
});
