import { act, screen, within } from '@testing-library/react';
import { setSiteSettings } from '@portal/shared/config';
import { siteSettingsFixture } from '@portal/shared/testing';
import { useLanguageStore } from '@portal/shared/i18n';
import { failure } from '@portal/shared/testing';
import { contentApi, setupContentApi } from '../../../testing/content-api';
import { renderPage, resetSession } from '../../../testing/render';
import AboutPage from '../AboutPage';
import { FaqListPage, HighlightsPage, WdPage } from '../CategoryPages';
import ContactPage from '../ContactPage';
import { FaqDetailPage } from '../DetailPages';

// FAQ, about us, contact us and the article-list pages of categories 6 and 7.
const t = setupContentApi();
beforeEach(() => {
  resetSession();
  t.server.use(contentApi());
});

const listQuery = () => t.server.hits.find((hit) => hit.path === '/api/article/lists')?.query;

test('the FAQ lists the questions (cid 2), each leading to its answer on the device', async () => {
  renderPage(<FaqListPage device="mobile" />, '/mobile/familiarProblem/index');
  expect(await screen.findByRole('link', { name: /zh-hk title 12/ })).toHaveAttribute(
    'href',
    '/mobile/familiarProblem/detail?id=12',
  );
  expect(listQuery()).toMatchObject({ cid: '2', page_size: '20' });
});

test('one FAQ shows its answer; an unknown one says so', async () => {
  const { unmount } = renderPage(<FaqDetailPage device="pc" />, '/pc/commonProblemDetail?id=3');
  expect(await screen.findByText('zh-hk paragraph one of 3')).toBeInTheDocument();
  unmount();

  t.server.use(contentApi({ 'GET /api/article/detail': failure(404, 'not found') }));
  renderPage(<FaqDetailPage device="pc" />, '/pc/commonProblemDetail?id=404');
  expect(await screen.findByRole('alert')).toHaveTextContent('找不到這條問題。');
  expect(screen.getByRole('link', { name: '返回常見問題' })).toHaveAttribute('href', '/pc/commonProblem');
});

test('about us: the about articles in full (cid 3) and the partners by role', async () => {
  renderPage(<AboutPage device="pc" />, '/pc/aboutUs');
  expect(await screen.findByText('zh-hk paragraph two of 12')).toBeInTheDocument();
  expect(listQuery()).toMatchObject({ cid: '3' });
  const partners = screen.getByRole('region', { name: '主辦及支持機構' });
  expect(await within(partners).findByRole('heading', { name: '主辦機構' })).toBeInTheDocument();
});

const siteConfig = siteSettingsFixture();

test('contact us: phone, e-mail, address in the language, social links and the questionnaire', () => {
  renderPage(<ContactPage device="pc" />, '/pc/findUs');
  const { contact, social } = siteConfig;
  expect(screen.getByRole('link', { name: contact.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+852/));
  expect(screen.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  expect(screen.getByText(contact.address.zhComplex)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', social.instagram);
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', social.whatsapp);
  act(() => useLanguageStore.getState().setLanguage('en'));
  expect(screen.getByText(contact.address.en)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take the questionnaire (new tab)' })).toHaveAttribute(
    'href',
    siteConfig.questionnaire.en,
  );
  expect(t.server.hits).toEqual([]);
});

test('contact us follows the site settings the editors saved: an empty address shows the Traditional Chinese, an unset network is left out', () => {
  act(() => setSiteSettings({ ...siteConfig, contact: { ...siteConfig.contact, address: { ...siteConfig.contact.address, en: '' } }, social: { ...siteConfig.social, instagram: '' } }));
  try {
    act(() => useLanguageStore.getState().setLanguage('en'));
    renderPage(<ContactPage device="pc" />, '/pc/findUs');
    expect(screen.getByText(siteConfig.contact.address.zhComplex)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', siteConfig.social.facebook);
  } finally {
    act(() => setSiteSettings(siteSettingsFixture()));
  }
});

test.each([
  ['second-contest highlights', <HighlightsPage device="pc" />, '6'],
  ['pc_wd', <WdPage device="mobile" />, '7'],
])('%s lists its category', async (_name, page, cid) => {
  renderPage(page, '/any');
  expect(await screen.findByText('zh-hk abstract 12')).toBeInTheDocument();
  expect(listQuery()).toMatchObject({ cid, page_no: '1' });
});
