import { lazy, Suspense } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { useSiteSettings } from '@portal/shared/config';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './home.module.css';

// The QR encoder loads with this block, not with the page's first chunk.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));
const QR_SIZE = 140;

/** The AR experience: a QR code of its link (a site setting, issue 25) for a phone, and the link itself. */
export function ArCode() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const url = useSiteSettings()?.arPromoUrl;
  if (!url) return null;
  return (
    <figure className={styles.ar}>
      <div className={styles.qr} role="img" aria-label={t('ar.qr')}>
        <Suspense fallback={<div className={styles.qrPlaceholder} />}>
          <QRCodeSVG value={url} size={QR_SIZE} aria-hidden="true" />
        </Suspense>
      </div>
      <figcaption>
        <p>{t('ar.caption')}</p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('ar.link')}
        </a>
      </figcaption>
    </figure>
  );
}
