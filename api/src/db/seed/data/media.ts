import type { GalleryImageTable, PartnerRole, PartnerTable } from '../../schema-content.js';
import { firstCompetition, secondCompetition } from './names.js';
import { columns, fillT3, numbered, type T3 } from './text.js';

// Partners and gallery images. Their files are generated into api/public/media by
// `pnpm --filter @portal/api run media` from these same rows, so sizes and paths agree.

const roleLabels: Record<PartnerRole, T3> = {
  organizer: ['示例主辦機構', '示例主办机构', 'Sample Organizer'],
  coOrganizer: ['示例協辦機構', '示例协办机构', 'Sample Co-organizer'],
  supporter: ['示例支持機構', '示例支持机构', 'Sample Supporter'],
  media: ['示例媒體夥伴', '示例媒体伙伴', 'Sample Media Partner'],
};

// SPEC §2: organizer and supporter logos by partner role; the spec names none of them.
const partnerCounts: [PartnerRole, number][] = [
  ['organizer', 1],
  ['coOrganizer', 2],
  ['supporter', 4],
  ['media', 3],
];

export const partnerRows: Omit<PartnerTable, 'id'>[] = partnerCounts.flatMap(([role, count]) =>
  Array.from({ length: count }, (_, i) => ({
    role,
    position: i + 1,
    logo: `/media/partners/${role}-${i + 1}.svg`,
    logo_media_id: null,
    url: null,
    sample: 1 as const,
    ...columns('name', numbered(roleLabels[role], i + 1)),
  })),
);

/** Landscape, portrait, square and wide: the gallery layout meets every shape. */
const shapes: [number, number][] = [
  [1200, 800],
  [800, 1200],
  [1000, 1000],
  [1600, 900],
];

export const GALLERY_SIZE_PER_CONTEST = 12;

function gallery(contest: 1 | 2, name: T3): Omit<GalleryImageTable, 'id'>[] {
  const prefix = contest === 1 ? 'first' : 'second';
  return Array.from({ length: GALLERY_SIZE_PER_CONTEST }, (_, i) => {
    const [width, height] = shapes[i % shapes.length] ?? [1200, 800];
    const n = String(i + 1).padStart(2, '0');
    const shown = String(i + 1);
    return {
      contest,
      position: i + 1,
      src: `/media/gallery/${prefix}-${n}.svg`,
      media_id: null,
      width,
      height,
      ...columns('caption', fillT3(['{0}相片 {1}（示例）', '{0}相片 {1}（示例）', '{0}, photo {1} (sample)'], name, [shown, shown, shown])),
    };
  });
}

export const galleryRows = [...gallery(1, firstCompetition), ...gallery(2, secondCompetition)];
