import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSeason } from '@portal/shared/season';
import { seasonState } from '@portal/shared/testing';
import { PHONE_UA, renderShell, resetBrowser, scriptedLoader, setUserAgent, setViewportWidth } from '../../testing/render-shell';
import { VOTE_POPUP_DATE_KEY } from '../DailyVotePopup';

beforeEach(resetBrowser);

/** The server answered at `now` (Hong Kong time) that group 1's vote is open, or not. */
function serverSays(now: string, votingOpen = true) {
  act(() => setSeason(seasonState({ now, offer: 'voting', votingOpen })));
}

const popup = () => screen.queryByRole('dialog', { name: '公眾投票進行中' });

async function visitHome() {
  const view = await renderShell('/pc/home', scriptedLoader(['ok']));
  return { ...view, popup: popup() };
}

test('while the server says the vote is open, the home page invites to vote once per Hong Kong day', async () => {
  serverSays('2024-02-10T09:00:00+08:00');
  const first = await visitHome();
  expect(first.popup).toBeInTheDocument();
  expect(localStorage.getItem(VOTE_POPUP_DATE_KEY)).toBe('2024-02-10');
  first.unmount();

  serverSays('2024-02-10T23:30:00+08:00');
  const again = await visitHome();
  expect(again.popup).not.toBeInTheDocument();
  again.unmount();

  serverSays('2024-02-11T00:10:00+08:00');
  const nextDay = await visitHome();
  expect(nextDay.popup).toBeInTheDocument();
});

test("the day is the server's, not the device's: a device clock a day ahead does not show it twice", async () => {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2024-02-11T12:00:00+08:00'));
  localStorage.setItem(VOTE_POPUP_DATE_KEY, '2024-02-10');
  serverSays('2024-02-10T12:00:00+08:00');
  expect((await visitHome()).popup).not.toBeInTheDocument();
  jest.restoreAllMocks();
});

test('the popup leads to the voting page', async () => {
  serverSays('2024-02-20T12:00:00+08:00');
  const { router } = await visitHome();
  await userEvent.click(screen.getByRole('button', { name: '前往投票' }));
  expect(router.state.location.pathname).toBe('/pc/secondCompetition');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('no popup while the server says the vote is closed', async () => {
  serverSays('2024-03-02T12:00:00+08:00', false);
  expect((await visitHome()).popup).not.toBeInTheDocument();
  expect(localStorage.getItem(VOTE_POPUP_DATE_KEY)).toBeNull();
});

test('no popup without a season (the API could not be reached); it shows when the answer comes', async () => {
  expect((await visitHome()).popup).not.toBeInTheDocument();
  serverSays('2024-02-10T09:00:00+08:00');
  expect(await screen.findByRole('dialog', { name: '公眾投票進行中' })).toBeInTheDocument();
});

test('no popup on other pages', async () => {
  serverSays('2024-02-10T09:00:00+08:00');
  await renderShell('/pc/aboutUs', scriptedLoader(['ok']));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(localStorage.getItem(VOTE_POPUP_DATE_KEY)).toBeNull();
});

test('on a phone the mobile home invites too, and leads to the mobile voting page', async () => {
  setUserAgent(PHONE_UA);
  setViewportWidth(390);
  serverSays('2024-02-20T12:00:00+08:00');
  const { router } = await renderShell('/mobile/home', scriptedLoader(['ok']));
  expect(popup()).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '前往投票' }));
  expect(router.state.location.pathname).toBe('/mobile/vote');
});
