import { lazy, Suspense, useEffect, useState } from 'react';
import type { MediaItem } from '@portal/contracts/admin-media';
import { failureText } from '@portal/shared/form';
import { useTranslation, useLanguageStore } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { getMedia } from '../media/api';
import { MediaThumb } from '../media/MediaThumb';
import * as styles from './articles.module.css';

const MediaPicker = lazy(async () => ({ default: (await import('../media/MediaPicker')).MediaPicker }));

interface CoverFieldProps {
  id: string;
  /** The cover's library id, or null. */
  value: number | null;
  onChange: (mediaId: number | null) => void;
}

/**
 * The article's cover (what the lists and link previews show), chosen from the media library: its picture as the
 * library has it, a button to choose another and one to remove it. The server publishes the library's fallback.
 */
export function CoverField({ id, value, onChange }: CoverFieldProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  // The cover's library item as last read (or chosen), or why it could not be read.
  const [loaded, setLoaded] = useState<{ id: number; item: MediaItem | null; problem?: string | null } | null>(null);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (value === null || loaded?.id === value) return;
    let current = true;
    getMedia(value).then(
      (found) => current && setLoaded({ id: value, item: found }),
      (failure: unknown) => current && setLoaded({ id: value, item: null, problem: failureText(failure, t('articles.coverMissing', { id: value })) }),
    );
    return () => {
      current = false;
    };
  }, [value, loaded?.id, t]);
  const item = value !== null && loaded?.id === value ? loaded.item : null;
  const problem = value !== null && loaded?.id === value ? loaded.problem : undefined;

  return (
    <div className={`${admin.field} ${styles.cover}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={admin.label}>
        {t('articles.cover')}
      </span>
      {item ? (
        <MediaThumb item={item} alt={item.alt[language]} sizes="160px" className={styles.coverImage} />
      ) : (
        <p className={admin.hint}>{value === null ? t('articles.noCover') : problem ?? t('articles.coverLoading')}</p>
      )}
      <div className={styles.coverActions}>
        <button type="button" className={admin.secondary} onClick={() => setPicking(true)}>
          {t(value === null ? 'articles.chooseCover' : 'articles.changeCover')}
        </button>
        {value !== null && (
          <button type="button" className={admin.secondary} onClick={() => onChange(null)}>
            {t('articles.removeCover')}
          </button>
        )}
      </div>
      {picking && (
        <Suspense fallback={null}>
          <MediaPicker
            open
            onChoose={(chosen) => {
              setPicking(false);
              setLoaded({ id: chosen.id, item: chosen });
              onChange(chosen.id);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
