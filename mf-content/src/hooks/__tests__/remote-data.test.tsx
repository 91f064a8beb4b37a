import { setTimeout as sleep } from 'node:timers/promises';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@portal/shared/i18n';
import { failure } from '@portal/shared/testing';
import { contentApi, setupContentApi } from '../../testing/content-api';
import { renderPage, resetSession } from '../../testing/render';
import { NewsListPage } from '../../app/pages/CategoryPages';
import { PART_TIMEOUT_MS } from '../use-remote-data';

// The states every data part goes through (useRemoteData + DataPart), on a real page against a real server.
const t = setupContentApi();
beforeEach(resetSession);
afterEach(() => jest.useRealTimers());

const LIST = 'GET /api/article/lists';
const listHits = () => t.server.hits.filter((hit) => hit.path === '/api/article/lists');
const news = () => renderPage(<NewsListPage device="pc" />, '/pc/latestNews');

/** Waits in real time (the page's own timers may be fake) until the server has seen `count` list calls. */
async function untilListCalls(count: number): Promise<void> {
  for (let waited = 0; listHits().length < count; waited += 10) {
    if (waited > 3000) throw new Error(`the server saw ${listHits().length} list calls, not ${count}`);
    await sleep(10);
  }
}

test('after 120 s without an answer the part says it timed out; retry asks again and shows the data', async () => {
  t.server.use(contentApi({ [LIST]: (_hit, res) => t.server.hold(res) }));
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  news();
  expect(screen.getByRole('status')).toHaveTextContent('載入中…');
  await untilListCalls(1);

  act(() => jest.advanceTimersByTime(PART_TIMEOUT_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('載入中…');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('alert')).toHaveTextContent('此部分未能及時載入。');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  jest.useRealTimers();
  t.server.use(contentApi()); // also destroys the held response
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('zh-hk title 12')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an error answer shows the server’s message once (no toast as well) and retry loads the part', async () => {
  t.server.use(contentApi({ [LIST]: failure(500, '伺服器暫時未能處理') }));
  news();
  // A GET that fails with a 5xx is tried three times (§7) before the part gives up.
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent('伺服器暫時未能處理');
  expect(listHits()).toHaveLength(3);
  expect(screen.getAllByText('伺服器暫時未能處理')).toHaveLength(1);

  t.server.use(contentApi());
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('zh-hk title 12')).toBeInTheDocument();
  expect(listHits()).toHaveLength(1);
});

test('a language switch loads the part again, in the new language', async () => {
  t.server.use(contentApi());
  news();
  expect(await screen.findByText('zh-hk title 12')).toBeInTheDocument();
  act(() => useLanguageStore.getState().setLanguage('en'));
  expect(await screen.findByText('en-us title 12')).toBeInTheDocument();
  expect(screen.queryByText('zh-hk title 12')).not.toBeInTheDocument();
  const last = listHits().at(-1);
  expect(last?.query.type).toBe('en-us');
  expect(last?.headers['accept-language']).toBe('en-us');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest news');
});
