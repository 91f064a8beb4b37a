import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useAuthStore } from '@portal/shared/auth';
import { setSiteSettings } from '@portal/shared/config';
import { siteSettingsFixture } from '@portal/shared/testing';
import { useLanguageStore } from '@portal/shared/i18n';
import { contentApi, setupContentApi } from '../../../testing/content-api';
import { renderPage, resetSession } from '../../../testing/render';
import HomePage from '../HomePage';

const siteConfig = siteSettingsFixture();

// The home page's own blocks: banner, introduction, AR code and questionnaire (SPEC §2 "Home page").
const t = setupContentApi();
beforeEach(() => {
  resetSession();
  t.server.use(contentApi());
});

const home = (device: 'pc' | 'mobile' = 'pc') => renderPage(<HomePage device={device} />, `/${device}/home`);
const banner = (name = '比賽橫幅') => screen.getByRole('region', { name });

test('the banner has two slides, each the language’s image linking to its group’s registration', async () => {
  act(() => useAuthStore.getState().logIn('token-1', null));
  home();
  const links = within(banner()).getAllByRole('link');
  expect(links).toHaveLength(2);
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/pc/contestRegistration?group=1',
    '/pc/contestRegistration?group=2',
  ]);
  const images = within(banner()).getAllByRole('img');
  expect(images.map((image) => image.getAttribute('src'))).toEqual([
    '/media/banner-secondary-zh-hk.svg',
    '/media/banner-university-zh-hk.svg',
  ]);
  expect(images[0]).toHaveAccessibleName('中學組短片比賽：立即報名');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  expect(images[1]).toHaveAttribute('width', '1920');

  act(() => useLanguageStore.getState().setLanguage('en'));
  expect(within(banner('Contest banner')).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
    '/media/banner-secondary-en-us.svg',
    '/media/banner-university-en-us.svg',
  ]);
  expect(await screen.findByText('International Desert Sustainability Award')).toBeInTheDocument();
});

test('mobile slides lead to the mobile registration', () => {
  home('mobile');
  expect(within(banner()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/mobile/registration?group=1',
    '/mobile/registration?group=2',
  ]);
});

test('Swiper gets autoplay with a 6000 ms delay and a 2000 ms speed; the button pauses it', async () => {
  home();
  const element = banner().querySelector('.swiper') as (HTMLElement & { swiper?: SwiperInstance }) | null;
  const swiper = element?.swiper;
  expect(swiper?.params.speed).toBe(2000);
  expect(swiper?.params.autoplay).toMatchObject({ delay: 6000 });
  expect(swiper?.autoplay.running).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: '暫停輪播' }));
  expect(swiper?.autoplay.running).toBe(false);
  expect(screen.getByRole('button', { name: '播放輪播' })).toBeInTheDocument();
});

test('a logged-out visitor following a slide is told to log in first and goes to the login page', async () => {
  home();
  await userEvent.click(within(banner()).getAllByRole('link')[1] as HTMLElement);
  expect(await screen.findByText('請先登入')).toBeInTheDocument();
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('/pc/logIn');
});

test('without a configured video the introduction shows its poster alone and requests no video', () => {
  home();
  expect(screen.queryByLabelText('比賽介紹影片')).toBeNull();
  expect(document.querySelector('video')).toBeNull();
  const poster = screen.getByRole('img', { name: '國際沙漠可持續發展大獎：陽光下的沙丘' });
  expect(poster).toHaveAttribute('src', '/media/intro-poster.svg');
  expect(poster).toHaveAttribute('fetchpriority', 'high');
  expect(poster).toHaveAttribute('width', '640');
  expect(poster).toHaveAttribute('height', '360');
});

test('an introduction video in the site settings autoplays, loops, is muted and shows the poster; details and Register Now', () => {
  act(() => setSiteSettings({ ...siteConfig, introVideoUrl: '/media/intro.mp4' }));
  home();
  const video = screen.getByLabelText('比賽介紹影片') as HTMLVideoElement;
  expect(video.autoplay).toBe(true);
  expect(video.loop).toBe(true);
  expect(video.muted).toBe(true);
  expect(video).toHaveAttribute('playsinline');
  expect(video).toHaveAttribute('poster', '/media/intro-poster.svg');
  expect(video).toHaveAttribute('src', '/media/intro.mp4');
  expect(screen.getByRole('link', { name: '了解詳情' })).toHaveAttribute('href', '/pc/backgroundOfTheCompetition');
  expect(screen.getByRole('link', { name: '立即報名' })).toHaveAttribute('href', '/pc/contestRegistration');
  act(() => setSiteSettings(siteConfig));
  expect(document.querySelector('video')).toBeNull();
});

test('the questionnaire dialog opens and links to the questionnaire of the language', async () => {
  home();
  await userEvent.click(screen.getByRole('button', { name: '填寫問卷' }));
  const dialog = await screen.findByRole('dialog', { name: '問卷調查' });
  expect(within(dialog).getByRole('link', { name: '前往問卷' })).toHaveAttribute(
    'href',
    siteConfig.questionnaire.zhComplex,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => useLanguageStore.getState().setLanguage('zhSimple'));
  await userEvent.click(screen.getByRole('button', { name: '填写问卷' }));
  expect(within(await screen.findByRole('dialog')).getByRole('link', { name: '前往问卷' })).toHaveAttribute(
    'href',
    siteConfig.questionnaire.zhSimple,
  );
});

test('the AR block shows a QR code of the AR link, and the link', async () => {
  home();
  const code = screen.getByRole('img', { name: 'AR 體驗連結的二維碼' });
  expect(await within(code).findByText((_text, element) => element?.tagName === 'svg')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '開啟 AR 體驗' })).toHaveAttribute('href', siteConfig.arPromoUrl);
});
