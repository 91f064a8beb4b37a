import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { SecondFactor, FactorProven } from '../api/staff-auth-types';
import { ADMIN_NAMESPACE } from '../i18n/translations';
import { CodeProof } from './CodeProof';
import { PasskeyProof } from './PasskeyProof';
import * as styles from './admin.module.css';

export type ProofMethod = SecondFactor | 'recovery';

/**
 * Proving the second factor, at sign-in (/admin/verify) and for a step-up: with the member's authenticator app, a
 * passkey, or a recovery code (always offered: it is what a member who lost the others has).
 */
export function SecondFactorForm({ methods, onProven }: { methods: readonly SecondFactor[]; onProven: (proven: FactorProven) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const offered: ProofMethod[] = [...(['totp', 'passkey'] as const).filter((method) => methods.includes(method)), 'recovery'];
  const [method, setMethod] = useState<ProofMethod>(offered[0] ?? 'recovery');
  const label: Record<ProofMethod, string> = { totp: t('verify.totp'), passkey: t('verify.passkey'), recovery: t('verify.recovery') };
  return (
    <div className={styles.form}>
      {offered.length > 1 && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('verify.method')}</legend>
          {offered.map((each) => (
            <label key={each} className={styles.choice}>
              <input type="radio" name="method" value={each} checked={method === each} onChange={() => setMethod(each)} />
              {label[each]}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'passkey' ? <PasskeyProof onProven={onProven} /> : <CodeProof key={method} method={method} onProven={onProven} />}
    </div>
  );
}
