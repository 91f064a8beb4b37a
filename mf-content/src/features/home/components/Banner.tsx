import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/a11y';
import type { Device } from '@portal/shared/contracts';
import { contentLanguage, useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { GuardedLink } from '@portal/shared/navigation';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { BANNER_SIZE, bannerImage } from '../../../config/media';
import { registrationPath } from '../../../config/paths';
import { GROUPS } from '../../../lib/groups';
import * as styles from './home.module.css';

/** §2 and §9: each slide stays 6 s and slides over in 2 s. */
export const BANNER_DELAY_MS = 6000;
export const BANNER_SPEED_MS = 2000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The rotating banner: a slide per contest, each a link to that group's registration (login needed), with the
 * banner image of the page's language. It pauses under the pointer, on the pause button, and starts paused for
 * visitors who prefer reduced motion.
 */
export function Banner({ device }: { device: Device }) {
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
        {GROUPS.map((group, index) => (
          <SwiperSlide key={group}>
            <GuardedLink to={registrationPath(device, group)} className={styles.slideLink}>
              <img
                className={styles.bannerImage}
                src={bannerImage(group, contentLanguage(language))}
                alt={t(`banner.alt.${group}`)}
                {...BANNER_SIZE}
                // The first slide is the largest thing on the page: load it at once; the second can wait.
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </GuardedLink>
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className={styles.bannerToggle} onClick={toggle}>
        {playing ? t('banner.pause') : t('banner.play')}
      </button>
    </section>
  );
}
