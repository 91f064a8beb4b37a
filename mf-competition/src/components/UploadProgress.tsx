import * as styles from './competition.module.css';

/** How much of a file has left the browser, as a bar and as a number. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className={styles.progressRow}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.progress}
      >
        {/* The width is the one value that changes with every event. */}
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
