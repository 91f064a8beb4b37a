import { useId } from 'react';
import type { Group, RegistrationActivity } from '@portal/shared/contracts';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { translateMessage } from '@portal/shared/ui';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { formatDay, windowDays } from '../../../lib/dates';

interface ClosedNoticeProps {
  group: Group;
  /** The server's answer for the group (its clock and its count decided the phase). */
  activity: Pick<RegistrationActivity, 'phase' | 'registration'> | undefined;
  cap: number | null;
}

/** "Registration closed" (§8), and why: not open yet (from when), over (since when), or the team cap reached. */
export function ClosedNotice({ group, activity, cap }: ClosedNoticeProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const headingId = useId();
  const window = activity?.registration ?? null;
  const phase = activity?.phase ?? 'closed';
  return (
    <section aria-labelledby={headingId} className={styles.notice} role="status">
      <h2 id={headingId} className={styles.sectionTitle}>
        {translateMessage('registrationClosed')}
      </h2>
      {phase === 'notYetOpen' && window && <p>{t('closed.notYetOpen', { date: formatDay(window.from, language) })}</p>}
      {phase === 'closed' && window && <p>{t('closed.ended', { date: windowDays(window, language).to })}</p>}
      {phase === 'full' && cap !== null && <p>{t('closed.full', { group: t(`group.${group}.name`), cap })}</p>}
    </section>
  );
}
