import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useAuthStore } from '@portal/shared/auth';
import { setSiteSettings } from '@portal/shared/config';
import { envelope, ok, reply, siteSettingsFixture } from '@portal/shared/testing';
import { useLanguageStore } from '@portal/shared/i18n';
import { contentApi, setupContentApi } from '../../../testing/content-api';
import { renderPage, resetSession } from '../../../testing/render';
import HomePage from '../HomePage';

const siteConfig = siteSettingsFixture();

// The home page's own blocks: banner and introduction (data from the API, issue 25), AR code and questionnaire (SPEC §2
// "Home page").
const t = setupContentApi();
beforeEach(() => {
  resetSession();
  t.server.use(contentApi());
});

const home = (device: 'pc' | 'mobile' = 'pc') => renderPage(<HomePage device={device} />, `/${device}/home`);
const banner = (name = '比賽橫幅') => screen.getByRole('region', { name });
/** The banner once its slides came from the API. */
async function carousel(name = '比賽橫幅'): Promise<HTMLElement> {
  await waitFor(() => expect(banner(name)).not.toHaveAttribute('aria-busy'));
  return banner(name);
}

test("the banner draws the language's slides from the API: library images with srcset, reserved sizes, each to its link", async () => {
  act(() => useAuthStore.getState().logIn('token-1', null));
  home();
  const links = await within(await carousel()).findAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/pc/contestRegistration?group=1',
    '/pc/contestRegistration?group=2',
    '/pc/backgroundOfTheCompetition',
  ]);
  const images = within(banner()).getAllByRole('img');
  expect(images.map((image) => image.getAttribute('src'))).toEqual([
    '/media/lib/secondary-zh-hk-1920.jpg',
    '/media/lib/university-zh-hk-1920.jpg',
    '/media/lib/about-zh-hk-1920.jpg',
  ]);
  expect(images[0]).toHaveAccessibleName('Secondary-school contest (zh-hk)');
  expect(images[0]).toHaveAttribute('srcset', '/media/lib/secondary-zh-hk-960.webp 960w, /media/lib/secondary-zh-hk-1920.webp 1920w');
  expect(images[0]).toHaveAttribute('sizes', '(max-width: 1200px) 100vw, 1200px');
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  expect(images[1]).toHaveAttribute('width', '1920');
  expect(images[1]).toHaveAttribute('height', '640');

  // Another language: its own slides, asked for in it.
  act(() => useLanguageStore.getState().setLanguage('en'));
  await waitFor(() =>
    expect(within(banner('Contest banner')).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      '/media/lib/secondary-en-us-1920.jpg',
      '/media/lib/university-en-us-1920.jpg',
      '/media/lib/about-en-us-1920.jpg',
    ]),
  );
  expect(await screen.findByText('International Desert Sustainability Award')).toBeInTheDocument();
});

test('while the slides load the banner keeps its place; without slides, or an unsafe one, nothing is drawn in their stead', async () => {
  let answer: (() => void) | undefined;
  t.server.use(
    contentApi({
      'GET /api/display/banners': (_hit, res) =>
        new Promise<void>((resolve) => {
          answer = () => {
            reply(res, 200, envelope(1, [{ group: 1, link: 'javascript:alert(1)', src: 'https://evil.example.org/x.png', srcset: '', width: 10, height: 10, alt: 'x' }]));
            resolve();
          };
        }),
    }),
  );
  home();
  // Loading: the banner's box is there (its CSS keeps the 3:1 shape), busy.
  expect(banner()).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(answer).toBeDefined());
  answer?.();
  await waitFor(() => expect(screen.queryByRole('region', { name: '比賽橫幅' })).toBeNull());
  expect(screen.queryByRole('img', { name: 'x' })).toBeNull();
});

test("a slide's link: a site path is a page link, an https:// address an outside link, anything else no link", async () => {
  const slide = { group: 2, src: '/media/lib/a-1920.jpg', srcset: '', width: 1920, height: 640 };
  t.server.use(
    contentApi({
      'GET /api/display/banners': ok([
        { ...slide, link: 'https://partner.example.org/desert', alt: 'Outside' },
        { ...slide, link: 'javascript:alert(1)', alt: 'Script' },
      ]),
    }),
  );
  home();
  const outside = await screen.findByRole('img', { name: 'Outside' });
  expect(outside.closest('a')).toHaveAttribute('href', 'https://partner.example.org/desert');
  expect(screen.getByRole('img', { name: 'Script' }).closest('a')).toBeNull();
});

test('Swiper gets autoplay with a 6000 ms delay and a 2000 ms speed; the button pauses it', async () => {
  home();
  const element = (await carousel()).querySelector('.swiper') as (HTMLElement & { swiper?: SwiperInstance }) | null;
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
  await userEvent.click((await within(await carousel()).findAllByRole('link'))[1] as HTMLElement);
  expect(await screen.findByText('請先登入')).toBeInTheDocument();
  expect(screen.getByTestId('elsewhere')).toHaveTextContent('/pc/logIn');
});

test("the introduction's text comes from the API in the page's language: paragraphs, line breaks, the two contests", async () => {
  home();
  const intro = screen.getByRole('region', { name: '比賽簡介' });
  expect(await within(intro).findByText('Intro paragraph one (zh-hk)')).toBeInTheDocument();
  expect(within(intro).getByText(/Paragraph two,\s+with a line break/)).toBeInTheDocument();
  expect(within(intro).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Secondary schools (zh-hk)', 'Universities (zh-hk)']);
  act(() => useLanguageStore.getState().setLanguage('en'));
  const english = await screen.findByRole('region', { name: 'About the competition' });
  expect(await within(english).findByText('Intro paragraph one (en-us)')).toBeInTheDocument();
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
