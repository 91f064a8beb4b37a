import type { ExportRecord } from '@portal/contracts/admin-review';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatInstant } from '../../lib/format';
import * as styles from './export-records.module.css';

/**
 * Exports made (who, when, what, how many rows): the exports page lists them all, the purge report those of its
 * season, since their copies are beyond its reach. Its texts are the results pages' (i18n/results-texts).
 */
export function ExportRecords({ caption, records }: { caption: string; records: readonly ExportRecord[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('exports.when')}</th>
            <th scope="col">{t('exports.by')}</th>
            <th scope="col">{t('exports.what')}</th>
            <th scope="col">{t('results.group')}</th>
            <th scope="col" className={styles.number}>{t('exports.rows')}</th>
            <th scope="col">{t('exports.season')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td className={styles.nowrap}>{formatInstant(record.at, language)}</td>
              <td>{record.by.kind === 'cli' ? t('exports.byCli', { name: record.by.name }) : record.by.name}</td>
              <td>{t(`exports.kind.${record.kind}`)}</td>
              <td>{t(`results.groupName.${record.group}`)}</td>
              <td className={styles.number}>{record.rows}</td>
              <td>{record.season}</td>
            </tr>
          ))}
          {records.length === 0 && (
            <tr>
              <td colSpan={6} className={styles.empty}>
                {t('exports.none')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
