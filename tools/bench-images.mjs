// `pnpm bench:images`: what the media library's variants save (issue 25 point 4, docs/adr/0035). For a set of
// generated photo-like pictures (a 12 MP phone photo, a camera's 24 MP, a 1080p frame, a screenshot PNG; @portal/api/
// testing's samplePhoto), each run through the library's own pipeline (checkImage, then renderVariants: upright, sRGB,
// no metadata, AVIF and WebP at 480/960/1600 and the JPEG fallback), it prints the original's bytes, the processing
// time, and the bytes of the variant a phone and a desktop would pick from `srcset`:
//   - phone: 390 CSS px wide at DPR 3 (an iPhone 15-class screen), picture full width: the smallest width ≥ 1170 px;
//   - desktop: a 800 CSS px content column at DPR 1 (≥ 800 px) and DPR 2 (≥ 1600 px).
// with the ratio original ÷ variant. The machine's load is printed too: the times are this machine's (2 shared CPUs).
//
// Options: --runs N (1: pictures per size), --no-build (use the api/dist already there).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApi } from './lib/api-under-test.mjs';
import { runTool } from './lib/time-limit.mjs';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '1' }, 'no-build': { type: 'boolean', default: false } } });
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 10) throw new Error('--runs must be an integer from 1 to 10');

/** @type {{ label: string, width: number, height: number, format: 'jpeg' | 'png' }[]} */
const PICTURES = [
  { label: 'phone photo 4032×3024 JPEG', width: 4032, height: 3024, format: 'jpeg' },
  { label: 'camera photo 6000×4000 JPEG', width: 6000, height: 4000, format: 'jpeg' },
  { label: 'frame 1920×1080 JPEG', width: 1920, height: 1080, format: 'jpeg' },
  { label: 'screenshot 2560×1440 PNG', width: 2560, height: 1440, format: 'png' },
];
const VIEWERS = [
  { label: 'phone 390 CSS px @3x', needs: 390 * 3 },
  { label: 'desktop 800 CSS px @1x', needs: 800 },
  { label: 'desktop 800 CSS px @2x', needs: 1600 },
];

/** What a browser picks from a `w` srcset for a slot of `needs` device pixels: the smallest ≥ it, else the largest. */
function pick(variants, format, needs) {
  const candidates = variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
  return candidates.find((variant) => variant.width >= needs) ?? candidates[candidates.length - 1];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ratio = (original, variant) => `${(original / variant).toFixed(1)}×`;

await runTool('bench:images', 20 * 60_000, async (run) => {
  if (!options['no-build']) buildApi();
  const { checkImage, renderVariants, samplePhoto } = await import('@portal/api/testing');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
  run.atEnd(() => rmSync(dir, { recursive: true, force: true }));
  const rows = [];
  for (const picture of PICTURES) {
    for (let n = 0; n < RUNS; n += 1) {
      const bytes = await samplePhoto(picture);
      const file = path.join(dir, `${rows.length}.${picture.format === 'jpeg' ? 'jpg' : 'png'}`);
      writeFileSync(file, bytes);
      const started = process.hrtime.bigint();
      const check = await checkImage(file);
      if (!check.ok) throw new Error(`${picture.label} refused: ${JSON.stringify('refusal' in check ? check.refusal : check)}`);
      const variants = await renderVariants(check.image);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      rows.push({ picture, original: bytes.length, ms, variants });
    }
  }

  const lines = [`bench:images — ${availableParallelism()} CPUs, load ${loadavg().map((value) => value.toFixed(2)).join(' ')}, ${RUNS} picture(s) per size`, ''];
  for (const { picture, original, ms, variants } of rows) {
    const all = variants.reduce((sum, variant) => sum + variant.data.length, 0);
    lines.push(`${picture.label}: original ${kb(original)}; processed in ${(ms / 1000).toFixed(2)} s into ${variants.length} variants (${kb(all)} in all)`);
    for (const viewer of VIEWERS) {
      const cells = ['avif', 'webp'].map((format) => {
        const chosen = pick(variants, format, viewer.needs);
        return `${format.toUpperCase()} ${chosen.width} px ${kb(chosen.data.length)} (${ratio(original, chosen.data.length)} smaller)`;
      });
      lines.push(`  ${viewer.label.padEnd(24)} ${cells.join('  ·  ')}`);
    }
    const fallback = variants.find((variant) => variant.format === 'jpeg' || variant.format === 'png');
    lines.push(`  ${'fallback (src)'.padEnd(24)} ${fallback.format.toUpperCase()} ${fallback.width} px ${kb(fallback.data.length)} (${ratio(original, fallback.data.length)} smaller)`);
  }
  const sum = (select) => rows.reduce((total, row) => total + select(row), 0);
  const totalOriginal = sum((row) => row.original);
  lines.push('');
  for (const viewer of VIEWERS) {
    for (const format of ['avif', 'webp']) {
      const total = sum((row) => pick(row.variants, format, viewer.needs).data.length);
      lines.push(`all pictures, ${viewer.label}, ${format.toUpperCase()}: ${kb(total)} for ${kb(totalOriginal)} of originals (${ratio(totalOriginal, total)} fewer bytes)`);
    }
  }
  lines.push(`processing time per picture: median ${(median(rows.map((row) => row.ms)) / 1000).toFixed(2)} s, longest ${(Math.max(...rows.map((row) => row.ms)) / 1000).toFixed(2)} s`);
  process.stdout.write(`${lines.join('\n')}\n`);
});

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
