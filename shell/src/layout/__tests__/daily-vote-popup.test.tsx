import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClock } from '@portal/shared/season';
import { renderShell, resetBrowser, scriptedLoader } from '../../testing/render-shell';
import { VOTE_POPUP_DATE_KEY } from '../DailyVotePopup';

beforeEach(resetBrowser);

async function visitHome() {
  const view = await renderShell('/pc/home', scriptedLoader(['ok']));
  return { ...view, popup: screen.queryByRole('dialog', { name: '公眾投票進行中' }) };
}

test('during voting the home page invites to vote once per Hong Kong day', async () => {
  setClock(new Date('2024-02-10T09:00:00+08:00'));
  const first = await visitHome();
  expect(first.popup).toBeInTheDocument();
  expect(localStorage.getItem(VOTE_POPUP_DATE_KEY)).toBe('2024-02-10');
  first.unmount();

  setClock(new Date('2024-02-10T23:30:00+08:00'));
  const again = await visitHome();
  expect(again.popup).not.toBeInTheDocument();
  again.unmount();

  setClock(new Date('2024-02-11T00:10:00+08:00'));
  const nextDay = await visitHome();
  expect(nextDay.popup).toBeInTheDocument();
});

test('the popup leads to the voting page', async () => {
  setClock(new Date('2024-02-20T12:00:00+08:00'));
  const { router } = await visitHome();
  await userEvent.click(screen.getByRole('button', { name: '前往投票' }));
  expect(router.state.location.pathname).toBe('/pc/secondCompetition');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test.each([
  ['before voting opens', '2024-01-31T12:00:00+08:00'],
  ['after voting closes', '2024-03-02T12:00:00+08:00'],
])('no popup %s', async (_when, at) => {
  setClock(new Date(at));
  expect((await visitHome()).popup).not.toBeInTheDocument();
});

test('no popup on other pages', async () => {
  setClock(new Date('2024-02-10T09:00:00+08:00'));
  await renderShell('/pc/aboutUs', scriptedLoader(['ok']));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(localStorage.getItem(VOTE_POPUP_DATE_KEY)).toBeNull();
});
