import type { ServerResponse } from 'node:http';
import { act, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { configureApiHost } from '@portal/shared/api';
import { useLanguageStore } from '@portal/shared/i18n';
import { loadSeason, setSeason, useSeasonStore } from '@portal/shared/season';
import { envelope, failure, ok, reply, routes, seasonState, setupFixtureServer } from '@portal/shared/testing';
import { loadSeasonForBoot, syncSeason } from '../season-sync';

const t = setupFixtureServer((server) => configureApiHost(server.url));
const VOTING = seasonState({ now: '2024-02-10T09:00:00+08:00', offer: 'voting', votingOpen: true });
const seasonHits = () => t.server.hits.filter((hit) => hit.path === '/api/season');

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  act(() => {
    setSeason(null);
    useLanguageStore.getState().setLanguage('zhComplex');
  });
});
afterEach(() => jest.restoreAllMocks());

test('the boot waits for the season when it comes quickly, not longer than it must when the API hangs, and takes a late answer', async () => {
  t.server.use(routes({ 'GET /api/season': ok(VOTING) }));
  await loadSeasonForBoot(2_000);
  expect(useSeasonStore.getState().state).toEqual(VOTING);

  act(() => setSeason(null));
  let late: ServerResponse | undefined;
  t.server.use((_hit, res) => {
    late = res; // answered below, after the boot stopped waiting
  });
  const started = Date.now();
  await loadSeasonForBoot(200);
  expect(Date.now() - started).toBeLessThan(1_500);
  expect(useSeasonStore.getState()).toMatchObject({ state: null, status: 'loading' });

  reply(late!, 200, envelope(1, VOTING));
  await act(() => loadSeason()); // the call under way
  expect(useSeasonStore.getState()).toMatchObject({ state: VOTING, status: 'ready' });
});

test('after a failed start, the next navigation and the next focus ask again; a fresh answer is not asked twice', async () => {
  t.server.use(failure(503, 'down'));
  await loadSeasonForBoot(5_000);
  expect(useSeasonStore.getState().status).toBe('failed');

  t.server.use(routes({ 'GET /api/season': ok(VOTING) }));
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/pc/home'] });
  const stop = syncSeason(router);
  await act(() => router.navigate('/pc/aboutUs'));
  await settled(1);
  expect(useSeasonStore.getState().state).toEqual(VOTING);

  // A fresh answer: neither asks (a load would have set the status to loading at once).
  await act(() => router.navigate('/pc/findUs'));
  window.dispatchEvent(new Event('focus'));
  expect(useSeasonStore.getState().status).toBe('ready');

  act(() => useSeasonStore.setState({ status: 'failed' }));
  window.dispatchEvent(new Event('focus'));
  await settled(2);
  stop();
});

test('a language switch asks again at once, since step titles come in the language asked for', async () => {
  t.server.use(routes({ 'GET /api/season': ok(VOTING) }));
  await loadSeasonForBoot(2_000);
  const stop = syncSeason(createMemoryRouter([{ path: '*', element: null }]));
  act(() => useLanguageStore.getState().setLanguage('en'));
  await settled(2);
  expect(seasonHits().map((hit) => hit.headers['accept-language'])).toEqual(['zh-hk', 'en-us']);
  stop();
});

/** Waits until the server has had `calls` season requests and the store holds an answer again. */
async function settled(calls: number) {
  await waitFor(() => expect(seasonHits()).toHaveLength(calls));
  await waitFor(() => expect(useSeasonStore.getState().status).toBe('ready'));
}

describe('the season the server wrote into the page', () => {
  function writeBlock(content: string) {
    const block = document.createElement('script');
    block.id = 'portal-season';
    block.type = 'application/json';
    block.textContent = content;
    document.head.append(block);
    return block;
  }
  afterEach(() => document.getElementById('portal-season')?.remove());

  test('is taken at once, in the language the page asks in, without a request', async () => {
    t.server.use(routes({ 'GET /api/season': ok(seasonState({ now: '2024-05-10T09:00:00+08:00', offer: 'winners' })) }));
    writeBlock(JSON.stringify({ language: 'zh-hk', state: VOTING }));
    await loadSeasonForBoot(2_000);
    expect(useSeasonStore.getState()).toMatchObject({ state: VOTING, status: 'ready' });
    expect(seasonHits()).toHaveLength(0);
  });

  test('in another language, or unreadable, is left: the server is asked', async () => {
    const WINNERS = seasonState({ now: '2024-05-10T09:00:00+08:00', offer: 'winners' });
    t.server.use(routes({ 'GET /api/season': ok(WINNERS) }));
    writeBlock(JSON.stringify({ language: 'en-us', state: VOTING }));
    await loadSeasonForBoot(2_000);
    expect(useSeasonStore.getState().state).toEqual(WINNERS);
    expect(seasonHits()).toHaveLength(1);

    document.getElementById('portal-season')?.remove();
    act(() => setSeason(null));
    writeBlock('{"language":"zh-hk","state":{"now":');
    await loadSeasonForBoot(2_000);
    expect(useSeasonStore.getState().state).toEqual(WINNERS);
    expect(seasonHits()).toHaveLength(2);
  });
});
