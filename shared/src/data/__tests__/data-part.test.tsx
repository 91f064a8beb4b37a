import { setTimeout as sleep } from 'node:timers/promises';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApiHost, getArticleDetail, getArticleList } from '@portal/shared/api';
import type { ArticleSummary, ContentLanguage } from '@portal/shared/contracts';
import { DataPart, PART_TIMEOUT_MS, PartAlert, useRemoteData, type PartLook } from '@portal/shared/data';
import { useLanguageStore } from '@portal/shared/i18n';
import {
  failure,
  ok,
  pageOf,
  renderPage,
  resetSession,
  routes,
  setupFixtureServer,
  type Hit,
} from '@portal/shared/testing';

// The states every data part goes through (useRemoteData + DataPart), against a real server.
const t = setupFixtureServer((server) => configureApiHost(server.url));
beforeEach(() => resetSession());
afterEach(() => jest.useRealTimers());

const LOOK: PartLook = { loading: 'look-loading', problem: 'look-problem', retry: 'look-retry' };

function summary(id: number, type: ContentLanguage): ArticleSummary {
  const createTime = '2024-03-01T08:00:00.000Z';
  return { id, cid: 1, type, title: `${type} title ${id}`, abstractField: '', cover: null, createTime, sample: false };
}

const asked = (hit: Hit): ContentLanguage =>
  hit.query.type === 'zh-cn' || hit.query.type === 'en-us' ? hit.query.type : 'zh-hk';
const LIST = 'GET /api/article/lists';
/** The list route with `count` articles in the language asked for. */
const listApi = (count = 3) =>
  routes({ [LIST]: ok((hit) => pageOf(Array.from({ length: count }, (_, i) => summary(i + 1, asked(hit))), hit)) });
const listHits = () => t.server.hits.filter((hit) => hit.path === '/api/article/lists');

/** A news list part (a plain list, so that `empty` applies); its page number is a dependency. */
function NewsPart({ empty }: { empty?: string }) {
  const [page, setPage] = useState(1);
  const news = useRemoteData(
    async ({ options, contentLanguage }) =>
      (await getArticleList({ cid: 1, page_no: page, page_size: 10, type: contentLanguage }, options)).lists,
    [page],
  );
  return (
    <>
      <button type="button" onClick={() => setPage(page + 1)}>
        next page
      </button>
      <DataPart data={news} look={LOOK} empty={empty}>
        {(lists) => (
          <ul aria-label="news">
            {lists.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        )}
      </DataPart>
    </>
  );
}

/** An article part that says "no such article" for a 404 when it is given that text. */
function ArticlePart({ notFound }: { notFound?: string }) {
  const article = useRemoteData(({ options }) => getArticleDetail({ id: 99 }, options), []);
  return (
    <DataPart data={article} notFound={notFound} look={LOOK}>
      {(loaded) => <h2>{loaded.title}</h2>}
    </DataPart>
  );
}

/** Waits in real time (the part's own timers may be fake) until the server has seen `count` list calls. */
async function untilListCalls(count: number): Promise<void> {
  for (let waited = 0; listHits().length < count; waited += 10) {
    if (waited > 3000) throw new Error(`the server saw ${listHits().length} list calls, not ${count}`);
    await sleep(10);
  }
}

test('after 120 s without an answer the part says it timed out; retry asks again and shows the data', async () => {
  t.server.use(routes({ [LIST]: (_hit, res) => t.server.hold(res) }));
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  renderPage(<NewsPart />, '/pc/latestNews');
  expect(screen.getByRole('status')).toHaveTextContent('載入中…');
  expect(screen.getByRole('status')).toHaveClass('look-loading');
  await untilListCalls(1);

  act(() => jest.advanceTimersByTime(PART_TIMEOUT_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('載入中…');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('alert')).toHaveTextContent('此部分未能及時載入。');
  expect(screen.getByRole('alert')).toHaveClass('look-problem');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  jest.useRealTimers();
  t.server.use(listApi()); // also destroys the held response
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('zh-hk title 1')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an error answer shows the server’s message once (no toast as well) and retry loads the part', async () => {
  t.server.use(routes({ [LIST]: failure(500, '伺服器暫時未能處理') }));
  renderPage(<NewsPart />, '/pc/latestNews');
  // A GET that fails with a 5xx is tried three times (§7) before the part gives up.
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent('伺服器暫時未能處理');
  expect(listHits()).toHaveLength(3);
  expect(screen.getAllByText('伺服器暫時未能處理')).toHaveLength(1);
  expect(screen.getByRole('button', { name: '重試' })).toHaveClass('look-retry');

  t.server.use(listApi());
  await userEvent.click(screen.getByRole('button', { name: '重試' }));
  expect(await screen.findByText('zh-hk title 1')).toBeInTheDocument();
  expect(listHits()).toHaveLength(1);
});

test('an error without a message of the server’s says the part could not be loaded, in the user’s language', async () => {
  t.server.use(routes({ [LIST]: failure(400, '') }));
  act(() => useLanguageStore.getState().setLanguage('en'));
  renderPage(<NewsPart />, '/pc/latestNews');
  expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('an answer that is no envelope is told as a network error, with retry', async () => {
  // A 4xx, so that no retry stretches the test (a connection that fails leaves jsdom's XHR timers running).
  t.server.use((_hit, res) => res.writeHead(404).end('Not here'));
  renderPage(<NewsPart />, '/pc/latestNews');
  expect(await screen.findByRole('alert')).toHaveTextContent('網絡錯誤，請檢查連線後再試');
  expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
});

test('a language switch loads the part again, in the new language, and the call names it as the API does', async () => {
  t.server.use(listApi());
  renderPage(<NewsPart />, '/pc/latestNews');
  expect(await screen.findByText('zh-hk title 1')).toBeInTheDocument();
  act(() => useLanguageStore.getState().setLanguage('zhSimple'));
  expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  expect(await screen.findByText('zh-cn title 1')).toBeInTheDocument();
  expect(screen.queryByText('zh-hk title 1')).not.toBeInTheDocument();
  const last = listHits().at(-1);
  expect(last?.query.type).toBe('zh-cn');
  expect(last?.headers['accept-language']).toBe('zh-cn');
});

test('a changed dependency asks again and shows loading until exactly that answer is there', async () => {
  t.server.use(listApi());
  renderPage(<NewsPart />, '/pc/latestNews');
  expect(await screen.findByText('zh-hk title 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'next page' }));
  await untilListCalls(2);
  expect(listHits().map((hit) => hit.query.page_no)).toEqual(['1', '2']);
});

test('an empty list shows `empty` when the part gives it, and reaches the part itself when it does not', async () => {
  t.server.use(listApi(0));
  const { unmount } = renderPage(<NewsPart empty="Nothing here yet." />, '/pc/latestNews');
  expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'news' })).not.toBeInTheDocument();
  unmount();

  renderPage(<NewsPart />, '/pc/latestNews');
  expect(await screen.findByRole('list', { name: 'news' })).toBeEmptyDOMElement();
});

test('a 404 shows the part’s not-found text without retry; a part without one shows the error with retry', async () => {
  t.server.use(routes({ 'GET /api/article/detail': failure(404, '找不到文章', false) }));
  const { unmount } = renderPage(<ArticlePart notFound="沒有這篇文章。" />, '/pc/newsDetail');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('沒有這篇文章。');
  expect(alert).toHaveClass('look-problem');
  expect(screen.queryByRole('button', { name: '重試' })).not.toBeInTheDocument();
  unmount();

  renderPage(<ArticlePart />, '/pc/newsDetail');
  expect(await screen.findByRole('alert')).toHaveTextContent('找不到文章');
  expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
});

test('a part that has nothing to show says why in the same box', () => {
  renderPage(<PartAlert look={LOOK}>No id in the address.</PartAlert>, '/pc/newsDetail');
  expect(screen.getByRole('alert')).toHaveTextContent('No id in the address.');
  expect(screen.getByRole('alert')).toHaveClass('look-problem');
});
