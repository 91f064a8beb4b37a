import { useEffect, useId, useRef, useState } from 'react';
import type { MediaAlt, MediaItem } from '@portal/contracts/admin-media';
import { failureText, useCheckedForm } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { confirm, notify } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatBytes, formatMinute } from '../../lib/format';
import { altProblem } from './alt-checks';
import { AltFields } from './AltFields';
import { deleteMedia, saveAlt } from './api';
import { MediaThumb } from './MediaThumb';
import * as styles from './media.module.css';

const USE_KINDS = new Set(['article', 'banner', 'partner']);

interface MediaDetailsProps {
  item: MediaItem;
  onChanged: (item: MediaItem) => void;
  onDeleted: (id: number) => void;
  onClose: () => void;
}

/**
 * One image: what it is, its alt texts to change, where it is used, and its deletion (confirmed first; the server
 * refuses it in its own words while something uses the image).
 */
export function MediaDetails({ item, onChanged, onDeleted, onClose }: MediaDetailsProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const form = useCheckedForm<{ alt: MediaAlt }>({ defaultValues: { alt: item.alt }, problemOf: (values) => altProblem(values, t) });
  const { isSubmitting, isDirty } = form.formState;

  // Shown for a newly selected image (the page keys it by id, so another image starts afresh): the focus on its heading,
  // which may be above the grid.
  useEffect(() => heading.current?.focus(), []);

  const save = async (values: { alt: MediaAlt }) => {
    setRefusal(null);
    setSaved(false);
    try {
      const next = await saveAlt(item.id, values.alt);
      form.reset({ alt: next.alt });
      setSaved(true);
      onChanged(next);
    } catch (failure) {
      setRefusal(failureText(failure, t('media.altFailed')));
    }
  };

  const remove = async () => {
    const confirmed = await confirm({ title: t('media.deleteTitle', { id: item.id }), message: t('media.deleteMessage'), confirmLabel: t('media.delete'), cancelLabel: t('media.cancel') });
    if (!confirmed) return;
    setDeleting(true);
    setDeleteRefusal(null);
    try {
      await deleteMedia(item.id);
      notify('success', t('media.deleted', { id: item.id }));
      onDeleted(item.id);
    } catch (failure) {
      setDeleteRefusal(failureText(failure, t('media.deleteFailed')));
      setDeleting(false);
    }
  };

  const who = item.createdBy.kind === 'system' ? t('media.addedBySystem') : (item.createdBy.name ?? `#${item.createdBy.id ?? ''}`);
  const widths = [...new Set(item.variants.map((variant) => variant.width))].map((width) => `${width} px`).join(t('results.listSeparator'));
  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <div className={styles.detailsHead}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('media.details', { id: item.id })}
        </h2>
        <button type="button" className={admin.secondary} onClick={onClose}>
          {t('media.close')}
        </button>
      </div>
      <MediaThumb item={item} alt={item.alt[language]} sizes="(min-width: 1280px) 400px, 100vw" className={styles.large} />
      <p className={styles.facts}>{t('media.facts', { width: item.width, height: item.height, type: item.mime.replace('image/', '').toUpperCase(), size: formatBytes(item.bytes, language) })}</p>
      <p className={styles.facts}>{t('media.added', { when: formatMinute(item.createdAt, language), who })}</p>
      <p className={styles.facts}>{t('media.variants', { widths })}</p>

      <div className={styles.section}>
        <h3>{t('media.editAlt')}</h3>
        <form className={admin.form} onSubmit={(event) => void form.onSubmit(save)(event)} noValidate aria-busy={isSubmitting}>
          <AltFields form={form} disabled={isSubmitting} />
          {refusal && (
            <p role="alert" className={admin.notice}>
              {refusal}
            </p>
          )}
          <div className={admin.row}>
            <button type="submit" className={admin.button} disabled={isSubmitting}>
              {t('media.saveAlt')}
            </button>
            <span role="status" className={styles.saved}>
              {saved && !isDirty ? t('media.altSaved') : ''}
            </span>
          </div>
        </form>
      </div>

      <div className={styles.section}>
        <h3>{t('media.uses')}</h3>
        {item.uses.length === 0 ? (
          <p className={admin.muted}>{t('media.unused')}</p>
        ) : (
          <ul className={styles.uses}>
            {item.uses.map((owner) => {
              const [kind = '', ownerId = ''] = owner.split(':');
              return <li key={owner}>{USE_KINDS.has(kind) ? t(`media.use.${kind}`, { id: ownerId }) : owner}</li>;
            })}
          </ul>
        )}
      </div>

      <div className={styles.section}>
        <p className={admin.hint}>{t('media.deleteHint')}</p>
        {deleteRefusal && (
          <p role="alert" className={admin.error}>
            {deleteRefusal}
          </p>
        )}
        <button type="button" className={admin.secondary} onClick={() => void remove()} disabled={deleting}>
          {t('media.delete')}
        </button>
      </div>
    </section>
  );
}
