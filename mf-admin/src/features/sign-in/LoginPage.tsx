import { useNavigate } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { staffLogin } from '../../api/auth';
import type { LoginBody } from '../../api/staff-auth-types';
import { Field } from '../../components/Field';
import { SignInCard } from '../../components/SignInCard';
import * as styles from '../../components/admin.module.css';
import { STAGE_PATH } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { loginChecks } from '../../lib/checks';
import { signedIn } from '../../api/session';

/** /admin/login: e-mail and password; then the session's next step (enrol, verify, or the back office). */
export default function LoginPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const form = useCheckedForm<LoginBody>({
    defaultValues: { email: '', password: '' },
    problemOf: (values) => firstProblem(loginChecks(t('signIn.enterBoth')), values),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async ({ email, password }: LoginBody) => {
    try {
      const answer = await staffLogin({ email: email.trim(), password });
      signedIn(answer);
      void navigate(STAGE_PATH[answer.stage], { replace: true });
    } catch (failure) {
      const text = failureText(failure, t('signIn.failed'));
      if (text) form.setError('password', { message: text });
    }
  };

  return (
    <SignInCard title={t('signIn.title')} intro={t('signIn.staffOnly')}>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
        <Field label={t('signIn.email')} type="email" inputMode="email" autoComplete="username" {...form.register('email')} error={errors.email?.message} />
        <Field label={t('signIn.password')} type="password" autoComplete="current-password" {...form.register('password')} error={errors.password?.message} />
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {t('signIn.submit')}
        </button>
      </form>
    </SignInCard>
  );
}
