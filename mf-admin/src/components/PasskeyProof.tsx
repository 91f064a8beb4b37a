import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { failureText } from '@portal/shared/form';
import type { FactorProven } from '../api/staff-auth-types';
import { ADMIN_NAMESPACE } from '../i18n/translations';
import { provePasskey } from '../lib/passkey';
import * as styles from './admin.module.css';

/** The browser's passkey prompt, then the server's check. A prompt the member dismissed is just a failure to retry. */
export function PasskeyProof({ onProven }: { onProven: (proven: FactorProven) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const prove = async () => {
    setBusy(true);
    setError(null);
    try {
      onProven(await provePasskey());
    } catch (failure) {
      setError(failureText(failure, t('verify.failed')) ?? t('verify.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <button type="button" className={styles.button} onClick={() => void prove()} disabled={busy} aria-busy={busy}>
        {t('verify.usePasskey')}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
