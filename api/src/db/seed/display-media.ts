import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Transaction } from 'kysely';
import type { Language } from '@portal/contracts/languages';
import { mediaRoot } from '../../paths.js';
import type { Database } from '../schema.js';
import { SAMPLE_PARTNER_LOGOS } from './sample-media.js';
import type { SeedModule } from './types.js';

// Issue 25 point 3: every public image of `npm start` comes from the media library (responsive srcset). The home
// page's banners, the judges' placeholder photo and the gallery's sample pictures — SVG files generated into
// api/public/media — are rasterized by sharp and added through the library's own upload, marked as samples; the
// banners get their display rows, and the judges, partners (the sample logos of 005) and gallery rows their library
// ids, each collection keeping its images in use (`display:<collection>`) as a save would.

type Trx = Transaction<Database>;
/** Adds a file of api/public/media to the library; `width` rasterizes it at most that wide. */
type Upload = (file: string, alt: Record<Language, string>, width?: number) => Promise<number>;

const BANNER_LANGUAGES: [Language, string][] = [
  ['zhComplex', 'zh-hk'],
  ['zhSimple', 'zh-cn'],
  ['en', 'en-us'],
];
const BANNER_GROUPS = [
  { group: 'secondary' as const, alt: { zhComplex: '中學組短片比賽：立即報名', zhSimple: '中学组短片比赛：立即报名', en: 'Secondary-school short-film contest: register now' } },
  { group: 'university' as const, alt: { zhComplex: '大學組商業計劃書比賽：立即報名', zhSimple: '大学组商业计划书比赛：立即报名', en: 'University business-plan contest: register now' } },
];

async function seedBanners(trx: Trx, upload: Upload): Promise<number[]> {
  const ids: number[] = [];
  let position = 0;
  for (const [language, tag] of BANNER_LANGUAGES) {
    for (const { group, alt } of BANNER_GROUPS) {
      // One image per language: its words are in that language; each library alt text says it in its own.
      const id = await upload(`banner-${group}-${tag}.svg`, alt);
      position += 1;
      await trx.insertInto('display_banners').values({ language, position, contest_group: group, media_id: id, link: '' }).execute();
      ids.push(id);
    }
  }
  return ids;
}

async function seedJudges(trx: Trx, upload: Upload): Promise<number[]> {
  const id = await upload('judges/placeholder.svg', { zhComplex: '評審相片（示例）', zhSimple: '评审照片（示例）', en: 'Judge photo (sample)' });
  await trx.updateTable('judges').set({ photo_media_id: id }).execute();
  return [id];
}

/** The sample logos 005 put into the library, one per sample partner, in the partners' order. */
async function seedPartners(trx: Trx): Promise<number[]> {
  const logos = await trx.selectFrom('media_assets').select('id').where('sample', '=', 1).orderBy('id').limit(SAMPLE_PARTNER_LOGOS).execute();
  const partners = await trx.selectFrom('partners').select('id').orderBy('id').execute();
  const ids: number[] = [];
  for (const [index, partner] of partners.entries()) {
    const logo = logos[index];
    if (!logo) break;
    await trx.updateTable('partners').set({ logo_media_id: logo.id }).where('id', '=', partner.id).execute();
    ids.push(logo.id);
  }
  return ids;
}

async function seedGallery(trx: Trx, upload: Upload): Promise<number[]> {
  const rows = await trx.selectFrom('gallery_images').selectAll().where('src', 'like', '/media/gallery/%').orderBy('id').execute();
  const ids: number[] = [];
  for (const row of rows) {
    const alt = { zhComplex: row.caption_zh_hk, zhSimple: row.caption_zh_cn, en: row.caption_en };
    // 960 px wide at most: the samples are placeholders, and each width more is AVIF and WebP encodes at every start.
    const id = await upload(row.src.slice('/media/'.length), alt, 960);
    await trx.updateTable('gallery_images').set({ media_id: id }).where('id', '=', row.id).execute();
    ids.push(id);
  }
  return ids;
}

export const displayMediaSeed: SeedModule = {
  name: '006_display_media',
  needs: 'publicMediaDir',
  async run(trx, { publicMediaDir, sampleMediaCache }) {
    if (publicMediaDir === undefined) return;
    // Imported here: the seed index loads with every test, the image pipeline only with this module's run.
    const { uploadMedia } = await import('../../media/upload.js');
    const { setMediaUses } = await import('../../media/uses.js');
    const scratch = await mkdtemp(join(tmpdir(), 'portal-display-media-'));
    let n = 0;
    const upload: Upload = async (file, alt, width) => {
      n += 1;
      const path = join(scratch, `${n}.png`);
      const image = sharp(await readFile(join(mediaRoot, file)));
      await writeFile(path, await (width ? image.resize({ width, withoutEnlargement: true }) : image).png().toBuffer());
      const result = await uploadMedia({ db: trx, publicMediaDir }, { path, alt }, { kind: 'system', name: 'seed' }, { sample: true, trx, variantCache: sampleMediaCache });
      if (!result.ok) throw new Error(`sample display image ${file} refused: ${JSON.stringify(result.refusal)}`);
      return result.id;
    };
    try {
      await setMediaUses(trx, 'display:banners', await seedBanners(trx, upload));
      await setMediaUses(trx, 'display:judges', await seedJudges(trx, upload));
      await setMediaUses(trx, 'display:partners', await seedPartners(trx));
      await setMediaUses(trx, 'display:galleries', await seedGallery(trx, upload));
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  },
};
