import { useState } from 'react';
import type { AuditVerifyResult } from '@portal/contracts/admin-audit';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { verifyAudit } from './api';
import * as styles from './audit.module.css';

/**
 * Checks the whole chain on the server (as `pnpm admin audit verify` does): how many entries, the head, how long it
 * took, and the first broken entry with why, if any.
 */
export function VerifyChain() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [result, setResult] = useState<AuditVerifyResult | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    setBusy(true);
    setResult(null);
    try {
      setResult(await verifyAudit());
    } catch {
      // The client has said why in a toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.verify} aria-labelledby="audit-verify">
      <h2 id="audit-verify">{t('audit.verifyTitle')}</h2>
      <button type="button" className={admin.secondary} onClick={() => void verify()} disabled={busy} aria-busy={busy}>
        {busy ? t('audit.verifying') : t('audit.verify')}
      </button>
      <div role="status" aria-live="polite">
        {result && (
          <div className={result.broken ? styles.broken : styles.intact}>
            <p className={styles.verdict}>
              {result.broken
                ? t('audit.broken', { seq: result.broken.seq, problem: t(`audit.problem.${result.broken.problem}`) })
                : t('audit.intact')}
            </p>
            <dl className={styles.facts}>
              <dt>{t('audit.entries')}</dt>
              <dd>{new Intl.NumberFormat().format(result.entries)}</dd>
              <dt>{t('audit.head')}</dt>
              <dd>
                {t('audit.headSeq', { seq: result.head.seq })} <code className={styles.hash}>{result.head.hash}</code>
              </dd>
              <dt>{t('audit.took')}</dt>
              <dd>{t('audit.ms', { ms: result.ms })}</dd>
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
