import { useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/a11y';
import { getBanners } from '@portal/shared/api';
import type { Banner as Slide, Device } from '@portal/shared/contracts';
import { isMediaSrc, isSafeHref } from '@portal/contracts/rich-text-rules';
import { useRemoteData } from '@portal/shared/data';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { GuardedLink } from '@portal/shared/navigation';
import { Link } from '@portal/shared/router';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { BANNER_SIZE } from '../../../config/media';
import { registrationPath } from '../../../config/paths';
import * as styles from './home.module.css';

/** §2 and §9: each slide stays 6 s and slides over in 2 s. */
export const BANNER_DELAY_MS = 6000;
export const BANNER_SPEED_MS = 2000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The banner's width in the page: the whole column on a phone, at most the desktop page's content width. */
const BANNER_SIZES = '(max-width: 1200px) 100vw, 1200px';

/**
 * The rotating banner: the slides editors set for the page's language (issue 25: data, each a library image with its
 * srcset), each a link to its group's registration (login needed) or to the link the editor gave. It pauses under the
 * pointer, on the pause button, and starts paused for visitors who prefer reduced motion. Its space is reserved at the
 * banners' shape while the slides load, so nothing below moves when they come.
 */
export function Banner({ device }: { device: Device }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const banners = useRemoteData(({ options }) => getBanners(options), []);
  if (banners.status === 'loading') {
    return (
      <section className={styles.banner} aria-label={t('banner.label')} aria-busy="true">
        <div className={styles.bannerImage} />
      </section>
    );
  }
  // Images the library serves only: a stored outside or script address draws nothing.
  const slides = banners.status === 'success' ? banners.data.filter((slide) => isMediaSrc(slide.src)) : [];
  // No slides (none set, or the list could not be read): the page goes on without a carousel rather than a problem box.
  return slides.length > 0 ? <Carousel device={device} slides={slides} /> : null;
}

function Carousel({ device, slides }: { device: Device; slides: readonly Slide[] }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  const start = (instance: SwiperInstance) => {
    setSwiper(instance);
    if (!playing || prefersReducedMotion()) {
      instance.autoplay.stop();
      setPlaying(false);
    }
  };
  const toggle = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section className={styles.banner} aria-label={t('banner.label')}>
      <Swiper
        // A new language is new images and new screen-reader texts: start a fresh carousel.
        key={language}
        modules={[A11y, Autoplay, Pagination]}
        autoplay={{ delay: BANNER_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        speed={BANNER_SPEED_MS}
        rewind
        pagination={{ clickable: true }}
        a11y={{
          // Swiper fills in {{index}} and {{slidesLength}} itself: pass them through i18next untouched.
          paginationBulletMessage: t('banner.goToSlide', { index: '{{index}}' }),
          slideLabelMessage: t('banner.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
          containerRoleDescriptionMessage: t('banner.carousel'),
          itemRoleDescriptionMessage: t('banner.slide'),
        }}
        onSwiper={start}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={`${index}:${slide.src}`}>
            <SlideLink device={device} slide={slide}>
              <img
                className={styles.bannerImage}
                src={slide.src}
                srcSet={slide.srcset || undefined}
                sizes={BANNER_SIZES}
                alt={slide.alt}
                width={slide.width || BANNER_SIZE.width}
                height={slide.height || BANNER_SIZE.height}
                // The first slide is the largest thing on the page: load it at once; the others can wait.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </SlideLink>
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={styles.bannerToggle} onClick={toggle}>
        {playing ? t('banner.pause') : t('banner.play')}
      </button>
    </section>
  );
}

/**
 * Where a slide leads: its group's registration (login needed) when it names no link, a page of the site, or an
 * https:// address — anything else (a `javascript:` stored by hand) leaves the image unlinked.
 */
function SlideLink({ device, slide, children }: { device: Device; slide: Slide; children: ReactNode }) {
  if (slide.link === '') {
    return (
      <GuardedLink to={registrationPath(device, slide.group)} className={styles.slideLink}>
        {children}
      </GuardedLink>
    );
  }
  if (/^\/(?![/\\])/.test(slide.link)) {
    return (
      <Link to={slide.link} className={styles.slideLink}>
        {children}
      </Link>
    );
  }
  return isSafeHref(slide.link) && slide.link.startsWith('https://') ? (
    <a href={slide.link} className={styles.slideLink}>
      {children}
    </a>
  ) : (
    <div className={styles.slideLink}>{children}</div>
  );
}
