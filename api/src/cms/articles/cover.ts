import type { MediaItem } from '@portal/contracts/admin-media';

// The cover the public rows show: the library image's fallback (a JPEG or PNG at most 960 px wide — a raster the link
// previews' og:image takes, docs/adr/0023). An article adopted from the rows before the editor's articles keeps its
// old cover while its draft names none.

/** The cover's public address for a publication: the library item's fallback, else the legacy cover. */
export function publicCover(cover: MediaItem | null, legacyCover: string | null): string | null {
  return cover ? cover.src : legacyCover;
}
