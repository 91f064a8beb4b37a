import type { ReleaseStatus, RemoteRelease } from '@portal/contracts/admin-releases';
import { Link, useParams } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatMinute } from '../../lib/format';
import { fetchHistory, fetchReleases } from './api';
import { HealthText, SELF, ServedNow } from './labels';
import { ReleaseActions } from './ReleaseActions';
import { ReleaseHistory } from './ReleaseHistory';
import * as styles from './releases.module.css';

/** /admin/releases/:remote — one remote: where it stands, what may be changed, and its history. */
export default function ReleasePage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id: remote = '' } = useParams();
  const status = useStaffData('releases', fetchReleases);
  const history = useStaffData(`release-history:${remote}`, (signal) => fetchHistory(remote, signal));
  const release = status.data?.remotes.find((entry) => entry.remote === remote);
  useDocumentTitle(t('releases.title', { remote }));

  const changed = (next: RemoteRelease) => {
    if (status.data) status.replace({ ...status.data, remotes: status.data.remotes.map((entry) => (entry.remote === next.remote ? next : entry)) });
    history.reload();
  };

  return (
    <>
      <p className={styles.back}>
        <Link to={adminPath('releases')}>{t('releases.backToList')}</Link>
      </p>
      <h1>{t('releases.title', { remote })}</h1>
      {status.data ? (
        release ? (
          <div className={styles.record}>
            <Facts release={release} status={status.data} />
            <ReleaseActions release={release} onChanged={changed} />
            <section aria-labelledby="release-history" className={styles.panel}>
              <h2 id="release-history">{t('releases.history')}</h2>
              {history.data ? <ReleaseHistory remote={remote} history={history.data} /> : history.status === 'failed' ? <LoadFailed retry={history.reload} /> : <Loading />}
            </section>
          </div>
        ) : (
          <p role="alert">{t('releases.unknown', { remote })}</p>
        )
      ) : status.status === 'failed' ? (
        <LoadFailed retry={status.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function Facts({ release, status }: { release: RemoteRelease; status: ReleaseStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { records } = release;
  return (
    <section aria-labelledby="release-facts" className={styles.panel}>
      <h2 id="release-facts">{t('releases.facts')}</h2>
      <dl className={styles.facts}>
        <dt>{t('releases.servedNow')}</dt>
        <dd>
          <ServedNow release={release} /> {release.remote === SELF && <span className={styles.self}>{t('releases.self')}</span>}
        </dd>
        <dt>{t('releases.stable')}</dt>
        <dd className={release.stable ? styles.version : styles.fromFile}>{release.stable ?? t('releases.fromFile')}</dd>
        <dt>{t('releases.previousStable')}</dt>
        <dd className={styles.version}>{release.previousStable ?? '—'}</dd>
        <dt>{t('releases.candidate')}</dt>
        <dd className={styles.version}>{release.candidate ? t('releases.candidateShare', { version: release.candidate, share: release.share ?? 0 }) : '—'}</dd>
        <dt>{t('releases.window')}</dt>
        <dd>{release.window ? t('releases.windowRange', { from: formatMinute(release.window.from, language), to: formatMinute(release.window.to, language) }) : '—'}</dd>
        <dt>{t('releases.candidateHealth')}</dt>
        <dd>
          <HealthText health={release.health.candidate} />
        </dd>
        <dt>{t('releases.stableHealth')}</dt>
        <dd>
          <HealthText health={release.health.stable} />
        </dd>
        <dt>{t('releases.records')}</dt>
        <dd>
          {records.intact ? t('releases.recordsIntact', { count: records.count }) : <span className={styles.broken}>{t('releases.recordsBroken', { version: records.brokenAt ?? '?' })}</span>}
          {records.unrecorded.length > 0 && <> {t('releases.unrecorded', { versions: records.unrecorded.join(', ') })}</>}
        </dd>
        <dt>{t('releases.published')}</dt>
        <dd className={release.published.length > 0 ? styles.version : undefined}>
          {release.published.length > 0 ? [...release.published].reverse().join(', ') : t('releases.noPublished')}
        </dd>
        <dt>{t('releases.clock')}</dt>
        <dd>{formatMinute(status.now, language)}</dd>
      </dl>
    </section>
  );
}
