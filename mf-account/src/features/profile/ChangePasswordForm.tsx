import { useState, type FormEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { changePassword } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import { PASSWORD_RULE } from '@portal/shared/contracts';
import { notify, translateMessage } from '@portal/shared/ui';
import { Field } from '../../components/Field';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { failureText, warn, warnText } from '../../lib/errors';
import { isAcceptablePassword } from '../../lib/validation';

type FieldName = 'old' | 'password' | 'confirm';

/**
 * Old password, new password (the rule as its hint), confirmation. The server revokes every session on success,
 * so the page ends this one too; the shell then shows the login page, and we ask the user to log in again.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string | null>>>({});
  const [busy, setBusy] = useState(false);
  const rule = t('register.passwordRule', { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength });

  function check(): Partial<Record<FieldName, string>> | null {
    if (!oldPassword) return { old: warnText(t('password.enterOld')) };
    if (!isAcceptablePassword(password)) return { password: warnText(rule) };
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
      await changePassword({ oldPassword, password, confirmPassword: confirm });
      useAuthStore.getState().endSession('logout');
      notify('info', t('password.logInAgain'));
    } catch (failure) {
      setErrors({ old: failureText(failure, translateMessage('modifyFailed')) });
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <Field
        label={t('password.old')}
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onChange={setOldPassword}
        error={errors.old}
      />
      <NewPasswordFields
        labels={{ password: t('password.new'), confirm: t('password.confirm') }}
        rule={rule}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <button type="submit" className={styles.button} disabled={busy}>
        {t('password.submit')}
      </button>
    </form>
  );
}
