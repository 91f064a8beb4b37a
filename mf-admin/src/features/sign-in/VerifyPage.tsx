import { useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { SecondFactorForm } from '../../components/SecondFactorForm';
import { SignInCard } from '../../components/SignInCard';
import { HOME_PATH } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { useStore } from '../../lib/store';
import { stageChanged, staffSession } from '../../api/session';
import { StepGate } from './StepGate';
import { useSignInStep } from './use-sign-in-step';

/** /admin/verify: the second factor of this session, before anything of the back office shows. */
export default function VerifyPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const state = useSignInStep('secondFactor');
  const { methods } = useStore(staffSession);
  return (
    <SignInCard title={t('verify.title')} intro={t('verify.intro')}>
      <StepGate state={state}>
        <SecondFactorForm
          methods={methods}
          onProven={() => {
            stageChanged('ready');
            void navigate(HOME_PATH, { replace: true });
          }}
        />
      </StepGate>
    </SignInCard>
  );
}
