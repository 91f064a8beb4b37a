import { useState } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useTranslation } from '@portal/shared/i18n';
import { failureText } from '@portal/shared/form';
import { Field } from '../../components/Field';
import * as styles from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { enrolPasskey } from '../../lib/passkey';

/** A passkey made on this device; recovery codes follow when it is the member's first second factor. */
export function PasskeyEnrolment({ onEnrolled }: { onEnrolled: (recoveryCodes: string[] | null) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!browserSupportsWebAuthn()) return <p className={styles.notice}>{t('enrol.passkeyUnsupported')}</p>;
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      onEnrolled((await enrolPasskey(label.trim() || undefined)).recoveryCodes);
    } catch (failure) {
      setError(failureText(failure, t('enrol.passkeyFailed')) ?? t('enrol.passkeyFailed'));
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('enrol.passkeyHint')}</p>
      <Field label={t('enrol.passkeyLabel')} value={label} onChange={(event) => setLabel(event.target.value)} maxLength={60} />
      <button type="button" className={styles.button} onClick={() => void create()} disabled={busy}>
        {t('enrol.passkeySubmit')}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
