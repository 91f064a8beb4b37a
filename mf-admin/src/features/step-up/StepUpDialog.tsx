import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '@portal/shared/i18n';
import { staffSession } from '../../api/session';
import type { StepUpRequest } from '../../api/step-up';
import { SecondFactorForm } from '../../components/SecondFactorForm';
import * as admin from '../../components/admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { useStore } from '../../lib/store';
import * as styles from './step-up.module.css';

/**
 * A sensitive action was refused because the second factor is older than five minutes: prove it again here (app,
 * passkey or recovery code) and the action is retried once; cancel and it is not.
 */
export default function StepUpDialog({ request }: { request: StepUpRequest }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { methods } = useStore(staffSession);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && request.done(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={admin.title}>{t('stepUp.title')}</Dialog.Title>
          <Dialog.Description className={admin.intro}>{t('stepUp.intro')}</Dialog.Description>
          <SecondFactorForm methods={methods} onProven={() => request.done(true)} />
          <Dialog.Close asChild>
            <button type="button" className={`${admin.secondary} ${styles.cancel}`}>
              {t('stepUp.cancel')}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
