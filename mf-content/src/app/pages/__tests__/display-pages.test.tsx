import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Finalist } from '@portal/shared/contracts';
import { ok } from '@portal/shared/testing';
import { contentApi, setupContentApi } from '../../../testing/content-api';
import { renderPage, resetSession } from '../../../testing/render';
import BackgroundPage from '../BackgroundPage';
import FinalistsPage from '../FinalistsPage';
import { GalleryPage, GalleryPreviewPage } from '../GalleryPages';
import PreviousCompetitionPage from '../PreviousCompetitionPage';

// Pages of display data: background, finalists, the first contest and its gallery.
const t = setupContentApi();
beforeEach(resetSession);

const finalist = (id: number, group: 1 | 2, workTitle: string): Finalist => ({
  id,
  group,
  teamName: `Team ${id}`,
  school: `School ${id}`,
  workTitle,
  poster: null,
  video: null,
  sample: false,
});

test('the background page: the background article, both schedules in process order, topics and prizes', async () => {
  t.server.use(contentApi());
  renderPage(<BackgroundPage device="pc" />, '/pc/backgroundOfTheCompetition');
  expect(await screen.findByText('zh-hk paragraph one of 12')).toBeInTheDocument();
  const background = t.server.hits.find((hit) => hit.path === '/api/article/lists');
  expect(background?.query).toMatchObject({ cid: '4', type: 'zh-hk' });

  const schedule = screen.getByRole('region', { name: '比賽流程及時間表' });
  const [secondary, university] = within(schedule).getAllByRole('list');
  const steps = within(secondary as HTMLElement).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    expect.stringMatching(/^1報名2023年8月15日 至 2023年10月31日$/),
    expect.stringMatching(/^2資格審核至 2023年11月5日$/),
  ]);
  expect(within(university as HTMLElement).getAllByRole('listitem')[1]).toHaveTextContent('頒獎典禮待定');
  expect(within(screen.getByRole('region', { name: '比賽主題' })).getByText('零碳新城設計')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: '獎項設置' })).getAllByRole('table')).toHaveLength(2);
  expect(within(screen.getByRole('region', { name: '評審團' })).getByText('暫時未有內容。')).toBeInTheDocument();
});

test('finalists: ?group= opens that group’s tab; the tabs switch with a click and with the arrow keys', async () => {
  const finalists = [finalist(1, 1, 'Sand Film'), finalist(2, 2, 'Oasis Plan')];
  t.server.use(contentApi({ 'GET /api/display/finalists': ok(finalists) }));
  renderPage(<FinalistsPage device="pc" />, '/pc/finalists?group=2');
  expect(screen.getByRole('tab', { name: '大學組' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: '大學組' });
  expect(await within(panel).findByText('Oasis Plan')).toBeInTheDocument();
  expect(within(panel).queryByText('Sand Film')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: '中學組' }));
  expect(screen.getByRole('tabpanel', { name: '中學組' })).toHaveTextContent('Sand Film');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: '大學組' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: '大學組' })).toHaveTextContent('Oasis Plan');
  expect(t.server.hits.filter((hit) => hit.path === '/api/display/finalists')).toHaveLength(1);
});

test('the previous competition: first-contest highlights (cid 5) and the winners table', async () => {
  t.server.use(contentApi());
  renderPage(<PreviousCompetitionPage device="pc" />, '/pc/previousCompetition');
  const winners = screen.getByRole('region', { name: '得獎名單' });
  const row = await within(winners).findByRole('row', { name: /中學組冠軍/ });
  expect(row).toHaveTextContent('Dune Runners');
  expect(row).toHaveTextContent('A、B');
  expect(within(row).getByText('示例')).toBeInTheDocument();
  expect(t.server.hits.find((hit) => hit.path === '/api/article/lists')?.query).toMatchObject({ cid: '5' });
});

test('the first gallery page shows the first eight photos and links to all of them', async () => {
  t.server.use(contentApi());
  renderPage(<GalleryPreviewPage device="pc" />, '/pc/first-competition-gallery');
  const more = await screen.findByRole('link', { name: '查看全部 20 張相片' });
  expect(more).toHaveAttribute('href', '/pc/first-more-image');
  const photos = screen.getAllByRole('img');
  expect(photos).toHaveLength(8);
  expect(photos[0]).toHaveAttribute('loading', 'lazy');
  expect(photos[0]).toHaveAttribute('width', '800');
  expect(photos[0]).toHaveAttribute('height', '600');
  expect(t.server.hits[0]?.query).toEqual({ contest: '1', page_no: '1', page_size: '8' });
});

test('all photos, a page of twelve at a time', async () => {
  t.server.use(contentApi());
  renderPage(<GalleryPage device="mobile" />, '/mobile/photo-wall?page=2');
  expect(await screen.findByRole('img', { name: 'Photo 13' })).toBeInTheDocument();
  expect(screen.getAllByRole('img')).toHaveLength(8);
  expect(screen.getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
});
