import type { ReleaseHistory as History } from '@portal/contracts/admin-releases';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatInstant, formatMinute } from '../../lib/format';
import * as styles from './releases.module.css';

/** The remote's release history, newest first: what, when, by whom and why (the health gate's own rollbacks included). */
export function ReleaseHistory({ remote, history }: { remote: string; history: History }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  if (history.length === 0) return <p className={admin.muted}>{t('releases.noHistory')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('releases.historyCaption', { remote })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.when')}</th>
            <th scope="col">{t('releases.action')}</th>
            <th scope="col">{t('releases.version')}</th>
            <th scope="col">{t('releases.detail')}</th>
            <th scope="col">{t('releases.by')}</th>
            <th scope="col">{t('releases.why')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td className={styles.nowrap}>{formatInstant(entry.at, language)}</td>
              <td>{t(`releases.historyAction.${entry.action}`)}</td>
              <td className={styles.version}>{entry.version ?? '—'}</td>
              <td>
                {entry.share !== null && <span className={styles.nowrap}>{t('releases.shareOf', { share: entry.share })} </span>}
                {entry.window && (
                  <span className={styles.nowrap}>{t('releases.windowRange', { from: formatMinute(entry.window.from, language), to: formatMinute(entry.window.to, language) })} </span>
                )}
                {entry.record && (
                  <span className={styles.hash} title={entry.record.ref}>
                    {t('releases.recordOf', { commit: entry.record.commit.slice(0, 12), dirty: entry.record.dirty ? t('releases.dirty') : '' })}
                  </span>
                )}
              </td>
              <td>{entry.by}</td>
              <td>{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
