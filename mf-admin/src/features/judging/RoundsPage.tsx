import type { AdminRound } from '@portal/contracts/admin-judging-rounds';
import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/judging-texts'; // this page's texts come with it (not on the sign-in's first load)
import { fetchRounds } from './api';
import { PhaseBadge, RoundDays, When, roundPath } from './labels';
import * as styles from './judging.module.css';

/** /admin/judging: the season file's rounds of both groups, where each stands, and how far its judging is. */
export default function RoundsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useStaffData('judging-rounds', fetchRounds);
  useDocumentTitle(t('resource.judging'));
  return (
    <>
      <h1>{t('resource.judging')}</h1>
      <p className={styles.intro}>{t('judging.intro')}</p>
      {list.data ? <RoundsTable rounds={list.data.rounds} /> : list.status === 'failed' ? <LoadFailed retry={list.reload} /> : <Loading />}
    </>
  );
}

function RoundsTable({ rounds }: { rounds: AdminRound[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (rounds.length === 0) return <p>{t('judging.noRounds')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('judging.roundsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('judging.round')}</th>
            <th scope="col">{t('judging.group')}</th>
            <th scope="col">{t('judging.kind')}</th>
            <th scope="col">{t('judging.days')}</th>
            <th scope="col">{t('judging.phaseLabel')}</th>
            <th scope="col">{t('judging.blind')}</th>
            <th scope="col" className={styles.number}>{t('judging.entries')}</th>
            <th scope="col" className={styles.number}>{t('judging.assignments')}</th>
            <th scope="col" className={styles.number}>{t('judging.submittedSheets')}</th>
            <th scope="col">{t('judging.shortlistApplied')}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={`${round.group}-${round.key}`}>
              <th scope="row">
                <Link to={roundPath(round)}>{round.title}</Link>
              </th>
              <td>{t(`judging.groupName.${round.group}`)}</td>
              <td className={styles.nowrap}>{t(`judging.kindName.${round.kind}`)}</td>
              <td>
                <RoundDays round={round} />
              </td>
              <td>
                <PhaseBadge phase={round.phase} />
              </td>
              <td>{round.blind ? t('judging.yes') : t('judging.no')}</td>
              <td className={styles.number}>{round.entries}</td>
              <td className={styles.number}>{round.assignments}</td>
              <td className={styles.number}>{round.submittedSheets}</td>
              <td>{round.kind === 'screening' ? <When at={round.shortlistedAt} /> : t('judging.notScreening')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
