import { useEffect, useId, useRef, useState } from 'react';
import type { AdminExportBody } from '@portal/contracts/admin-review';
import { failureText, useCheckedForm } from '@portal/shared/form';
import { useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { makeExport } from './api';
import * as styles from './exports.module.css';

interface ExportValues {
  kind: AdminExportBody['kind'];
  group: '1' | '2';
}

interface Saved {
  url: string;
  fileName: string;
  rows: number | null;
}

/**
 * Choose what to export, confirm (the copy leaves the server and the purge cannot reach it; the export is recorded),
 * and the CSV is fetched through the staff client and saved; its link stays to save it again.
 */
export function ExportForm({ onExported }: { onExported: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [saved, setSaved] = useState<Saved | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const form = useCheckedForm<ExportValues>({ defaultValues: { kind: 'registrations', group: '1' }, problemOf: () => null });
  const { isSubmitting } = form.formState;

  // The file's address lives as long as its link: the next export or leaving the page frees it.
  useEffect(
    () => () => {
      if (saved) URL.revokeObjectURL(saved.url);
    },
    [saved],
  );
  // A new file is saved at once, as a download the browser asked for.
  useEffect(() => {
    link.current?.click();
  }, [saved]);

  const send = async ({ kind, group }: ExportValues) => {
    const what = t(`exports.kind.${kind}`);
    const confirmed = await confirm({
      title: t('exports.confirmTitle', { what, group: t(`results.groupName.${group}`) }),
      message: t('exports.confirmMessage'),
      confirmLabel: t('exports.export'),
      cancelLabel: t('results.cancel'),
    });
    if (!confirmed) return;
    setRefusal(null);
    try {
      const file = await makeExport({ kind, group: group === '2' ? 2 : 1 });
      const rows = Number(file.headers['x-export-rows']);
      setSaved({ url: URL.createObjectURL(file.blob), fileName: file.fileName ?? `${kind}-group${group}.csv`, rows: Number.isFinite(rows) ? rows : null });
      onExported();
    } catch (failure) {
      setRefusal(failureText(failure, t('exports.failed')));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`}>{t('exports.new')}</h2>
      <p className={admin.hint}>{t('exports.hint')}</p>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <div className={admin.field}>
          <label htmlFor={`${id}-kind`} className={admin.label}>
            {t('exports.what')}
          </label>
          <select id={`${id}-kind`} className={admin.select} {...form.register('kind')}>
            <option value="registrations">{t('exports.kind.registrations')}</option>
            <option value="works">{t('exports.kind.works')}</option>
          </select>
        </div>
        <div className={admin.field}>
          <label htmlFor={`${id}-group`} className={admin.label}>
            {t('results.group')}
          </label>
          <select id={`${id}-group`} className={admin.select} {...form.register('group')}>
            <option value="1">{t('results.groupName.1')}</option>
            <option value="2">{t('results.groupName.2')}</option>
          </select>
        </div>
        <button type="submit" className={admin.button} disabled={isSubmitting}>
          {t('exports.export')}
        </button>
      </form>
      {refusal && (
        <p role="alert" className={admin.notice}>
          {refusal}
        </p>
      )}
      <p role="status" className={styles.saved}>
        {saved && (
          <>
            {saved.rows === null ? t('exports.doneNoCount') : t('exports.done', { rows: saved.rows })}{' '}
            <a ref={link} href={saved.url} download={saved.fileName}>
              {t('exports.saveAgain', { name: saved.fileName })}
            </a>
          </>
        )}
      </p>
    </section>
  );
}
