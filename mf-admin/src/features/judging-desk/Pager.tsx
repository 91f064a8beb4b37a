import * as admin from '../../components/admin.module.css';
import * as styles from './judging-desk.module.css';

export interface PagerTexts {
  previous: string;
  next: string;
  /** Where the reader is ("Page 2 of 9"), announced as it changes. */
  at: string;
}

/** Previous / next through a document's pages or a deck's slides, shown only when there is more than one. */
export function Pager({ at, count, onChange, texts }: { at: number; count: number; onChange: (next: number) => void; texts: PagerTexts }) {
  if (count <= 1) return null;
  return (
    <div className={styles.pager}>
      <button type="button" className={admin.secondary} disabled={at <= 1} onClick={() => onChange(at - 1)}>
        {texts.previous}
      </button>
      <span aria-live="polite">{texts.at}</span>
      <button type="button" className={admin.secondary} disabled={at >= count} onClick={() => onChange(at + 1)}>
        {texts.next}
      </button>
    </div>
  );
}
