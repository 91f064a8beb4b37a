import type { AdminFinalist, AdminFinalistList } from '@portal/contracts/admin-results';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // this page's texts come with it (not on the sign-in's first load)
import { fetchFinalists } from './api';
import { localized } from './localized';
import * as styles from './finalists.module.css';

/** /admin/finalists: both groups' finalists in their announced order, how full each group is, and a way to add one. */
export default function FinalistsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useStaffData('finalists', fetchFinalists);
  useDocumentTitle(t('resource.finalists'));
  return (
    <>
      <h1>{t('resource.finalists')}</h1>
      <p className={admin.muted}>{t('finalists.intro')}</p>
      {list.data ? <Groups list={list.data} /> : list.status === 'failed' ? <LoadFailed retry={list.reload} /> : <Loading />}
    </>
  );
}

function Groups({ list }: { list: AdminFinalistList }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className={styles.groups}>
      {list.groups.map(({ group, count, max }) => {
        const finalists = list.finalists.filter((finalist) => finalist.group === group).sort((a, b) => a.position - b.position);
        const headingId = `finalists-group-${group}`;
        return (
          <section key={group} aria-labelledby={headingId}>
            <div className={styles.groupHead}>
              <h2 id={headingId}>{t(`results.groupName.${group}`)}</h2>
              <span className={styles.count}>{t('finalists.count', { count, max })}</span>
              {count < max ? (
                <Link className={styles.action} to={`${adminPath('finalists')}/new?group=${group}`}>
                  {t('finalists.add')}
                </Link>
              ) : (
                <span className={admin.muted}>{t('finalists.full')}</span>
              )}
            </div>
            <FinalistTable caption={t('finalists.caption', { group: t(`results.groupName.${group}`) })} finalists={finalists} />
          </section>
        );
      })}
    </div>
  );
}

/** The group's list as the public will see it, in order; each finalist opens its form. */
function FinalistTable({ caption, finalists }: { caption: string; finalists: AdminFinalist[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.hidden}>{caption}</caption>
        {/* The same columns in both groups' tables, so they line up one under the other. */}
        <colgroup>
          <col className={styles.number} />
          <col />
          <col />
          <col />
          <col className={styles.media} />
          <col className={styles.media} />
          <col className={styles.registration} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('finalists.position')}</th>
            <th scope="col">{t('finalists.field.teamName')}</th>
            <th scope="col">{t('finalists.field.school')}</th>
            <th scope="col">{t('finalists.field.workTitle')}</th>
            <th scope="col">{t('finalists.poster')}</th>
            <th scope="col">{t('finalists.video')}</th>
            <th scope="col">{t('finalists.registration')}</th>
          </tr>
        </thead>
        <tbody>
          {finalists.map((finalist) => {
            const team = localized(finalist.teamName, language);
            return (
              <tr key={finalist.id}>
                <td>{finalist.position}</td>
                <td>
                  <Link to={`${adminPath('finalists')}/${finalist.id}`}>{team}</Link>
                  {finalist.sample && <span className={styles.sample}>{t('finalists.sample')}</span>}
                </td>
                <td>{localized(finalist.school, language)}</td>
                <td>{localized(finalist.workTitle, language)}</td>
                <td>{finalist.poster ? <img src={finalist.poster} alt={t('finalists.posterOf', { team })} className={styles.thumb} loading="lazy" /> : '—'}</td>
                <td>{finalist.video ? t('finalists.hasVideo') : '—'}</td>
                <td>{finalist.registration ? t('finalists.registrationName', { id: finalist.registration.id, team: finalist.registration.teamName }) : '—'}</td>
              </tr>
            );
          })}
          {finalists.length === 0 && (
            <tr>
              <td colSpan={7} className={styles.empty}>
                {t('finalists.noneYet')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
