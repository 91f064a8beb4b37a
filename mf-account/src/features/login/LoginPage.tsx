import { Link, useLocation, useNavigate, useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { accountLogin } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import type { Credentials, Device } from '@portal/shared/contracts';
import { failureText, firstProblem, LOGIN_CHECKS, useCheckedForm } from '@portal/shared/form';
import { AccountPage } from '../../components/AccountPage';
import { Field } from '../../components/Field';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { safeRedirect } from '../../lib/redirect';
import { AFTER_LOGIN_PATH, FORGOT_PASSWORD_PATH, SIGN_UP_PATH } from '../../config/paths';

/** What the sign-up page hands over: the new account's e-mail, to prefill. */
export interface LoginLocationState {
  email?: string;
}

function prefilledEmail(state: unknown): string {
  const email = (state as LoginLocationState | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * Sign-in with e-mail and password. Success stores token and user, the client shows the server's "login success",
 * and the visitor goes to the page they came for (a same-device `redirect`) or to the personal center.
 */
export default function LoginPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const form = useCheckedForm<Credentials>({
    defaultValues: { account: prefilledEmail(location.state), password: '' },
    problemOf: (values) => firstProblem(LOGIN_CHECKS, values),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async ({ account, password }: Credentials) => {
    try {
      const { token, user } = await accountLogin({ account: account.trim(), password });
      useAuthStore.getState().logIn(token, user);
      void navigate(safeRedirect(params.get('redirect'), device) ?? AFTER_LOGIN_PATH[device], { replace: true });
    } catch (failure) {
      const text = failureText(failure, t('login.failed'));
      if (text) form.setError('password', { message: text });
    }
  };

  return (
    <AccountPage device={device} title={t('login.title')} narrow>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <Field
          label={t('login.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          {...form.register('account')}
          error={errors.account?.message}
        />
        <Field
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {t('login.submit')}
        </button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={SIGN_UP_PATH[device]}>{t('login.signUp')}</Link>
        </li>
        <li>
          <Link to={FORGOT_PASSWORD_PATH[device]}>{t('login.forgot')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
