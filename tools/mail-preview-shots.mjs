// Screenshots of the mail previews (`pnpm --filter ./api run mail:preview` writes them to var/mail-preview): each
// mail on a phone (390×844) and a desktop (1280×800), light and dark, full page, to var/mail-preview/shots/. Look at
// them before changing the templates' look. MAIL_SHOTS=work-receipt,staff-invite limits to some kinds.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './lib/web-measure.mjs';

const DIR = join(import.meta.dirname, '..', 'var', 'mail-preview');
const only = process.env.MAIL_SHOTS?.split(',').filter(Boolean);
const files = (await readdir(DIR)).filter((f) => f.endsWith('.html') && (!only || only.some((kind) => f.startsWith(`${kind}.`))));
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
      // No network: a mail that needed any would show it here as missing.
      const context = await browser.newContext({ viewport, colorScheme, offline: true, deviceScaleFactor: 1 });
      const page = await context.newPage();
      for (const file of files) {
        await page.goto(pathToFileURL(join(DIR, file)).href);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        if (overflow) console.log(`${file} ${device}: wider than the screen`);
        await page.screenshot({ path: join(DIR, 'shots', `${file.replace(/\.html$/, '')}.${device}.${colorScheme}.png`), fullPage: true });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`${files.length * 4} screenshots in ${join(DIR, 'shots')}`);
