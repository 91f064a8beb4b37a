import { useState } from 'react';
import { Link, useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { resetPassword, sendResetCode } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import { EMAIL_CODE, PASSWORD_RULE, type Device, type ResetPasswordBody } from '@portal/shared/contracts';
import { failureText, firstProblem, resetPasswordChecks, useCheckedForm } from '@portal/shared/form';
import { LOGIN_PATH } from '@portal/shared/navigation';
import { AccountPage } from '../../components/AccountPage';
import { Field } from '../../components/Field';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { useCodeSender } from '../../lib/use-code-sender';
import type { LoginLocationState } from '../login/LoginPage';

const EMPTY: ResetPasswordBody = { email: '', code: '', password: '', confirmPassword: '' };

/**
 * A forgotten password (issue 26.1): first the address, which gets a code if it has an account (the server answers
 * the same either way, and so does this page); then the code and the new password twice. Success ends the session
 * this browser may hold (the server has ended every one) and goes to login with the address filled in.
 */
export default function ForgotPasswordPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const code = useCodeSender();
  // The address the code went to: the second step names it, and the address field is then read-only.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const passwordRule = t('register.passwordRule', { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength });
  const checks = resetPasswordChecks(passwordRule);
  const form = useCheckedForm<ResetPasswordBody>({ defaultValues: EMPTY, problemOf: (values) => firstProblem(checks, values) });
  const { errors, isSubmitting } = form.formState;

  async function onSendCode() {
    const problem = firstProblem(checks.filter(({ field }) => field === 'email'), form.getValues());
    if (problem) return form.report(problem);
    form.clearErrors('email');
    const email = form.getValues('email').trim();
    await code.send(() => sendResetCode({ email }), (text) => form.setError('email', { message: text }));
    setSentTo(email);
  }

  const send = async (values: ResetPasswordBody) => {
    const email = values.email.trim();
    try {
      await resetPassword({ ...values, email, code: values.code.trim() });
      if (useAuthStore.getState().token) useAuthStore.getState().endSession('logout');
      const state: LoginLocationState = { email };
      void navigate(LOGIN_PATH[device], { state, replace: true });
    } catch (failure) {
      const text = failureText(failure, t('forgot.failed'));
      if (text) form.setError('root', { message: text });
    }
  };

  const sendButton = (idle: string) => (
    <button type="button" className={styles.secondary} onClick={() => void onSendCode()} disabled={code.busy} aria-live="polite">
      {code.label(idle)}
    </button>
  );

  return (
    <AccountPage device={device} title={t('forgot.title')} narrow>
      <form
        className={styles.form}
        onSubmit={(event) => {
          // Before the code, Enter in the address field asks for it; after, it resets the password.
          if (code.sent) return void form.onSubmit(send)(event);
          event.preventDefault();
          void onSendCode();
        }}
        noValidate
        aria-busy={isSubmitting}
      >
        {!code.sent && <p className={styles.note}>{t('forgot.intro')}</p>}
        <Field
          label={t('forgot.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          readOnly={code.sent}
          {...form.register('email')}
          error={errors.email?.message}
        />
        {!code.sent && (
          <button type="submit" className={styles.button} disabled={code.busy}>
            {t('forgot.sendCode')}
          </button>
        )}
        {code.sent && (
          <>
            <p className={styles.note} role="status">
              {t('forgot.sent', { email: sentTo ?? form.getValues('email').trim() })}
            </p>
            <Field
              label={t('forgot.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={EMAIL_CODE.length}
              {...form.register('code')}
              error={errors.code?.message}
              addon={sendButton(t('forgot.resend'))}
            />
            <NewPasswordFields
              labels={{ password: t('forgot.password'), confirm: t('forgot.confirm') }}
              rule={passwordRule}
              password={form.register('password')}
              confirm={form.register('confirmPassword')}
              errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
            />
            {errors.root?.message && (
              <p className={styles.error} role="alert">
                {errors.root.message}
              </p>
            )}
            <button type="submit" className={styles.button} disabled={isSubmitting}>
              {t('forgot.submit')}
            </button>
          </>
        )}
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={LOGIN_PATH[device]}>{t('forgot.backToLogin')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
