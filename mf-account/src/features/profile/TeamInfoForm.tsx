import { useState, type FormEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { setUserInfo } from '@portal/shared/api';
import { useAuthStore } from '@portal/shared/auth';
import type { User } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/ui';
import { Field } from '../../components/Field';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { failureText, warn } from '../../lib/errors';
import { cleanTeamName, TEAM_NAME } from '../../lib/validation';

/**
 * Edits the team name (the contracts' rule: 2–40 letters, digits, spaces, - _ . ', sent as the server stores it). Success puts the new name into the store's user; the client
 * shows the server's "modify success" (or its refusal).
 */
export function TeamInfoForm({ user, onSaved }: { user: User; onSaved?: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [teamName, setTeamName] = useState(user.teamName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const name = cleanTeamName(teamName);
    if (name === undefined) {
      setError(warn('enterCorrectTeamName'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await setUserInfo({ teamName: name });
      const current = useAuthStore.getState().user ?? user;
      useAuthStore.getState().setUser({ ...current, teamName: name });
      setTeamName(name);
      onSaved?.();
    } catch (failure) {
      setError(failureText(failure, translateMessage('modifyFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <Field
        label={t('team.name')}
        autoComplete="organization"
        value={teamName}
        onChange={setTeamName}
        hint={t('team.nameRule', { min: TEAM_NAME.minLength, max: TEAM_NAME.maxLength })}
        error={error}
      />
      <button type="submit" className={styles.button} disabled={busy}>
        {t('team.save')}
      </button>
    </form>
  );
}
