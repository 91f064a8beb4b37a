import { useEffect, useState } from 'react';
import type { MediaItem } from '@portal/contracts/admin-media';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { MediaPicker } from '../media/MediaPicker';
import { MediaThumb } from '../media/MediaThumb';
import { fetchMedia } from './api';
import * as styles from './display.module.css';

interface MediaFieldProps {
  /** The choose button's id: the form focuses it when the field has a problem. */
  id: string;
  label: string;
  value: number | null;
  required: boolean;
  error?: string;
  onChange: (id: number | null) => void;
}

/**
 * An image of the media library, by id: its thumbnail as the public page draws it (srcset) with its alt text in the
 * page's language, and a button opening the library's picker to choose or replace it (and one to remove it where
 * the field may be empty). The image the item names is read from the library; one just chosen is shown at once.
 */
export function MediaField({ id, label, value, required, error, onChange }: MediaFieldProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const [picking, setPicking] = useState(false);
  const [item, setItem] = useState<MediaItem | null>(null);
  // The id whose read failed (gone from the library): said beside the field.
  const [failed, setFailed] = useState<number | null>(null);
  const missing = failed !== null && failed === value;
  const shown = item && item.id === value ? item : null;

  useEffect(() => {
    if (value === null || item?.id === value) return;
    let current = true;
    fetchMedia(value).then(
      (found) => current && setItem(found),
      () => current && setFailed(value),
    );
    return () => {
      current = false;
    };
  }, [value, item?.id]);

  const describedBy = [`${id}-state`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`${admin.field} ${styles.media}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={admin.label}>
        {label}
      </span>
      <div className={styles.mediaRow}>
        <div className={styles.mediaPreview}>
          {shown ? <MediaThumb item={shown} alt={shown.alt[language]} sizes="160px" className={styles.mediaThumb} /> : <span className={styles.mediaEmpty} aria-hidden="true" />}
        </div>
        <div className={styles.mediaInfo}>
          <p id={`${id}-state`} className={admin.hint}>
            {value === null
              ? t('display.media.none')
              : shown
                ? t('display.media.chosen', { id: value, alt: shown.alt[language] || '—' })
                : missing
                  ? t('display.media.missing', { id: value })
                  : t('display.media.loading', { id: value })}
          </p>
          <div className={admin.row}>
            <button type="button" id={id} className={admin.secondary} aria-describedby={describedBy} onClick={() => setPicking(true)}>
              {value === null ? t('display.media.choose') : t('display.media.replace')}
              <span className={styles.visuallyHidden}>{` (${label})`}</span>
            </button>
            {!required && value !== null && (
              <button type="button" className={admin.secondary} onClick={() => onChange(null)}>
                {t('display.media.remove')}
                <span className={styles.visuallyHidden}>{` (${label})`}</span>
              </button>
            )}
          </div>
          {error && (
            <p id={`${id}-error`} className={admin.error}>
              {error}
            </p>
          )}
        </div>
      </div>
      {picking && (
        <MediaPicker
          open
          onClose={() => setPicking(false)}
          onChoose={(chosen) => {
            setItem(chosen);
            setPicking(false);
            onChange(chosen.id);
            // Back to the button that opened the picker (the dialog returns focus to it too, when it is still there).
            requestAnimationFrame(() => document.getElementById(id)?.focus());
          }}
        />
      )}
    </div>
  );
}
