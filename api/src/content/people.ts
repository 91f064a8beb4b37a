import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { pick } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import type { Finalist, GalleryImage, Judge, Partner, Winner } from '@portal/contracts/display';
import { inGroups, toGroupNumber, type GroupNumber } from './groups.js';
import { fetchPage, type Page, type PageRequest } from './paging.js';
import { findMediaItems, mediaImageAttrs } from '../media/view.js';
import type { MediaItem } from '@portal/contracts/admin-media';

// Queries of the people and pictures pages: judges, finalists, winners, partners, gallery. A picture with a media-library
// id (issue 25, migration 025) is served from the library — its src, srcset, size and alt in the language — and a
// row without one keeps its plain file.

type Db = Kysely<Database>;

/** The library items of the rows' ids. */
const libraryOf = (db: Db, ids: readonly (number | null)[]) => findMediaItems(db, ids.filter((id): id is number => id !== null));

function imageChoice(asset: MediaItem | undefined, lang: Language) {
  if (!asset) return undefined;
  const { srcset, width, height, alt } = mediaImageAttrs(asset, lang);
  return { srcset: srcset ?? '', width: width ?? asset.width, height: height ?? asset.height, alt };
}

export async function listJudges(db: Db, lang: Language): Promise<Judge[]> {
  const rows = await db.selectFrom('judges').selectAll().orderBy('position').orderBy('id').execute();
  const library = await libraryOf(db, rows.map((row) => row.photo_media_id));
  return rows.map((row) => {
    const asset = row.photo_media_id === null ? undefined : library.get(row.photo_media_id);
    const photoImage = imageChoice(asset, lang);
    return {
      id: row.id,
      name: pick(row, 'name', lang),
      title: pick(row, 'title', lang),
      photo: asset?.src ?? row.photo,
      sample: row.sample === 1,
      ...(photoImage ? { photoImage } : {}),
    };
  });
}

export async function listFinalists(db: Db, lang: Language, group?: GroupNumber): Promise<Finalist[]> {
  const rows = await db.selectFrom('finalists').selectAll().$call(inGroups(group)).orderBy('position').execute();
  return rows.map((row) => ({
    id: row.id,
    group: toGroupNumber(row.contest_group),
    teamName: pick(row, 'team_name', lang),
    school: pick(row, 'school', lang),
    workTitle: pick(row, 'work_title', lang),
    poster: row.poster,
    video: row.video,
    sample: row.sample === 1,
  }));
}

/**
 * Newest results first, then by award within a contest. A published row (one with a season) shows from its
 * award date, the season's day `today` or earlier; seeded placeholders have none and always show.
 */
export async function listWinners(db: Db, lang: Language, group: GroupNumber | undefined, today: string): Promise<Winner[]> {
  const rows = await db
    .selectFrom('winners')
    .selectAll()
    .where((eb) => eb.or([eb('season', 'is', null), eb('award_date', '<=', today)]))
    .orderBy('award_date', 'desc')
    .$call(inGroups(group))
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    contest: pick(row, 'contest', lang),
    group: toGroupNumber(row.contest_group),
    award: pick(row, 'award', lang),
    school: pick(row, 'school', lang),
    teamName: pick(row, 'team_name', lang),
    date: row.award_date,
    members: JSON.parse(pick(row, 'members', lang)) as string[],
    workTitle: pick(row, 'work_title', lang),
    sample: row.sample === 1,
  }));
}

// Organizer first, then co-organizers, supporters and media, as the home page lists them.
const roleOrder = ['organizer', 'coOrganizer', 'supporter', 'media'] as const;

export async function listPartners(db: Db, lang: Language): Promise<Partner[]> {
  const rows = await db.selectFrom('partners').selectAll().orderBy('position').orderBy('id').execute();
  const library = await libraryOf(db, rows.map((row) => row.logo_media_id));
  return rows
    .sort((a, b) => roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role))
    .map((row) => {
      const asset = row.logo_media_id === null ? undefined : library.get(row.logo_media_id);
      const logoImage = imageChoice(asset, lang);
      return {
        id: row.id,
        name: pick(row, 'name', lang),
        role: row.role,
        logo: asset?.src ?? row.logo,
        url: row.url,
        sample: row.sample === 1,
        ...(logoImage ? { logoImage } : {}),
      };
    });
}

export async function listGallery(
  db: Db,
  lang: Language,
  contest: 1 | 2,
  page: PageRequest,
): Promise<Page<GalleryImage>> {
  const query = db.selectFrom('gallery_images').where('contest', '=', contest);
  const { rows, count } = await fetchPage(query, page, (q) => q.selectAll().orderBy('position').orderBy('id'));
  const library = await libraryOf(db, rows.map((row) => row.media_id));
  const lists = rows.map((row) => {
    const asset = row.media_id === null ? undefined : library.get(row.media_id);
    const image = imageChoice(asset, lang);
    return {
      id: row.id,
      contest: row.contest,
      src: asset?.src ?? row.src,
      width: image?.width ?? row.width,
      height: image?.height ?? row.height,
      caption: pick<'caption', string>(row, 'caption', lang),
      ...(image ? { srcset: image.srcset, alt: image.alt } : {}),
    };
  });
  return { lists, count, ...page };
}
