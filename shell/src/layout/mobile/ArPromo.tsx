import { lazy, Suspense } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { useSiteSettings } from '@portal/shared/config';

// The QR encoder is needed only once the side menu opens: keep it out of the first load.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** The AR experience promo: a QR code of the AR link (a site setting, issue 25), and the link itself for a phone. */
export function ArPromo() {
  const { t } = useTranslation('shell');
  const url = useSiteSettings()?.arPromoUrl;
  if (!url) return null;
  return (
    <figure className="ar-promo">
      <div className="ar-promo__code" role="img" aria-label={t('arPromo.qrTitle')}>
        <Suspense fallback={<div className="ar-promo__placeholder" />}>
          <QRCodeSVG value={url} size={120} aria-hidden="true" />
        </Suspense>
      </div>
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('arPromo.caption')}
        </a>
      </figcaption>
    </figure>
  );
}
