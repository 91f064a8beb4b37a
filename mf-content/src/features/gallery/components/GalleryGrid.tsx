import type { GalleryImage } from '@portal/shared/contracts';
import { EmptyNote } from '../../../components/EmptyNote';
import * as styles from './gallery.module.css';

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
              alt={image.caption}
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
