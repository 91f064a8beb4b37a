import { useNavigate, useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { failureText, firstProblem, useCheckedForm } from '@portal/shared/form';
import { acceptInvitation } from '../../api/auth';
import { Field } from '../../components/Field';
import { SignInCard } from '../../components/SignInCard';
import * as styles from '../../components/admin.module.css';
import { STAGE_PATH } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { passwordChecks, type PasswordValues } from '../../lib/checks';
import { signedIn } from '../../api/session';

/** /admin/invitation?token=…: the invited member chooses a password, then enrols a second factor. */
export default function InvitationPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useCheckedForm<PasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
    problemOf: (values) => firstProblem(passwordChecks({ rule: t('invitation.rule'), mismatch: t('invitation.mismatch') }), values),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async (values: PasswordValues) => {
    try {
      const answer = await acceptInvitation({ token, ...values });
      signedIn(answer);
      void navigate(STAGE_PATH[answer.stage], { replace: true });
    } catch (failure) {
      const text = failureText(failure, t('invitation.failed'));
      if (text) form.setError('confirmPassword', { message: text });
    }
  };

  return (
    <SignInCard title={t('invitation.title')} intro={t('invitation.intro')}>
      {token === '' ? (
        <p className={styles.notice} role="alert">
          {t('invitation.missing')}
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
          <Field
            label={t('invitation.password')}
            type="password"
            autoComplete="new-password"
            hint={t('invitation.rule')}
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Field label={t('invitation.confirm')} type="password" autoComplete="new-password" {...form.register('confirmPassword')} error={errors.confirmPassword?.message} />
          <button type="submit" className={styles.button} disabled={isSubmitting}>
            {t('invitation.submit')}
          </button>
        </form>
      )}
    </SignInCard>
  );
}
