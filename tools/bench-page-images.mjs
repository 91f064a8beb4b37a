// `pnpm bench:page-images` (issue 25): the image bytes of the home pages as Lighthouse sees them — /pc/home with the
// desktop preset and /mobile/home with the mobile preset, from the production server of the built site, prerendered,
// in Debian Chromium. Per page: image bytes transferred and requests, then the bytes Lighthouse's image audits say
// could still be saved (responsive sizes, modern formats, compression, offscreen) — the audits the media library's
// variants answer. Run on two commits to compare (the note of issue 25 gives both). Options: --no-build, --runs N (1).
// Loopback only; the server and Lighthouse's browser are stopped on exit.
import { parseArgs } from 'node:util';
import { CLOCKS, lighthouseRun, startSite } from './lib/web-measure.mjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '1' } } });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 5) throw new Error('--runs must be an integer from 1 to 5');
if (!values['no-build']) await import('../scripts/build-site.mjs');

/** @type {{ path: string, preset: 'desktop' | 'mobile' }[]} */
const PAGES = [
  { path: '/pc/home', preset: 'desktop' },
  { path: '/mobile/home', preset: 'mobile' },
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const site = await startSite('federated', CLOCKS.registration, PAGES.map((page) => page.path));
try {
  for (const page of PAGES) {
    for (let run = 1; run <= RUNS; run += 1) {
      const { images } = await lighthouseRun(`${site.url}${page.path}`, { preset: page.preset });
      const { responsive, modernFormats, optimized, offscreen } = images.savings;
      console.log(
        `[page-images] ${page.path} (${page.preset}): ${kb(images.bytes)} of images in ${images.requests} requests; ` +
          `savings left — responsive ${kb(responsive)}, modern formats ${kb(modernFormats)}, compression ${kb(optimized)}, offscreen ${kb(offscreen)}`,
      );
    }
  }
} finally {
  await site.stop();
}
