import { act, screen, within } from '@testing-library/react';
import { useLanguageStore, type Language } from '@portal/shared/i18n';
import { setSeason } from '@portal/shared/season';
import { seasonState } from '@portal/shared/testing';
import { renderShell, resetBrowser, scriptedLoader } from '../../testing/render-shell';

// SPEC §9 in the footer of every page: what personal data the contest keeps, and that it is destroyed within three
// months after the results, by the season's day once GET /api/season has given it.

beforeEach(resetBrowser);

const season = (personalDataUntil?: string) =>
  seasonState({ now: '2024-05-01T10:00:00+08:00', ...(personalDataUntil ? { personalDataUntil } : {}) });

async function footerIn(language: Language, personalDataUntil?: string) {
  act(() => useLanguageStore.getState().setLanguage(language));
  act(() => setSeason(season(personalDataUntil)));
  await renderShell('/pc/home', scriptedLoader(['ok']));
  return screen.getByRole('contentinfo');
}

test.each([
  ['zhComplex', '參賽者的個人資料（隊員資料、學生證相片、聯絡方式及作品檔案）將於比賽結果公佈後三個月內銷毀，即不遲於2024年7月20日。'],
  ['zhSimple', '参赛者的个人资料（队员资料、学生证照片、联系方式及作品文件）将于比赛结果公布后三个月内销毁，即不迟于2024年7月20日。'],
  ['en', "Participants' personal data (member details, student ID card images, contacts and works' files) is destroyed within three months after the results, by July 20, 2024."],
] as const)('%s: names what is destroyed and the season’s day', async (language, text) => {
  const footer = await footerIn(language, '2024-07-20');
  expect(within(footer).getByText(text)).toBeInTheDocument();
});

test('without the day (no season answer yet, or an old page) it says the rule without a date', async () => {
  const footer = await footerIn('en');
  expect(
    within(footer).getByText(
      "Participants' personal data (member details, student ID card images, contacts and works' files) is destroyed within three months after the results.",
    ),
  ).toBeInTheDocument();
});

test('follows the season: a later answer with the day adds it', async () => {
  const footer = await footerIn('zhComplex');
  expect(footer).not.toHaveTextContent('2024年7月20日');
  act(() => setSeason(season('2024-07-20')));
  expect(footer).toHaveTextContent('即不遲於2024年7月20日。');
});
