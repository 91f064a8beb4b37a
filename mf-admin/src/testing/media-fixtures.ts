import type { MediaItem } from '@portal/contracts/admin-media';

// The media library as the fixture server answers it: items with their variants, alt texts and uses.

export function mediaItem(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  const hash = id.toString(16).padStart(32, '0');
  const file = (width: number, ext: string) => `/media/lib/${hash}-${width}.${ext}`;
  return {
    id,
    width: 1200,
    height: 800,
    bytes: 2_400_000,
    mime: 'image/jpeg',
    createdAt: '2026-11-20T02:00:00Z',
    createdBy: { kind: 'staff', id: 3, name: 'Ada editor' },
    alt: { zhComplex: `沙丘 ${id}`, zhSimple: `沙丘 ${id}`, en: `Dune ${id}` },
    src: file(960, 'jpg'),
    srcset: `${file(480, 'webp')} 480w, ${file(960, 'webp')} 960w, ${file(1200, 'webp')} 1200w`,
    variants: [
      { format: 'avif', width: 480, height: 320, bytes: 20_000, src: file(480, 'avif') },
      { format: 'webp', width: 480, height: 320, bytes: 28_000, src: file(480, 'webp') },
      { format: 'jpeg', width: 960, height: 640, bytes: 90_000, src: file(960, 'jpg') },
    ],
    uses: [],
    sample: false,
    ...overrides,
  };
}

export const LIBRARY: MediaItem[] = [
  mediaItem(12, { uses: ['article:4', 'banner:2'] }),
  mediaItem(11, { alt: { zhComplex: '示例合作夥伴 1 的標誌', zhSimple: '示例合作伙伴 1 的标志', en: 'Logo of Sample partner 1' }, sample: true, createdBy: { kind: 'system', id: null, name: 'seed' }, mime: 'image/png' }),
  mediaItem(10),
];
