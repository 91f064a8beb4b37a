import { screen, waitFor, within } from '@testing-library/react';
import { envelope, reply } from '@portal/shared/testing';
import { contentApi, setupContentApi } from '../../../testing/content-api';
import { renderPage, resetSession } from '../../../testing/render';
import HomePage from '../HomePage';

// The home page's data parts, each answered by the fixture server with contract-shaped data.
const t = setupContentApi();
beforeEach(resetSession);

const home = () => renderPage(<HomePage device="pc" />, '/pc/home');
const section = (name: string) => screen.getByRole('region', { name });

test('the live-stream block shows only when the config file says show', async () => {
  const config = { src: 'https://live.example.org/embed/final', show: true, title: '決賽直播' };
  t.server.use(contentApi({ 'GET /config/live.json': (_hit, res) => reply(res, 200, config) }));
  home();
  const block = await screen.findByRole('region', { name: '決賽直播' });
  expect(within(block).getByTitle('決賽直播')).toHaveAttribute('src', config.src);
});

test.each([
  ['show is false', { src: 'https://live.example.org/x', show: false, title: '決賽直播' }],
  ['the file is not the config (an envelope)', envelope(1, { src: 'https://x.example.org', show: true, title: '決賽直播' })],
])('no live-stream block when %s', async (_case, body) => {
  t.server.use(contentApi({ 'GET /config/live.json': (_hit, res) => reply(res, 200, body) }));
  home();
  // Every part has settled (no loading state left): the live part among them, to nothing.
  await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
  expect(t.server.hits.some((hit) => hit.path === '/config/live.json')).toBe(true);
  expect(screen.queryByText('決賽直播')).not.toBeInTheDocument();
});

test('the live-stream block takes no room while its file loads or when it cannot be read: nothing moves the page', async () => {
  let answer: (() => void) | undefined;
  t.server.use(
    contentApi({
      'GET /config/live.json': (_hit, res) =>
        new Promise<void>((resolve) => {
          answer = () => {
            reply(res, 500, 'down');
            resolve();
          };
        }),
    }),
  );
  home();
  const intro = await screen.findByRole('region', { name: '比賽簡介' });
  await waitFor(() => expect(answer).toBeDefined());
  // Loading: nothing between the banner and the introduction.
  expect(intro.previousElementSibling).toHaveAttribute('aria-label', '比賽橫幅');
  answer?.();
  await waitFor(() => expect(t.server.hits.some((hit) => hit.path === '/config/live.json')).toBe(true));
  // Failed: still nothing there — no problem box, no retry for an optional block.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(intro.previousElementSibling).toHaveAttribute('aria-label', '比賽橫幅');
  expect(screen.queryByText('決賽直播')).not.toBeInTheDocument();
});

test('the prize table shows both groups with their amounts and counts', async () => {
  t.server.use(contentApi());
  home();
  const [secondary, university] = await screen.findAllByRole('table');
  expect(within(section('獎項設置')).getByRole('heading', { name: '中學組' })).toBeInTheDocument();
  const champion = within(secondary as HTMLElement).getByRole('row', { name: /冠軍/ });
  expect(champion).toHaveTextContent('HKD 5,000');
  expect(within(secondary as HTMLElement).getByRole('row', { name: /優異獎/ })).toHaveTextContent('不設獎金12');
  expect(within(university as HTMLElement).getByRole('row', { name: /冠軍/ })).toHaveTextContent('HKD 100,000');
});

test('the latest four news items in the page’s language, title and abstract, with See more', async () => {
  t.server.use(contentApi());
  home();
  const news = section('最新資訊');
  const items = await within(news).findAllByRole('listitem');
  expect(items).toHaveLength(4);
  expect(items[0]).toHaveTextContent('zh-hk title 12');
  expect(items[0]).toHaveTextContent('zh-hk abstract 12');
  expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/pc/latestNewsDetail?id=12');
  expect(within(news).getByRole('link', { name: '查看更多' })).toHaveAttribute('href', '/pc/latestNews');
  const query = t.server.hits.find((hit) => hit.path === '/api/article/lists')?.query;
  expect(query).toEqual({ cid: '1', page_no: '1', page_size: '4', type: 'zh-hk' });
});

test('previous winners scroll in one list that assistive technology reads once', async () => {
  t.server.use(contentApi());
  home();
  const marquee = await screen.findByRole('region', { name: /往屆得獎者滾動列表/ });
  const rows = within(marquee).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Dune Runners'),
    expect.stringContaining('Oasis Lab'),
  ]);
  expect(marquee).toHaveAttribute('tabindex', '0');
});

test('partners appear as logos grouped by role, in role order', async () => {
  t.server.use(contentApi());
  home();
  const partners = section('主辦及支持機構');
  await within(partners).findByRole('heading', { name: '主辦機構' });
  const groups = within(partners).getAllByRole('heading', { level: 3 });
  expect(groups.map((heading) => heading.textContent)).toEqual(['主辦機構', '協辦機構', '支持機構']);
  const supporters = groups[2]?.parentElement as HTMLElement;
  expect(within(supporters).getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual([
    'Green Bank',
    'Sun Trust',
  ]);
  expect(within(partners).getByRole('link', { name: 'Desert Foundation' })).toHaveAttribute(
    'href',
    'https://f.example.org',
  );
});
