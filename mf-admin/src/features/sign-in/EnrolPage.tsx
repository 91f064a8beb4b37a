import { useState } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { SignInCard } from '../../components/SignInCard';
import * as styles from '../../components/admin.module.css';
import { STAGE_PATH } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { loadStaffMe } from '../../api/session';
import { PasskeyEnrolment } from './PasskeyEnrolment';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { StepGate } from './StepGate';
import { TotpEnrolment } from './TotpEnrolment';
import { useSignInStep } from './use-sign-in-step';

type Choice = 'totp' | 'passkey';

/**
 * /admin/enrol: a member without a second factor sets one up (an authenticator app or a passkey) and keeps the
 * recovery codes; the session then goes where the server says it stands (verify, or the back office).
 */
export default function EnrolPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const state = useSignInStep('enrol');
  const [choice, setChoice] = useState<Choice>('totp');
  const [codes, setCodes] = useState<string[] | null>(null);

  // Read only once the codes are saved: the new stage would otherwise move the page away from them.
  const done = async () => {
    try {
      const me = await loadStaffMe();
      void navigate(STAGE_PATH[me.stage], { replace: true });
    } catch {
      // The client has said why (network); the button stays to try again.
    }
  };
  const enrolled = (recoveryCodes: string[] | null) => (recoveryCodes?.length ? setCodes(recoveryCodes) : void done());

  return (
    <SignInCard title={t('enrol.title')} intro={codes ? undefined : t('enrol.intro')} wide>
      <StepGate state={state}>
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => void done()} />
        ) : (
          <div className={styles.form}>
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{t('verify.method')}</legend>
              {(['totp', 'passkey'] as const).map((each) => (
                <label key={each} className={styles.choice}>
                  <input type="radio" name="factor" value={each} checked={choice === each} onChange={() => setChoice(each)} />
                  {t(each === 'totp' ? 'enrol.totp' : 'enrol.passkey')}
                </label>
              ))}
            </fieldset>
            {choice === 'totp' ? <TotpEnrolment onEnrolled={enrolled} /> : <PasskeyEnrolment onEnrolled={enrolled} />}
          </div>
        )}
      </StepGate>
    </SignInCard>
  );
}
