import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, routes } from '@portal/shared/testing';
import type { ResultsState } from '@portal/shared/contracts';
import { renderPage, setupVotingApi, startVisit } from '../../../testing/voting-api';
import WinnersPage from '../WinnersPage';

const t = setupVotingApi();

// The API answers texts in the request's language: the fixture does the same from Accept-Language.
const FORMULA: Record<string, string> = {
  'zh-hk': '總分 = 80% 評審分 + 20% 公眾投票分',
  'en-us': 'Final = 80% jury + 20% public vote',
};

function results(group: 1 | 2, published: boolean, lang: string): ResultsState {
  return {
    group,
    season: '2023-24',
    resultsOn: group === 1 ? '2024-04-01' : '2024-04-20',
    published,
    publishedAt: published ? '2024-03-20T00:00:00.000Z' : null,
    notice: published ? null : lang === 'en-us' ? 'Results will be announced on 2024-04-01' : '結果將於 2024-04-01 公佈',
    formulaVersion: '2024.1',
    digest: published ? 'd'.repeat(64) : null,
    formula: FORMULA[lang] ?? '',
    tieRule: 'tie rule text',
    awards: 'awards text',
    mostActiveSchool: published ? { school: 'School A', films: 4 } : null,
    table: published
      ? [
          { rank: 1, finalistId: 3, teamName: 'Team C', school: 'School C', workTitle: 'Film C', jury: 90, votes: 120, vote: 100, proposal: null, presentation: null, final: 92, award: 'champion' },
          { rank: 2, finalistId: 1, teamName: 'Team A', school: 'School A', workTitle: 'Film A', jury: 88.5, votes: 60, vote: 50, proposal: null, presentation: null, final: 80.8, award: 'second' },
        ]
      : [],
  };
}

function serve(published: boolean) {
  t.server.use(
    routes({
      'GET /api/display/results': ok((hit) => {
        const lang = String(hit.headers['accept-language'] ?? 'zh-hk');
        return [results(hit.query.group === '2' ? 2 : 1, published, lang)];
      }),
    }),
  );
}

test('before publication: the "results on <date>" notice, the formula, and no table', async () => {
  startVisit({ votingOpen: false });
  serve(false);
  renderPage(<WinnersPage device="mobile" />, '/mobile/prize/winner/index');
  expect(await screen.findByText('結果將於 2024-04-01 公佈')).toBeInTheDocument();
  expect(screen.getByText(FORMULA['zh-hk'] ?? '')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('after publication: the table with awards and every score', async () => {
  startVisit({ votingOpen: false });
  serve(true);
  renderPage(<WinnersPage device="pc" />, '/pc/speak-sustainability-contest');
  const table = await screen.findByRole('table', { name: '中學組結果' });
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1] as HTMLElement).getByText('冠軍')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('92.00')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('100.00 (120)')).toBeInTheDocument();
  expect(within(rows[2] as HTMLElement).getByText('亞軍')).toBeInTheDocument();
  expect(screen.getByText('最積極參與學校：School A（4 部作品）')).toBeInTheDocument();
});

test('in English the formula comes in English; the university tab asks for group 2', async () => {
  startVisit({ votingOpen: false, language: 'en' });
  serve(true);
  const user = userEvent.setup();
  renderPage(<WinnersPage device="pc" />, '/pc/speak-sustainability-contest');
  expect(await screen.findByText(FORMULA['en-us'] ?? '')).toBeInTheDocument();
  expect(screen.getByText('Champion')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'University' }));
  expect(await screen.findByRole('table', { name: 'University results' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/pc/speak-sustainability-contest?group=2');
  expect(t.server.hits.some((hit) => hit.query.group === '2')).toBe(true);
});
