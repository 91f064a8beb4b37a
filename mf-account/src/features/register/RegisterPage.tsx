import { Link, useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { register, sendEmailCode } from '@portal/shared/api';
import { EMAIL_CODE, PASSWORD_RULE, type Device, type RegisterBody } from '@portal/shared/contracts';
import { failureText, firstProblem, registerChecks, useCheckedForm } from '@portal/shared/form';
import { LOGIN_PATH } from '@portal/shared/navigation';
import { AccountPage } from '../../components/AccountPage';
import { Field } from '../../components/Field';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import type { LoginLocationState } from '../login/LoginPage';
import { useCodeSender } from '../../lib/use-code-sender';

const EMPTY: RegisterBody = { email: '', code: '', password: '', confirmPassword: '' };

/**
 * Sign-up: e-mail, a six-digit code sent to it (with the server's resend countdown), password and confirmation.
 * Every check of §5 runs before any request, in the server's order; success goes to login with the e-mail filled in.
 */
export default function RegisterPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const code = useCodeSender();
  const passwordRule = t('register.passwordRule', { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength });
  const checks = registerChecks(passwordRule);
  const form = useCheckedForm<RegisterBody>({ defaultValues: EMPTY, problemOf: (values) => firstProblem(checks, values) });
  const { errors, isSubmitting } = form.formState;

  async function onSendCode() {
    if (code.busy) return;
    // The e-mail's own rule, as the server's sendEmail applies it: a code goes to a well-formed address or nowhere.
    const problem = firstProblem(checks.filter(({ field }) => field === 'email'), form.getValues());
    if (problem) return form.report(problem);
    form.clearErrors('email');
    const email = form.getValues('email').trim();
    await code.send(() => sendEmailCode({ email }), (text) => form.setError('email', { message: text }));
  }

  const send = async (values: RegisterBody) => {
    const email = values.email.trim();
    try {
      await register({ ...values, email, code: values.code.trim() });
      const state: LoginLocationState = { email };
      void navigate(LOGIN_PATH[device], { state });
    } catch (failure) {
      const text = failureText(failure, t('register.failed'));
      if (text) form.setError('root', { message: text });
    }
  };

  return (
    <AccountPage device={device} title={t('register.title')} narrow>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <Field
          label={t('register.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Field
          label={t('register.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE.length}
          {...form.register('code')}
          error={errors.code?.message}
          addon={
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void onSendCode()}
              disabled={code.busy}
              aria-live="polite"
            >
              {code.label(t('register.sendCode'))}
            </button>
          }
        />
        <NewPasswordFields
          labels={{ password: t('register.password'), confirm: t('register.confirm') }}
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
          {t('register.submit')}
        </button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={LOGIN_PATH[device]}>{t('register.haveAccount')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
