import { useTranslation } from '@portal/shared/i18n';
import { changePassword } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import { PASSWORD_RULE, type ChangePasswordBody } from '@portal/shared/contracts';
import { changePasswordChecks, failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { notify, translateMessage } from '@portal/shared/ui';
import { Field } from '../../components/Field';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';

const EMPTY: ChangePasswordBody = { oldPassword: '', password: '', confirmPassword: '' };

/**
 * Old password, new password (the rule as its hint), confirmation. The server revokes every session on success,
 * so the page ends this one too; the shell then shows the login page, and we ask the user to log in again.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const rule = t('register.passwordRule', { min: PASSWORD_RULE.minLength, max: PASSWORD_RULE.maxLength });
  const checks = changePasswordChecks({ passwordRule: rule, enterOld: t('password.enterOld') });
  const form = useCheckedForm<ChangePasswordBody>({ defaultValues: EMPTY, problemOf: (values) => firstProblem(checks, values) });
  const { errors, isSubmitting } = form.formState;

  const send = async (values: ChangePasswordBody) => {
    try {
      await changePassword(values);
      useAuthStore.getState().endSession('logout');
      notify('info', t('password.logInAgain'));
    } catch (failure) {
      const text = failureText(failure, translateMessage('modifyFailed'));
      if (text) form.setError('oldPassword', { message: text });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
      <Field
        label={t('password.old')}
        type="password"
        autoComplete="current-password"
        {...form.register('oldPassword')}
        error={errors.oldPassword?.message}
      />
      <NewPasswordFields
        labels={{ password: t('password.new'), confirm: t('password.confirm') }}
        rule={rule}
        password={form.register('password')}
        confirm={form.register('confirmPassword')}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
      />
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {t('password.submit')}
      </button>
    </form>
  );
}
