import { useState } from 'react';
import type { AdminRound } from '@portal/contracts/admin-judging-rounds';
import { Link, useParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { LoadFailed, Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/judging-texts'; // this page's texts come with it (not on the sign-in's first load)
import { fetchRound, type RoundRef } from './api';
import { Assign } from './Assign';
import { PhaseBadge, RoundDays } from './labels';
import { Progress } from './Progress';
import { Results } from './Results';
import { Setup } from './Setup';
import * as styles from './judging.module.css';

/**
 * /admin/judging/:group/:round: one round in the order an organizer works it — its setup from the season file,
 * assigning entries, the judges' progress (reopening a sheet), then the ranking and, for a screening, the shortlist.
 */
export default function RoundPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { group = '', round: key = '' } = useParams();
  const record = useStaffData(`judging-round:${group}:${key}`, (signal) => fetchRound({ group, round: key }, signal));
  const round = record.data?.round;
  const title = round ? t('judging.roundTitle', { title: round.title, group: t(`judging.groupName.${round.group}`) }) : t('resource.judging');
  useDocumentTitle(title);
  return (
    <>
      <p className={styles.back}>
        <Link to={adminPath('judging')}>{t('judging.backToList')}</Link>
      </p>
      <h1>{title}</h1>
      {round ? (
        <Round key={`${group}:${key}`} round={round} at={{ group, round: key }} onChanged={record.reload} />
      ) : record.status === 'ready' ? (
        <p role="alert">{t('judging.noSuchRound')}</p>
      ) : record.status === 'failed' ? (
        <LoadFailed retry={record.reload} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function Round({ round, at, onChanged }: { round: AdminRound; at: RoundRef; onChanged: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  // An assignment or a shortlist changes the counts: progress is read again with the round.
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((n) => n + 1);
    onChanged();
  };
  return (
    <div className={styles.page}>
      <dl className={styles.facts}>
        <dt>{t('judging.kind')}</dt>
        <dd>{t(`judging.kindName.${round.kind}`)}</dd>
        <dt>{t('judging.days')}</dt>
        <dd>
          <RoundDays round={round} />
        </dd>
        <dt>{t('judging.phaseLabel')}</dt>
        <dd>
          <PhaseBadge phase={round.phase} />
        </dd>
        <dt>{t('judging.blind')}</dt>
        <dd>{round.blind ? t('judging.blindYes') : t('judging.blindNo')}</dd>
      </dl>
      <Setup round={round} />
      <Assign round={round} at={at} onAssigned={changed} />
      <Progress at={at} version={version} />
      <Results round={round} at={at} onShortlisted={changed} />
    </div>
  );
}
