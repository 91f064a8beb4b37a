import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { accountLogin } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import type { Device } from '@portal/shared/contracts';
import { AccountPage } from '../../components/AccountPage';
import { Field } from '../../components/Field';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { failureText, warn } from '../../lib/errors';
import { safeRedirect } from '../../lib/validation';
import { AFTER_LOGIN_PATH, SIGN_UP_PATH } from '../../lib/paths';

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
  const [email, setEmail] = useState(() => prefilledEmail(location.state));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const account = email.trim();
    if (!account || !password) {
      setError(warn('enterAccountAndPassword'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { token, user } = await accountLogin({ account, password });
      useAuthStore.getState().logIn(token, user);
      void navigate(safeRedirect(params.get('redirect'), device) ?? AFTER_LOGIN_PATH[device], { replace: true });
    } catch (failure) {
      setError(failureText(failure, t('login.failed')));
      setBusy(false);
    }
  }

  return (
    <AccountPage device={device} title={t('login.title')} narrow>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <Field
          label={t('login.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <Field
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={error}
        />
        <button type="submit" className={styles.button} disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={SIGN_UP_PATH[device]}>{t('login.signUp')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
