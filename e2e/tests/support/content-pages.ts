import { expect, test } from './test';
import type { Page } from '@playwright/test';
import type { Device } from '@portal/shared/contracts';
import { LANGUAGES, openIn } from './content';
import { CONTENT_ROUTES, resolvePath } from './content-routes';

const HTML_LANG = { zhComplex: 'zh-HK', zhSimple: 'zh-CN', en: 'en' } as const;
const area = (page: Page) => page.locator('[data-remote="mf-content"]');

/** Every content route of a device shows what the seed holds for it, in each of the three languages. */
export function contentPagesSpec(device: Device): void {
  for (const route of CONTENT_ROUTES) {
    const target = route[device];
    if (!target) continue;
    test(`/${device}/${target} shows its seeded content in all three languages`, async ({ page, request }) => {
      for (const language of LANGUAGES) {
        const expected = await route.expect(request, language);
        await openIn(page, `/${device}/${await resolvePath(request, target, language)}`, language);
        if (expected.text) await expect(area(page).getByText(expected.text).first()).toBeVisible();
        if (expected.image) await expect(area(page).getByRole('img', { name: expected.image }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
      }
      // No layout shift from images: each one declares its size. Images of the first screen load at once (the
      // page's largest is among them), every one further down lazily.
      await page.evaluate(() => window.scrollTo(0, 0));
      const images = await area(page).locator('img').evaluateAll((nodes) =>
        nodes.map((img) => ({
          src: img.getAttribute('src'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          belowFirstScreen: img.getBoundingClientRect().top > window.innerHeight,
        })),
      );
      for (const image of images) expect(image.width && image.height, JSON.stringify(image)).toBeTruthy();
      expect(images.filter((image) => image.loading !== 'lazy' && image.belowFirstScreen)).toEqual([]);
      expect(images.filter((image) => image.loading !== 'lazy').length).toBeLessThanOrEqual(3);
      // Usable at 360 px on a phone and at 1440 px on a desktop: nothing wider than the screen.
      const width = device === 'mobile' ? 360 : 1440;
      await page.setViewportSize({ width, height: device === 'mobile' ? 740 : 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
