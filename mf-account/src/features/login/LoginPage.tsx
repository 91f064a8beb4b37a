import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Device } from '@portal/shared/contracts';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';

/** Sign-in form. The account API arrives with the account slice; until then it checks its fields. */
export default function LoginPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(email.trim() && password ? null : t('login.missingCredentials'));
  }

  return (
    <section className="login">
      <h1>{t('login.title')}</h1>
      <form onSubmit={onSubmit} noValidate>
        <label>
          {t('login.email')}
          <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {t('login.password')}
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && <p role="alert">{error}</p>}
        <button type="submit" className="button">
          {t('login.submit')}
        </button>
      </form>
      <Link to={device === 'pc' ? '/pc/register' : '/mobile/sign-up'}>{t('login.signUp')}</Link>
    </section>
  );
}
