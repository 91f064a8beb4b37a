import { useMemo, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../../i18n/translations';
import * as styles from '../judging-desk.module.css';
import { Pager } from '../Pager';
import { slideSvg } from './slide-svg';
import { SLIDE_HEIGHT, SLIDE_WIDTH } from './use-deck';

/** A read deck, one slide at a time at the column's width, with a pager. */
export function DeckView({ slides, name }: { slides: readonly string[]; name: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [slide, setSlide] = useState(1);
  const count = slides.length;
  const at = Math.min(slide, count);
  return (
    <div className={styles.slides}>
      <SlideImage html={slides[at - 1] ?? ''} alt={t('desk.slideImage', { slide: at, slides: count, name })} />
      <Pager at={at} count={count} onChange={setSlide} texts={{ previous: t('desk.slidePrevious'), next: t('desk.slideNext'), at: t('desk.slideAt', { slide: at, slides: count }) }} />
    </div>
  );
}

// A data: URL (the CSP's img-src allows it) rather than an object URL: nothing to release when the slide changes.
const SVG_DATA_URL = 'data:image/svg+xml;charset=utf-8,';

/** One slide as an image of its SVG. */
function SlideImage({ html, alt }: { html: string; alt: string }) {
  const src = useMemo(() => SVG_DATA_URL + encodeURIComponent(slideSvg(html, SLIDE_WIDTH, SLIDE_HEIGHT)), [html]);
  return <img className={styles.slide} src={src} alt={alt} width={SLIDE_WIDTH} height={SLIDE_HEIGHT} />;
}
