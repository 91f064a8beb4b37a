import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { ApiError, register, sendEmailCode } from '@portal/shared/api';
import { EMAIL_CODE, PASSWORD_RULE, type Device } from '@portal/shared/contracts';
import { useCountdown } from '@portal/shared/hooks';
import { LOGIN_PATH } from '@portal/shared/navigation';
import { translateMessage } from '@portal/shared/ui';
import { AccountPage } from '../../components/AccountPage';
import { Field } from '../../components/Field';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { failureText, warn, warnText } from '../../lib/errors';
import { isAcceptablePassword, isEmail, isEmailCode } from '../../lib/validation';
import type { LoginLocationState } from '../login/LoginPage';

type FieldName = 'email' | 'code' | 'password' | 'confirm';
/** `form`: the server refused the whole form (its message is not about one field we can tell). */
type Errors = Partial<Record<FieldName | 'form', string>>;

/** The cooldown the server reports, in a success or in a 429 refusal: `{ resendAfter }` in the data. */
function resendAfterOf(value: unknown): number | null {
  const seconds = (value as { resendAfter?: unknown } | null)?.resendAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Sign-up: e-mail, a six-digit code sent to it (with the server's resend countdown), password and confirmation.
 * Every check of §5 runs before any request; success goes to login with the e-mail filled in.
 */
export default function RegisterPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const passwordRule = t('register.passwordRule', { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength });

  async function onSendCode() {
    if (sending || countdown.seconds > 0) return;
    const address = email.trim();
    if (!isEmail(address)) {
      setErrors((current) => ({ ...current, email: warn('enterCorrectEmail') }));
      return;
    }
    setErrors((current) => ({ ...current, email: undefined }));
    setSending(true);
    try {
      const result = await sendEmailCode({ email: address });
      countdown.start(resendAfterOf(result) ?? EMAIL_CODE.resendSeconds);
    } catch (failure) {
      // 429: a code was sent a moment ago; the server says how long to wait (and has shown its message).
      const wait = failure instanceof ApiError ? resendAfterOf(failure.envelope?.data) : null;
      if (wait) countdown.start(wait);
      else {
        const text = failureText(failure, translateMessage('codeAlreadySent'));
        setErrors((current) => ({ ...current, email: text ?? undefined }));
      }
    } finally {
      setSending(false);
    }
  }

  function check(): Errors | null {
    const address = email.trim();
    if (!isEmail(address)) return { email: warn('enterCorrectEmail') };
    if (!isEmailCode(code.trim())) return { code: warn('codeSixDigits') };
    if (!isAcceptablePassword(password)) return { password: warnText(passwordRule) };
    if (password !== confirm) return { confirm: warn('passwordsDoNotMatch') };
    return null;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = check();
    setErrors(problems ?? {});
    if (problems) return;
    setBusy(true);
    try {
      const address = email.trim();
      await register({ email: address, code: code.trim(), password, confirmPassword: confirm });
      const state: LoginLocationState = { email: address };
      void navigate(LOGIN_PATH[device], { state });
    } catch (failure) {
      setErrors({ form: failureText(failure, t('register.failed')) ?? undefined });
      setBusy(false);
    }
  }

  const sendLabel =
    countdown.seconds > 0 ? translateMessage('resendAfter', { seconds: countdown.seconds }) : t('register.sendCode');
  return (
    <AccountPage device={device} title={t('register.title')} narrow>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <Field
          label={t('register.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <Field
          label={t('register.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE.length}
          value={code}
          onChange={setCode}
          error={errors.code}
          addon={
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void onSendCode()}
              disabled={sending || countdown.seconds > 0}
              aria-live="polite"
            >
              {sendLabel}
            </button>
          }
        />
        <NewPasswordFields
          labels={{ password: t('register.password'), confirm: t('register.confirm') }}
          rule={passwordRule}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={busy}>
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
