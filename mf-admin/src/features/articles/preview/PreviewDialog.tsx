import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ArticlePreview } from '@portal/contracts/admin-articles';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { formatInstant } from '../../../lib/format';
import * as admin from '../../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../../i18n/translations';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '../labels';
import * as styles from './preview.module.css';

/** The frames' sizes in CSS pixels: a common laptop width, and a common phone (iPhone 12–15). */
export const DESKTOP_FRAME = { width: 1280, height: 800 } as const;
export const PHONE_FRAME = { width: 390, height: 844 } as const;
// Both frames are drawn at 0.55 of their size (./preview.module.css), so that they fit side by side in 1440 × 900.

interface PreviewDialogProps {
  preview: ArticlePreview;
  /** The language the editor was looking at: the frames open in it. */
  initialLanguage: ArticleLanguage;
  onClose: () => void;
}

/**
 * The unsaved draft as the public site draws it — mf-content's own pages, served by the site, in a desktop and a phone
 * frame — in the language chosen here. The pages come from the site's origin with the preview's token; the site lets
 * only itself frame them (frame-ancestors 'self').
 */
export default function PreviewDialog({ preview, initialLanguage, onClose }: PreviewDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // The expiry in the back office's language and Hong Kong time, as every instant the back office shows.
  const staffLanguage = useLanguageStore((state) => state.language);
  const [language, setLanguage] = useState<ArticleLanguage>(initialLanguage);
  const pages = preview.pages[language];
  const languageName = t(`articles.language.${language}`);
  const frame = (device: 'pc' | 'mobile', size: { width: number; height: number }) => (
    <figure className={styles.device}>
      <figcaption className={styles.caption}>{t(device === 'pc' ? 'articles.previewDesktop' : 'articles.previewPhone', { width: size.width, height: size.height })}</figcaption>
      <div className={`${styles.viewport} ${styles[`viewport_${device}`]}`}>
        <iframe
          key={pages[device]}
          src={pages[device]}
          title={t(device === 'pc' ? 'articles.previewDesktopFrame' : 'articles.previewPhoneFrame', { language: languageName })}
          width={size.width}
          height={size.height}
          className={styles.frame}
          data-device={device}
        />
      </div>
    </figure>
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.header}>
            <Dialog.Title className={admin.title}>{t('articles.previewTitle')}</Dialog.Title>
            <div role="radiogroup" aria-label={t('articles.previewLanguage')} className={styles.languages}>
              {ARTICLE_LANGUAGES.map((one) => (
                <button key={one} type="button" role="radio" aria-checked={one === language} className={one === language ? admin.button : admin.secondary} onClick={() => setLanguage(one)}>
                  {t(`articles.language.${one}`)}
                </button>
              ))}
            </div>
            <Dialog.Close asChild>
              <button type="button" className={admin.secondary}>
                {t('articles.previewClose')}
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className={admin.hint}>{t('articles.previewIntro', { time: formatInstant(preview.expiresAt, staffLanguage) })}</Dialog.Description>
          <div className={styles.frames}>
            {frame('pc', DESKTOP_FRAME)}
            {frame('mobile', PHONE_FRAME)}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
