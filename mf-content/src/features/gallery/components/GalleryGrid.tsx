import type { GalleryImage } from '@portal/shared/contracts';
import { EmptyNote } from '../../../components/EmptyNote';
import * as styles from './gallery.module.css';

/** A photo's width in the grid (gallery.module.css): two columns on a phone, 220–400 px ones on a desktop. */
const GALLERY_SIZES = '(max-width: 768px) 50vw, 400px';

/** Photos at their own proportions: width and height reserve the space, so nothing moves as they load. */
export function GalleryGrid({ images }: { images: readonly GalleryImage[] }) {
  if (images.length === 0) return <EmptyNote />;
  return (
    <ul className={styles.grid}>
      {images.map((image) => (
        <li key={image.id}>
          <figure className={styles.figure}>
            <img
              className={styles.image}
              src={image.src}
              // A library photo's WebP widths (issue 25): a column of the grid (half a phone, ~300 px on a desktop).
              srcSet={image.srcset || undefined}
              sizes={image.srcset ? GALLERY_SIZES : undefined}
              alt={image.alt || image.caption}
              width={image.width}
              height={image.height}
              loading="lazy"
            />
            <figcaption className={styles.caption}>{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
