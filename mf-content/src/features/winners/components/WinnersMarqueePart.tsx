import type { CSSProperties } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Winner } from '@portal/shared/contracts';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import { DataPart } from '../../../components/DataPart';
import { useWinners } from '../api/winners';
import * as styles from './winners.module.css';

/** Seconds each winner takes to scroll past: the loop is as slow per row whatever the list's length. */
const SECONDS_PER_WINNER = 3;

/**
 * The home page's scrolling list of previous winners: a CSS animation (no script) that pauses while hovered or
 * focused, and stands still as a scrollable list for visitors who prefer reduced motion.
 */
export function WinnersMarqueePart() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const winners = useWinners();
  return (
    <DataPart data={winners}>
      {(rows) => (
        <div
          className={styles.marquee}
          // Focusable, so keyboard users can stop it too; named for what it holds.
          tabIndex={0}
          role="region"
          aria-label={t('winners.scrolling')}
          style={{ '--marquee-duration': `${rows.length * SECONDS_PER_WINNER}s` } as CSSProperties}
        >
          <div className={styles.track}>
            <WinnerRows winners={rows} />
            {/* The second copy makes the loop seamless; assistive technology reads the list once. */}
            <WinnerRows winners={rows} hidden />
          </div>
        </div>
      )}
    </DataPart>
  );
}

function WinnerRows({ winners, hidden = false }: { winners: readonly Winner[]; hidden?: boolean }) {
  return (
    <ul className={hidden ? `${styles.rows} ${styles.copy}` : styles.rows} aria-hidden={hidden || undefined}>
      {winners.map((winner) => (
        <li key={winner.id} className={styles.row}>
          <span className={styles.award}>{winner.award}</span>
          <span>{winner.teamName}</span>
          <span className={styles.muted}>{winner.school}</span>
          <span className={styles.muted}>{winner.workTitle}</span>
        </li>
      ))}
    </ul>
  );
}
