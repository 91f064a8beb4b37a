import { useTranslation } from '@portal/shared/i18n';
import { changeEmail, sendEmailChangeCode } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import { EMAIL_CODE } from '@portal/shared/contracts';
import { emailChangeChecks, failureText, firstProblem, useCheckedForm, type EmailChangeValues } from '@portal/shared/form';
import { translateMessage } from '@portal/shared/ui';
import { Field } from '../../components/Field';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { useCodeSender } from '../../lib/use-code-sender';

const EMPTY: EmailChangeValues = { email: '', password: '', code: '' };

/**
 * A new address for the account (issue 26.1): the new address and the current password send a code to that
 * address; the code makes it the account's. This session stays (the server ends the others); the user shown
 * everywhere becomes the answer's.
 */
export function ChangeEmailForm() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const code = useCodeSender();
  const checks = emailChangeChecks({ enterCurrent: t('password.enterOld') });
  const form = useCheckedForm<EmailChangeValues>({ defaultValues: EMPTY, problemOf: (values) => firstProblem(checks, values) });
  const { errors, isSubmitting } = form.formState;

  async function onSendCode() {
    // The request's own fields, as the server checks them: the address, then the current password.
    const problem = firstProblem(checks.filter(({ field }) => field !== 'code'), form.getValues());
    if (problem) return form.report(problem);
    form.clearErrors();
    const { email, password } = form.getValues();
    await code.send(
      () => sendEmailChangeCode({ email: email.trim(), password }),
      // The address, the password or the limits: the server's message says which, under the button that asked.
      (text) => form.setError('root', { message: text }),
    );
  }

  const send = async (values: EmailChangeValues) => {
    try {
      const user = await changeEmail({ email: values.email.trim(), code: values.code.trim() });
      useAuthStore.getState().setUser(user);
      form.reset(EMPTY);
    } catch (failure) {
      const text = failureText(failure, translateMessage('modifyFailed'));
      if (text) form.setError('code', { message: text });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
      <Field
        label={t('email.new')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <Field
        label={t('email.password')}
        type="password"
        autoComplete="current-password"
        hint={t('email.passwordHint')}
        {...form.register('password')}
        error={errors.password?.message}
      />
      <Field
        label={t('email.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE.length}
        {...form.register('code')}
        error={errors.code?.message}
        addon={
          <button type="button" className={styles.secondary} onClick={() => void onSendCode()} disabled={code.busy} aria-live="polite">
            {code.label(t('email.sendCode'))}
          </button>
        }
      />
      {errors.root?.message && (
        <p className={styles.error} role="alert">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {t('email.submit')}
      </button>
    </form>
  );
}
