import type { ReleaseStatus } from '@portal/contracts/admin-releases';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatMinute } from '../../lib/format';
import { fetchReleases } from './api';
import { HealthText, SELF, ServedNow } from './labels';
import * as styles from './releases.module.css';

/** /admin/releases: every remote's stable and candidate versions, share, window, what visitors get now, health, records. */
export default function ReleasesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const status = useStaffData('releases', fetchReleases);
  useDocumentTitle(t('resource.releases'));
  return (
    <>
      <h1>{t('resource.releases')}</h1>
      <p className={admin.muted}>{t('releases.intro')}</p>
      {status.data ? <StatusTable status={status.data} /> : status.status === 'failed' ? <LoadFailed retry={status.reload} /> : <Loading />}
    </>
  );
}

function StatusTable({ status }: { status: ReleaseStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <>
      <p>{t('releases.now', { now: formatMinute(status.now, language) })}</p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption>{t('releases.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('releases.remote')}</th>
              <th scope="col">{t('releases.stable')}</th>
              <th scope="col">{t('releases.candidate')}</th>
              <th scope="col">{t('releases.window')}</th>
              <th scope="col">{t('releases.servedNow')}</th>
              <th scope="col">{t('releases.candidateHealth')}</th>
              <th scope="col">{t('releases.records')}</th>
            </tr>
          </thead>
          <tbody>
            {status.remotes.map((release) => (
              <tr key={release.remote}>
                <th scope="row">
                  <Link to={`${adminPath('releases')}/${release.remote}`}>{release.remote}</Link>
                  {release.remote === SELF && <span className={styles.self}>{t('releases.self')}</span>}
                </th>
                <td className={styles.version}>{release.stable ?? '—'}</td>
                <td className={styles.version}>{release.candidate ? t('releases.candidateShare', { version: release.candidate, share: release.share ?? 0 }) : '—'}</td>
                <td className={styles.nowrap}>
                  {release.window ? t('releases.windowRange', { from: formatMinute(release.window.from, language), to: formatMinute(release.window.to, language) }) : '—'}
                </td>
                <td>
                  <ServedNow release={release} />
                </td>
                <td className={styles.nowrap}>
                  <HealthText health={release.health.candidate} />
                </td>
                <td>
                  {release.records.intact ? t('releases.recordsIntact', { count: release.records.count }) : <span className={styles.broken}>{t('releases.recordsBroken', { version: release.records.brokenAt ?? '?' })}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
