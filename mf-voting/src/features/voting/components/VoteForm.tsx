import { useId } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Finalist, VoteReceipt } from '@portal/shared/contracts';
import { firstProblem, type Check, type CheckedForm } from '@portal/shared/form';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import type { ContactPolicy } from '../use-contact-policy';
import { useVoteFlow } from '../use-vote-flow';
import type { Refusal } from '../vote-errors';
import type { VoteValues } from '../vote-checks';

interface VoteFormProps {
  film: Finalist | null;
  form: CheckedForm<VoteValues>;
  checks: readonly Check<VoteValues>[];
  /** What the season takes (GET /v1.work/voteCount): the field's label, hint and keyboard follow it. */
  contacts: ContactPolicy;
  onVoted: (receipt: VoteReceipt) => void;
}

function useRefusalText(): (refusal: Refusal) => string {
  const { t } = useTranslation(VOTING_NAMESPACE);
  return (refusal) => {
    switch (refusal.kind) {
      case 'server':
        return refusal.text;
      case 'outsideWindow':
        return t('voting.outsideWindow');
      case 'challengeFailed':
        return t('voting.challengeFailed');
      case 'network':
        return t('voting.networkError');
    }
  };
}

/** Contact → code (with the resend countdown) → vote. The film is chosen in the list above. */
export function VoteForm({ film, form, checks, contacts, onVoted }: VoteFormProps) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const id = useId();
  const flow = useVoteFlow(onVoted);
  const refusalText = useRefusalText();
  const { errors } = form.formState;
  // One problem at a time, in one place: a check of the form (beside which its field is marked) or the server's refusal.
  const problem = errors.contact?.message ?? errors.code?.message ?? errors.film?.message ?? (flow.refusal && refusalText(flow.refusal));

  const sendCode = () => {
    // The contact's own check, the one sendSms applies, before a code goes anywhere.
    const found = firstProblem(checks.filter(({ field }) => field === 'contact'), form.getValues());
    if (found) return form.report(found);
    form.clearErrors();
    void flow.send(form.getValues('contact'));
  };
  const submit = form.onSubmit(({ contact, code, film: workId }) => (workId === null ? undefined : flow.vote({ contact, code, workId })));
  const phoneOnly = contacts === 'phone';
  const sendLabel = flow.resendIn > 0 ? t('voting.resendAfter', { seconds: flow.resendIn }) : t('voting.sendCode');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-film`}>
      <p id={`${id}-film`} className={styles.label} aria-live="polite">
        {film ? t('voting.chosen', { title: film.workTitle }) : t('voting.pickFirst')}
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-contact`}>
            {t(phoneOnly ? 'voting.contactPhone' : 'voting.contact')}
          </label>
          <input
            id={`${id}-contact`}
            className={styles.input}
            {...form.register('contact')}
            type={phoneOnly ? 'tel' : 'text'}
            autoComplete="tel"
            aria-invalid={errors.contact ? true : undefined}
            aria-describedby={`${id}-hint`}
          />
          <span id={`${id}-hint`} className={styles.muted}>
            {t(phoneOnly ? 'voting.contactPhoneHint' : 'voting.contactHint')}
          </span>
        </div>
        <button type="button" className={styles.secondary} onClick={sendCode} disabled={flow.busy !== null || flow.resendIn > 0}>
          {sendLabel}
        </button>
      </div>
      {flow.codeSent && (
        <>
          <p role="status">{t('voting.codeSent')}</p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-code`}>
              {t('voting.code')}
            </label>
            <input
              id={`${id}-code`}
              className={styles.input}
              {...form.register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-invalid={errors.code ? true : undefined}
            />
          </div>
          <button type="submit" className={styles.button} disabled={flow.busy !== null}>
            {flow.busy === 'vote' ? t('voting.submitting') : t('voting.submit')}
          </button>
        </>
      )}
      {flow.solving && (
        // The sentence is announced once; the attempts change four times a second, so they are shown, not announced.
        <div className={styles.field}>
          <p role="status">{t('voting.challengeSolving')}</p>
          <progress aria-label={t('voting.challengeSolving')} />
          <span className={styles.muted}>{t('voting.challengeAttempts', { count: flow.solving.attempts })}</span>
        </div>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
