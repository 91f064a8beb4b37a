import { useTranslation } from '@portal/shared/i18n';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { notify } from '@portal/shared/ui';
import { verifyRecoveryCode, verifyTotp } from '../api/auth';
import type { CodeBody, FactorProven } from '../api/staff-auth-types';
import { ADMIN_NAMESPACE } from '../i18n/translations';
import { recoveryChecks, totpChecks } from '../lib/checks';
import { Field } from './Field';
import * as styles from './admin.module.css';

/** A code from the authenticator app or a recovery code, checked by the server. */
export function CodeProof({ method, onProven }: { method: 'totp' | 'recovery'; onProven: (proven: FactorProven) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const totp = method === 'totp';
  const form = useCheckedForm<CodeBody>({
    defaultValues: { code: '' },
    problemOf: (values) => firstProblem(totp ? totpChecks(t('totp.codeRule')) : recoveryChecks(t('verify.recoveryRule')), values),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async ({ code }: CodeBody) => {
    try {
      if (totp) return onProven(await verifyTotp({ code: code.trim() }));
      const proven = await verifyRecoveryCode({ code: code.trim() });
      notify('info', t('verify.remaining', { count: proven.remaining }));
      onProven(proven);
    } catch (failure) {
      const text = failureText(failure, t('verify.failed'));
      if (text) form.setError('code', { message: text });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
      <Field
        label={totp ? t('totp.code') : t('verify.recoveryCode')}
        inputMode={totp ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        {...form.register('code')}
        error={errors.code?.message}
      />
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {t('verify.submit')}
      </button>
    </form>
  );
}
