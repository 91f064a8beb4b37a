import type { JudgingPhase } from '@portal/contracts/admin-judging';
import type { AdminRound } from '@portal/contracts/admin-judging-rounds';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatDay, formatMinute } from '../../lib/format';
import * as styles from './judging.module.css';

/** Where the round stands on the server's clock, in words and a colour that is not the only sign. */
export function PhaseBadge({ phase }: { phase: JudgingPhase }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`${styles.badge} ${styles[phase]}`}>{t(`judging.phase.${phase}`)}</span>;
}

/** The round's days (season time zone, both inclusive). */
export function RoundDays({ round }: { round: Pick<AdminRound, 'from' | 'to'> }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <span className={styles.nowrap}>
      {formatDay(round.from, language)} – {formatDay(round.to, language)}
    </span>
  );
}

/** An instant to the minute, or a dash. */
export function When({ at }: { at: string | null }) {
  const language = useLanguageStore((state) => state.language);
  return <>{at ? formatMinute(at, language) : '—'}</>;
}

/** The round page's path: its group and its key in the season file. */
export const roundPath = (round: Pick<AdminRound, 'group' | 'key'>) => `/admin/judging/${round.group}/${encodeURIComponent(round.key)}`;
