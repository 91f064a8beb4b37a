import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@portal/shared/auth';
import { siteSettingsFixture } from '@portal/shared/testing';
import { setSeason } from '@portal/shared/season';
import { seasonState } from '@portal/shared/testing';
import { renderShell, resetBrowser, scriptedLoader } from '../../testing/render-shell';

beforeEach(resetBrowser);

function menu() {
  return screen.getByRole('navigation', { name: '主選單' });
}

test('the desktop menu lists the pages of SPEC §2 in order', async () => {
  await renderShell('/pc/home', scriptedLoader(['ok']));
  const topLevel = within(menu())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.classList.contains('menu'))
    .map((item) => item.querySelector('a')?.textContent);
  expect(topLevel).toEqual(['首頁', '比賽背景', '最新消息', '第二屆比賽', '往屆比賽', '常見問題', '關於我們', '聯絡我們']);
});

test.each([
  ['/pc/latestNewsDetail?id=1', '最新消息'],
  ['/pc/commonProblemDetail?id=2', '常見問題'],
  ['/pc/first-more-image', '往屆比賽'],
  ['/pc/finalists', '第二屆比賽'],
  ['/pc/findUs', '聯絡我們'],
])('on %s the %s item is highlighted, and only it', async (path, label) => {
  await renderShell(path, scriptedLoader(['ok']));
  const current = within(menu()).getAllByRole('link', { current: 'page' });
  expect(current.map((link) => link.textContent)).toEqual([label]);
});

test('the second-competition drop-down offers what the server says: voting, then the winners list', async () => {
  act(() => setSeason(seasonState({ now: '2024-04-01T23:00:00+08:00', offer: 'voting' })));
  await renderShell('/pc/home', scriptedLoader(['ok']));
  const dropdown = () => within(menu()).getByRole('list', { name: '第二屆比賽' });
  expect(within(dropdown()).getByRole('link', { name: '公眾投票' })).toHaveAttribute('href', '/pc/secondCompetition');
  expect(within(dropdown()).getByRole('link', { name: '大學組十強' })).toHaveAttribute('href', '/pc/finalists?group=2');
  expect(within(dropdown()).queryByRole('link', { name: '得獎名單' })).not.toBeInTheDocument();

  // A later answer (a refetch on focus or navigation) changes the menu in place.
  act(() => setSeason(seasonState({ now: '2024-04-02T00:00:00+08:00', offer: 'winners' })));
  expect(within(dropdown()).getByRole('link', { name: '得獎名單' })).toHaveAttribute(
    'href',
    '/pc/speak-sustainability-contest',
  );
  expect(within(dropdown()).queryByRole('link', { name: '公眾投票' })).not.toBeInTheDocument();
});

test('without a season (the API could not be reached) the drop-down offers the winners list', async () => {
  await renderShell('/pc/home', scriptedLoader(['ok']));
  const dropdown = within(menu()).getByRole('list', { name: '第二屆比賽' });
  expect(within(dropdown).getByRole('link', { name: '得獎名單' })).toBeInTheDocument();
  expect(within(dropdown).queryByRole('link', { name: '公眾投票' })).not.toBeInTheDocument();
});

test('the past-contests drop-down leads to the first and second competition highlights', async () => {
  await renderShell('/pc/home', scriptedLoader(['ok']));
  const dropdown = within(menu()).getByRole('list', { name: '往屆比賽' });
  expect(within(dropdown).getByRole('link', { name: '第一屆比賽花絮' })).toHaveAttribute('href', '/pc/previousCompetition');
  expect(within(dropdown).getByRole('link', { name: '第二屆比賽花絮' })).toHaveAttribute(
    'href',
    '/pc/interestingSidelightsTwo',
  );
});

test('the questionnaire icon opens the form of the current language in a new tab', async () => {
  await renderShell('/pc/home', scriptedLoader(['ok']));
  const link = screen.getByRole('link', { name: '問卷調查' });
  expect(link).toHaveAttribute('href', siteSettingsFixture().questionnaire.zhComplex);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '語言' }), 'en');
  expect(screen.getByRole('link', { name: 'Questionnaire' })).toHaveAttribute('href', siteSettingsFixture().questionnaire.en);
});

test('the header shows the login entry, or the personal center once a token is present', async () => {
  await renderShell('/pc/home', scriptedLoader(['ok']));
  expect(screen.getByRole('link', { name: '登入' })).toHaveAttribute('href', '/pc/logIn');
  expect(screen.queryByRole('link', { name: '個人中心' })).not.toBeInTheDocument();

  act(() => useAuthStore.getState().logIn('token-1', { id: 1, email: 'dunes@example.org', teamName: 'Dunes', members: [] }));
  expect(screen.getByRole('link', { name: '個人中心' })).toHaveAttribute('href', '/pc/personalCenter');
  expect(screen.getByRole('button', { name: '登出' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '登入' })).not.toBeInTheDocument();
});
