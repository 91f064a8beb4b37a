import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Registration } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { HistoryList } from './HistoryList';
import { MemberSummary } from './MemberSummary';
import { StatusLine } from '../../../components/StatusLine';

interface StatusViewProps {
  registration: Registration;
  /** Given only when the registration may be modified now (failed, and the server says canModify). */
  onModify?: () => void;
  /** Just submitted: the focus goes to the status, so that it is read out. */
  announce: boolean;
}

/** The team's registration: its status (with the organizer's reason), team, topic, members and history. */
export function StatusView({ registration, onModify, announce }: StatusViewProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce]);

  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('status.title')}
      </h2>
      <StatusLine registration={registration} />
      {onModify && (
        <button type="button" className={styles.button} onClick={onModify}>
          {t('status.modify')}
        </button>
      )}
      <dl className={styles.facts}>
        <dt>{t('status.teamName')}</dt>
        <dd>{registration.teamName}</dd>
        <dt>{t('status.group')}</dt>
        <dd>{t(`group.${registration.group}.name`)}</dd>
        <dt>{t('status.topic')}</dt>
        <dd>{registration.topicTitle}</dd>
      </dl>
      <MemberSummary members={registration.members} />
      <HistoryList history={registration.history} />
    </section>
  );
}
