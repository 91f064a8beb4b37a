import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SeedModule } from './types.js';

// Issue 25 point 7: the media library is not empty in `npm start`. Ten sample partner logos, generated (SVG text
// rendered to PNG by sharp) and added through the library's own upload (checked, made into variants, alt texts in
// three languages), marked as samples. The partners table and the home page do not use them yet: a later step wires
// partners to the library (through setMediaUses).

export const SAMPLE_PARTNER_LOGOS = 10;

/** "Sample partner 3" on a card of its own colour, 800 × 400 (a 2:1 logo box). */
function logoSvg(n: number): string {
  const hue = (n * 37) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">
  <rect width="800" height="400" fill="hsl(${hue}, 45%, 94%)"/>
  <rect x="12" y="12" width="776" height="376" rx="40" fill="none" stroke="hsl(${hue}, 50%, 45%)" stroke-width="8"/>
  <circle cx="150" cy="200" r="78" fill="hsl(${hue}, 60%, 55%)"/>
  <text x="270" y="182" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="52" font-weight="700" fill="hsl(${hue}, 40%, 22%)">Sample</text>
  <text x="270" y="252" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="44" fill="hsl(${hue}, 40%, 22%)">partner ${n}</text>
</svg>`;
}

const alt = (n: number) => ({ zhComplex: `示例合作夥伴 ${n} 的標誌`, zhSimple: `示例合作伙伴 ${n} 的标志`, en: `Logo of Sample partner ${n}` });

export const sampleMediaSeed: SeedModule = {
  name: '005_sample_media',
  needs: 'publicMediaDir',
  async run(trx, { publicMediaDir, sampleMediaCache }) {
    if (publicMediaDir === undefined) return;
    // Imported here: the seed index loads with every test, the image pipeline only with this module's run.
    const { uploadMedia } = await import('../../media/upload.js');
    const scratch = await mkdtemp(join(tmpdir(), 'portal-sample-media-'));
    try {
      for (let n = 1; n <= SAMPLE_PARTNER_LOGOS; n += 1) {
        const path = join(scratch, `partner-${n}.png`);
        await writeFile(path, await sharp(Buffer.from(logoSvg(n))).png().toBuffer());
        // `db` is unused with a transaction given: the rows go into the seed's transaction.
        const result = await uploadMedia({ db: trx, publicMediaDir }, { path, alt: alt(n) }, { kind: 'system', name: 'seed' }, { sample: true, trx, variantCache: sampleMediaCache });
        if (!result.ok) throw new Error(`sample partner logo ${n} refused: ${JSON.stringify(result.refusal)}`);
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  },
};
