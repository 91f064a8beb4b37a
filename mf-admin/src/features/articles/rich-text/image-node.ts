import type { MediaItem } from '@portal/contracts/admin-media';
import type { ArticleLanguage } from '../labels';

/**
 * The image node a library item makes in one language's body, as the server writes it (api/src/media/view.ts
 * mediaImageAttrs): the fallback in `src`, the WebP widths in `srcset`, the largest WebP's size, that language's alt.
 * The server writes these again from the library on every save; the editor draws them meanwhile.
 */
export function imageNodeOf(item: MediaItem, language: ArticleLanguage) {
  const largest = item.variants.filter((variant) => variant.format === 'webp').reduce<MediaItem['variants'][number] | undefined>((a, b) => (a && a.width >= b.width ? a : b), undefined);
  return {
    type: 'image' as const,
    attrs: {
      mediaId: item.id,
      src: item.src,
      ...(item.srcset ? { srcset: item.srcset } : {}),
      alt: item.alt[language].trim(),
      width: largest?.width ?? item.width,
      height: largest?.height ?? item.height,
    },
  };
}
