import type { MediaItem } from '@portal/contracts/admin-media';

interface MediaThumbProps {
  item: MediaItem;
  alt: string;
  /** The width the picture is drawn at, for the browser's pick from `srcset`. */
  sizes: string;
  className?: string;
}

/** A library image as the public pages will draw it: the WebP widths in `srcset`, the fallback in `src`. */
export function MediaThumb({ item, alt, sizes, className }: MediaThumbProps) {
  return <img src={item.src} srcSet={item.srcset} sizes={sizes} alt={alt} width={item.width} height={item.height} loading="lazy" decoding="async" className={className} />;
}
