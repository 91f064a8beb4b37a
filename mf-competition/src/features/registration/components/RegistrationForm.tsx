import { useTranslation } from '@portal/shared/i18n';
import { addRegistration } from '@portal/shared/api';
import { TEAM_NAME, type Group, type GroupInfo, type Registration } from '@portal/shared/contracts';
import { failureText } from '@portal/shared/form';
import { SelectField, TextField } from '../../../components/Field';
import * as styles from '../../../components/competition.module.css';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';
import { localToday } from '../../../lib/dates';
import { bodyOf } from '../draft';
import { useNotice } from '../use-notice';
import type { RegistrationFlowState } from '../use-registration';
import { MembersSection } from './MembersSection';

interface RegistrationFormProps {
  group: Group;
  info: GroupInfo;
  flow: Pick<RegistrationFlowState, 'form' | 'draft' | 'dispatch'>;
  /** A failed registration being modified (the button says so, and the team may cancel). */
  onCancel?: () => void;
  onSubmitted: (registration: Registration) => void;
}

/**
 * The one registration form of both layouts: every check of §5 first (the flow's form runs them in the server's order),
 * then POST /registration/add.
 */
export function RegistrationForm({ group, info, flow, onCancel, onSubmitted }: RegistrationFormProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const { form, draft, dispatch } = flow;
  const notice = useNotice(flow);
  const busy = form.formState.isSubmitting;
  const refusal = form.formState.errors.root?.message;
  const today = localToday();
  const topics = [{ value: '', label: t('form.chooseTopic') }, ...info.topics.map(({ key, title }) => ({ value: key, label: title }))];

  const send = async (values: typeof draft) => {
    try {
      onSubmitted(await addRegistration(bodyOf(group, values)));
    } catch (failure) {
      const text = failureText(failure, t('form.failed'));
      if (text) form.setError('root', { message: text });
    }
  };
  const submit = form.onSubmit(send, { focus: notice.focus });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <div className={styles.teamGrid}>
        <TextField
          id={notice.idOf({ kind: 'teamName' })}
          label={t('form.teamName')}
          autoComplete="organization"
          hint={t('form.teamNameRule', { min: TEAM_NAME.minLength, max: TEAM_NAME.maxLength })}
          value={draft.teamName}
          error={notice.errorAt({ kind: 'teamName' })}
          onChange={(value) => dispatch({ type: 'teamName', value })}
        />
        <SelectField
          id={notice.idOf({ kind: 'topic' })}
          label={t('form.topic')}
          value={info.topics.some(({ key }) => key === draft.topic) ? draft.topic : ''}
          options={topics}
          error={notice.errorAt({ kind: 'topic' })}
          onChange={(value) => dispatch({ type: 'topic', value })}
        />
      </div>
      <MembersSection draft={draft} dispatch={dispatch} today={today} idOf={notice.idOf} errorAt={notice.errorAt} refuse={notice.refuse} />
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {onCancel ? t('form.resubmit') : t('form.submit')}
        </button>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
