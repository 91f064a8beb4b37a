import { act, render, renderHook, screen } from '@testing-library/react';
import { configureApiHost } from '@portal/shared/api';
import {
  SEASON_MAX_AGE_MS,
  hongKongDay,
  loadSeason,
  now,
  refreshSeason,
  setSeason,
  useSeasonStore,
  useSecondCompetitionOffer,
  useVotingOpen,
} from '@portal/shared/season';
import { UiHost } from '@portal/shared/ui';
import { envelope, failure, ok, reply, routes, seasonState, setupFixtureServer } from '@portal/shared/testing';

const t = setupFixtureServer((server) => configureApiHost(server.url));
const DURING_VOTE = seasonState({ now: '2024-02-10T09:00:00.000+08:00', offer: 'voting', votingOpen: true });

let monotonic = 1_000;
beforeEach(() => {
  jest.spyOn(performance, 'now').mockImplementation(() => monotonic);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  act(() => setSeason(null));
});
afterEach(() => jest.restoreAllMocks());

test('before any answer the client knows no time and no season: the header offers the winners, no vote is open', () => {
  expect(now()).toBeNull();
  expect(renderHook(useSecondCompetitionOffer).result.current).toBe('winners');
  expect(renderHook(() => useVotingOpen(1)).result.current).toBe(false);
});

test('now() is the server time of the answer plus the time elapsed since it arrived, whatever the device clock says', () => {
  setSeason(DURING_VOTE);
  expect(now()?.toISOString()).toBe('2024-02-10T01:00:00.000Z');
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2031-01-01T00:00:00Z'));
  monotonic += 90_000;
  expect(now()?.toISOString()).toBe('2024-02-10T01:01:30.000Z');
});

test('the hooks follow the state the server gave', () => {
  const offer = renderHook(useSecondCompetitionOffer);
  const voting = renderHook(() => useVotingOpen(1));
  const university = renderHook(() => useVotingOpen(2));
  act(() => setSeason(DURING_VOTE));
  expect(offer.result.current).toBe('voting');
  expect(voting.result.current).toBe(true);
  expect(university.result.current).toBe(false);
  act(() => setSeason(seasonState({ now: '2024-04-02T00:10:00+08:00', offer: 'winners' })));
  expect(offer.result.current).toBe('winners');
  expect(voting.result.current).toBe(false);
});

test('loadSeason keeps the answer of GET /api/season, one call for concurrent callers', async () => {
  t.server.use(routes({ 'GET /api/season': ok(DURING_VOTE) }));
  const [first, second] = await Promise.all([loadSeason(), loadSeason()]);
  expect(first).toEqual(DURING_VOTE);
  expect(second).toBe(first);
  expect(t.server.hits.map((hit) => hit.path)).toEqual(['/api/season']);
  expect(useSeasonStore.getState()).toMatchObject({ status: 'ready', state: DURING_VOTE });
});

test('a failed load resolves to null, marks the status failed, keeps an earlier answer and shows no message', async () => {
  render(<UiHost />);
  setSeason(DURING_VOTE);
  t.server.use(failure(404, 'nothing here')); // an envelope that asks to be shown (show: true)
  await act(async () => expect(loadSeason()).resolves.toBeNull());
  expect(useSeasonStore.getState()).toMatchObject({ status: 'failed', state: DURING_VOTE });
  // A toast appears asynchronously: give it the time it would take.
  await expect(screen.findByText('nothing here', undefined, { timeout: 300 })).rejects.toThrow();
});

test('refreshSeason asks again only without an answer, after a failure, or once the answer is old', async () => {
  t.server.use(routes({ 'GET /api/season': ok(DURING_VOTE) }));
  await refreshSeason();
  await refreshSeason();
  expect(t.server.hits).toHaveLength(1);

  monotonic += SEASON_MAX_AGE_MS;
  await refreshSeason();
  expect(t.server.hits).toHaveLength(2);

  t.server.use((_hit, res) => reply(res, 404, envelope(0, null)));
  await loadSeason();
  t.server.use(routes({ 'GET /api/season': ok(DURING_VOTE) }));
  await refreshSeason();
  expect(t.server.hits).toHaveLength(1);
  expect(useSeasonStore.getState().status).toBe('ready');
});

test('the Hong Kong day changes at midnight in Hong Kong, not in UTC', () => {
  expect(hongKongDay(new Date('2024-02-10T15:59:59Z'))).toBe('2024-02-10');
  expect(hongKongDay(new Date('2024-02-10T16:00:00Z'))).toBe('2024-02-11');
});
