import type { ConfirmedChange } from '../hooks/use-confirmed-change';
import * as admin from './admin.module.css';
import * as styles from './change-outcome.module.css';

/** What the last confirmed change did (a status line, announced when it appears), or the server's refusal of it. */
export function ChangeOutcome({ change }: { change: Pick<ConfirmedChange<unknown>, 'done' | 'refusal'> }) {
  return (
    <>
      <p role="status" className={styles.done}>
        {change.done ?? ''}
      </p>
      {change.refusal && (
        <p role="alert" className={admin.notice}>
          {change.refusal}
        </p>
      )}
    </>
  );
}
