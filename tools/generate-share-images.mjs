// Writes the link-preview images of api/public/media/share (issue 15): one 1200×630 PNG per language, the size
// Facebook, WhatsApp and X show large, because link previews take no SVG: the banners' desert scene with the award's
// name, drawn by Chromium (CJK fonts: fonts-noto-cjk). Run it after changing the names; the output is committed, so the
// server never draws anything.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/web-measure.mjs';
import { repoRoot } from '../scripts/lib/paths.mjs';

const media = path.join(repoRoot, 'api/public/media');
const out = path.join(media, 'share');
// The award and its two contests in each language, as the site's banners and header name them.
const CARDS = {
  'zh-hk': { title: '國際沙漠可持續發展大獎', subtitle: '中學短片比賽 · 大學商業計劃書比賽', font: "'Noto Sans CJK TC', 'Noto Sans TC', sans-serif" },
  'zh-cn': { title: '国际沙漠可持续发展大奖', subtitle: '中学短片比赛 · 大学商业计划书比赛', font: "'Noto Sans CJK SC', 'Noto Sans SC', sans-serif" },
  'en-us': { title: 'International Desert Sustainability Award', subtitle: 'Secondary-school short films · University business plans', font: "'Helvetica Neue', Arial, sans-serif" },
};

/** The site's desert scene (the banners' sky, sun and dunes) with the award's name, 1200×630. */
const card = ({ title, subtitle, font }) => `<!doctype html><html><body style="margin:0">
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(30, 70%, 78%)"/><stop offset="1" stop-color="hsl(50, 80%, 90%)"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="960" cy="150" r="63" fill="hsl(45, 95%, 65%)"/>
  <path d="M0 460 C 300 390, 540 520, 840 430 S 1200 460, 1200 460 V 630 H 0 Z" fill="hsl(35, 60%, 62%)"/>
  <path d="M0 540 C 300 500, 540 570, 840 520 S 1200 540, 1200 540 V 630 H 0 Z" fill="hsl(28, 55%, 50%)"/>
</svg>
<div style="position:absolute;left:80px;right:80px;top:170px;font-family:${font};color:#3b2512">
  <div style="font-size:${title.length > 20 ? 62 : 76}px;font-weight:700;line-height:1.15">${title}</div>
  <div style="font-size:34px;margin-top:24px">${subtitle}</div>
</div></body></html>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const [language, text] of Object.entries(CARDS)) {
    await page.setContent(card(text));
    const file = path.join(out, `share-${language}.png`);
    await page.screenshot({ path: file, type: 'png' });
    console.log(`wrote ${path.relative(repoRoot, file)}`);
  }
} finally {
  await browser.close();
}
