import { useTranslation } from '@portal/shared/i18n';
import { setUserInfo } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import { cleanTeamName, TEAM_NAME, type User } from '@portal/shared/contracts';
import { failureText, firstProblem, TEAM_INFO_CHECKS, useCheckedForm } from '@portal/shared/form';
import { translateMessage } from '@portal/shared/ui';
import { Field } from '../../components/Field';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';

interface TeamInfoValues {
  teamName: string;
}

/**
 * Edits the team name (the contracts' rule: 2–40 letters, digits, spaces, - _ . ', sent as the server stores it).
 * Success puts the new name into the store's user; the client shows the server's "modify success" (or its refusal).
 */
export function TeamInfoForm({ user, onSaved }: { user: User; onSaved?: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const form = useCheckedForm<TeamInfoValues>({
    defaultValues: { teamName: user.teamName ?? '' },
    problemOf: (values) => firstProblem(TEAM_INFO_CHECKS, values),
  });
  const { errors, isSubmitting } = form.formState;

  const send = async (values: TeamInfoValues) => {
    const teamName = cleanTeamName(values.teamName) ?? values.teamName; // the checks let only a valid name through
    try {
      await setUserInfo({ teamName });
      const current = useAuthStore.getState().user ?? user;
      useAuthStore.getState().setUser({ ...current, teamName });
      form.reset({ teamName });
      onSaved?.();
    } catch (failure) {
      const text = failureText(failure, translateMessage('modifyFailed'));
      if (text) form.setError('teamName', { message: text });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void form.onSubmit(send)(event)} noValidate aria-busy={isSubmitting}>
      <Field
        label={t('team.name')}
        autoComplete="organization"
        {...form.register('teamName')}
        hint={t('team.nameRule', { min: TEAM_NAME.minLength, max: TEAM_NAME.maxLength })}
        error={errors.teamName?.message}
      />
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {t('team.save')}
      </button>
    </form>
  );
}
