import type { Kysely } from 'kysely';
import { displayParagraphs, type DisplayItem } from '@portal/contracts/display-collections';
import type { Banner, Intro } from '@portal/contracts/display';
import type { Language } from '@portal/contracts/languages';
import type { LiveConfig } from '@portal/contracts/live-config';
import type { Database } from '../db/schema.js';
import { toGroupNumber } from '../content/groups.js';
import { findMediaItems, mediaImageAttrs } from '../media/view.js';
import { webOrigin } from '../security/csp.js';
import { documentItem } from './stores.js';

// The display data the home page reads that had no public answer before (issue 25 point 3): its banners, its
// introduction and its live-stream block, every text in the request's language.

type Db = Kysely<Database>;

/** The language's slides in order, each from the library; a slide whose image left the library is skipped. */
export async function listBanners(db: Db, language: Language): Promise<Banner[]> {
  const rows = await db.selectFrom('display_banners').selectAll().where('language', '=', language).orderBy('position').orderBy('id').execute();
  const media = await findMediaItems(db, rows.map((row) => row.media_id));
  return rows.flatMap((row) => {
    const asset = media.get(row.media_id);
    if (!asset) return [];
    const { src, srcset, width, height, alt } = mediaImageAttrs(asset, language);
    return [{ group: toGroupNumber(row.contest_group), link: row.link, src, srcset: srcset ?? '', width: width ?? asset.width, height: height ?? asset.height, alt }];
  });
}

async function documentOf<C extends 'intro' | 'live'>(db: Db, collection: C): Promise<DisplayItem<C> | null> {
  const row = await db.selectFrom('display_collections').select('document').where('collection', '=', collection).executeTakeFirst();
  return documentItem(collection, row?.document ?? null);
}

/** The introduction in a language; null when its row is missing or was broken by hand. */
export async function readIntro(db: Db, language: Language): Promise<Intro | null> {
  const intro = await documentOf(db, 'intro');
  if (!intro) return null;
  return {
    title: intro.title[language],
    body: displayParagraphs(intro.body[language]),
    groups: [
      { group: 1, title: intro.group1Title[language], summary: displayParagraphs(intro.group1Summary[language]) },
      { group: 2, title: intro.group2Title[language], summary: displayParagraphs(intro.group2Summary[language]) },
    ],
  };
}

/** The block hidden: what a missing or broken row serves. */
export const HIDDEN_LIVE: LiveConfig = { src: '', show: false, title: '' };

/** /config/live.json's content: the live row with its title in a language (an empty one falls back to Traditional Chinese). */
export async function readLiveConfig(db: Db, language: Language): Promise<LiveConfig> {
  const live = await documentOf(db, 'live');
  if (!live) return HIDDEN_LIVE;
  return { src: live.src, show: live.show, title: live.title[language] || live.title.zhComplex };
}

/** The origin the live stream plays from while it is shown (the page's policy allows it as a frame source). */
export async function liveStreamOrigin(db: Db): Promise<string | null> {
  const live = await documentOf(db, 'live');
  return live?.show ? webOrigin(live.src) : null;
}
