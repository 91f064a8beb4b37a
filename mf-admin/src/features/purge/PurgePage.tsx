import type { AdminPurge, PurgeSeasonReport } from '@portal/contracts/admin-review';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ExportRecords } from '../../components/export-records/ExportRecords';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant, formatMinute } from '../../lib/format';
import { fetchPurge, orderedKinds } from './api';
import * as styles from './purge.module.css';

/**
 * /admin/purge: for each season, the day its personal data is destroyed, what the purge would delete now (the dry run)
 * or deleted, what it keeps, and the exports made before it, whose copies it cannot reach. The purge itself runs on
 * its own (hourly) or at the command line: nothing here destroys anything.
 */
export default function PurgePage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const report = useStaffData('purge', fetchPurge);
  useDocumentTitle(t('resource.purge'));
  return (
    <>
      <h1>{t('resource.purge')}</h1>
      {report.data ? <Report report={report.data} /> : report.status === 'failed' ? <LoadFailed retry={report.reload} /> : <Loading />}
    </>
  );
}

function Report({ report }: { report: AdminPurge }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className={styles.page}>
      <p className={admin.muted}>{t('purge.intro', { schedule: report.schedule })}</p>
      {report.unreadable > 0 && <p className={admin.notice}>{t('purge.unreadable', { count: report.unreadable })}</p>}
      {report.seasons.map((season) => (
        <Season key={season.season} season={season} />
      ))}
      {report.seasons.length === 0 && <p>{t('purge.noSeasons')}</p>}
    </div>
  );
}

function Season({ season }: { season: PurgeSeasonReport }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const headingId = `purge-${season.season}`;
  const state = season.done ? 'done' : season.due ? 'due' : 'planned';
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>{t('purge.season', { season: season.season })}</h2>
      <dl className={styles.facts}>
        <dt>{t('purge.day')}</dt>
        <dd>
          {t('purge.dayValue', { at: formatMinute(season.dueAt, language) })}
        </dd>
        <dt>{t('purge.state')}</dt>
        <dd>
          <span className={`${styles.badge} ${styles[state]}`}>{t(`purge.stateName.${state}`)}</span>
          {season.done && (
            <> {t('purge.doneBy', { at: formatInstant(season.done.purgedAt, language), by: season.done.purgedBy })}</>
          )}
        </dd>
        {season.pendingFiles > 0 && (
          <>
            <dt>{t('purge.pendingFiles')}</dt>
            <dd>{season.pendingFiles}</dd>
          </>
        )}
        <dt>{t('purge.voteKey')}</dt>
        <dd>{t(`purge.voteKeyFate.${season.voteKey}`)}</dd>
      </dl>
      <div className={styles.tables}>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{season.done ? t('purge.deleted') : t('purge.wouldDelete')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('purge.kind')}</th>
                <th scope="col" className={styles.number}>{t('purge.count')}</th>
              </tr>
            </thead>
            <tbody>
              {orderedKinds(season.counts).map((kind) => (
                <tr key={kind}>
                  <th scope="row">{t(`purge.kindName.${kind}`, { defaultValue: kind })}</th>
                  <td className={styles.number}>{season.counts[kind]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{t('purge.kept')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('purge.kind')}</th>
                <th scope="col" className={styles.number}>{t('purge.count')}</th>
              </tr>
            </thead>
            <tbody>
              {(['votes', 'juryScores', 'publications', 'winners'] as const).map((kind) => (
                <tr key={kind}>
                  <th scope="row">{t(`purge.keptName.${kind}`)}</th>
                  <td className={styles.number}>{season.kept[kind]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <h3 className={styles.exportsTitle}>{t('purge.exports')}</h3>
      <p className={admin.hint}>{t('purge.exportsHint')}</p>
      <ExportRecords caption={t('purge.exportsCaption', { season: season.season })} records={season.exports} />
    </section>
  );
}
