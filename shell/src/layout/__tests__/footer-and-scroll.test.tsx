import { act, fireEvent, screen, within } from '@testing-library/react';
import { setSiteSettings } from '@portal/shared/config';
import { siteSettingsFixture } from '@portal/shared/testing';
import { renderShell, resetBrowser, scriptedLoader } from '../../testing/render-shell';

beforeEach(resetBrowser);

function scrollTo(y: number) {
  act(() => window.scrollTo(0, y));
}

const siteConfig = siteSettingsFixture();

test('the footer shows the site settings: contacts and social links', async () => {
  await renderShell('/pc/home', scriptedLoader(['ok']));
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: siteConfig.contact.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.contact.email}`,
  );
  expect(within(footer).getByRole('link', { name: siteConfig.contact.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:\+852\d{8}$/));
  expect(footer).toHaveTextContent(siteConfig.contact.address.zhComplex);
  for (const [name, network] of [
    ['Instagram', 'instagram'],
    ['Facebook', 'facebook'],
    ['WhatsApp', 'whatsapp'],
  ] as const) {
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', siteConfig.social[network]);
  }
  expect(footer).toHaveTextContent('免責聲明');
});

test('the footer follows settings that change while the page is open, and leaves out what is not set', async () => {
  await renderShell('/pc/home', scriptedLoader(['ok']));
  const footer = screen.getByRole('contentinfo');
  act(() =>
    setSiteSettings({
      ...siteConfig,
      contact: { ...siteConfig.contact, phone: '(852) 3999-1234', address: { ...siteConfig.contact.address, zhComplex: '香港中環' } },
      social: { ...siteConfig.social, facebook: '' },
    }),
  );
  expect(within(footer).getByRole('link', { name: '(852) 3999-1234' })).toHaveAttribute('href', 'tel:85239991234');
  expect(footer).toHaveTextContent('香港中環');
  expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  act(() => setSiteSettings(null));
  expect(within(footer).queryByRole('link', { name: siteConfig.contact.email })).not.toBeInTheDocument();
  expect(footer).toHaveTextContent('免責聲明');
});

test('the scroll-to-top button appears only past 300 px and takes the page back to the top', async () => {
  await renderShell('/pc/home', scriptedLoader(['ok']));
  expect(screen.queryByRole('button', { name: '返回頂部' })).not.toBeInTheDocument();
  scrollTo(300);
  expect(screen.queryByRole('button', { name: '返回頂部' })).not.toBeInTheDocument();
  scrollTo(301);
  fireEvent.click(screen.getByRole('button', { name: '返回頂部' }));
  expect(window.scrollY).toBe(0);
  expect(screen.queryByRole('button', { name: '返回頂部' })).not.toBeInTheDocument();
});

test('every navigation starts at the top of the page', async () => {
  const { router } = await renderShell('/pc/home', scriptedLoader(['ok']));
  scrollTo(900);
  await act(() => router.navigate('/pc/aboutUs'));
  expect(window.scrollY).toBe(0);
  scrollTo(500);
  await act(() => router.navigate('/pc/aboutUs?section=2'));
  expect(window.scrollY).toBe(0);
});

test('the current path is kept in session storage after each navigation', async () => {
  const { router } = await renderShell('/pc/home', scriptedLoader(['ok']));
  expect(sessionStorage.getItem('currentPath')).toBe('/pc/home');
  await act(() => router.navigate('/pc/latestNewsDetail?id=5'));
  expect(sessionStorage.getItem('currentPath')).toBe('/pc/latestNewsDetail?id=5');
});
