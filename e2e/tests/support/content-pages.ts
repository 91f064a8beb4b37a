import { expect, test } from '@playwright/test';
import type { Device } from '@portal/shared/contracts';
import { LANGUAGES, openIn } from './content';
import { CONTENT_ROUTES, resolvePath } from './content-routes';

const HTML_LANG = { zhComplex: 'zh-HK', zhSimple: 'zh-CN', en: 'en' } as const;

/** Every content route of a device shows what the seed holds for it, in each of the three languages. */
export function contentPagesSpec(device: Device): void {
  for (const route of CONTENT_ROUTES) {
    const target = route[device];
    if (!target) continue;
    test(`/${device}/${target} shows its seeded content in all three languages`, async ({ page, request }) => {
      for (const language of LANGUAGES) {
        const expected = await route.expect(request, language);
        await openIn(page, `/${device}/${await resolvePath(request, target, language)}`, language);
        const area = page.locator('[data-remote="mf-content"]');
        if (expected.text) await expect(area.getByText(expected.text).first()).toBeVisible();
        if (expected.image) await expect(area.getByRole('img', { name: expected.image }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
      }
    });
  }
}
