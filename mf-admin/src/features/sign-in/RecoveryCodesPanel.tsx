import { useId, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import * as styles from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';

/** The recovery codes, shown once: copy or download them, and say they are saved before going on. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const headingId = useId();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false); // No clipboard here (permissions, an old browser): the download and the list remain.
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'desert-award-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recovery.title')}</h2>
      <p className={styles.intro}>{t('recovery.intro')}</p>
      <ul className={styles.codes} aria-label={t('recovery.title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          {t('recovery.copy')}
        </button>
        <button type="button" className={styles.secondary} onClick={download}>
          {t('recovery.download')}
        </button>
        <span role="status">{copied ? t('recovery.copied') : ''}</span>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        {t('recovery.saved')}
      </label>
      <button type="button" className={styles.button} disabled={!saved} onClick={onDone}>
        {t('recovery.continue')}
      </button>
    </section>
  );
}
