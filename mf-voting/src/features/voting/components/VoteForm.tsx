import { useId, type FormEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Finalist, VoteReceipt } from '@portal/shared/contracts';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';
import { useVoteFlow, type FlowProblem } from '../use-vote-flow';

interface VoteFormProps {
  film: Finalist | null;
  onVoted: (receipt: VoteReceipt) => void;
}

function useProblemText(): (problem: FlowProblem) => string {
  const { t } = useTranslation(VOTING_NAMESPACE);
  return (problem) => {
    switch (problem.kind) {
      case 'local':
        return t(`voting.${problem.key}`);
      case 'server':
        return problem.text;
      case 'outsideWindow':
        return t('voting.outsideWindow');
      case 'network':
        return t('voting.networkError');
    }
  };
}

/** Contact → code (with the resend countdown) → vote. The film is chosen in the list above. */
export function VoteForm({ film, onVoted }: VoteFormProps) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  const id = useId();
  const flow = useVoteFlow(film?.id ?? null, onVoted);
  const problemText = useProblemText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.vote();
  };
  const sendLabel = flow.resendIn > 0 ? t('voting.resendAfter', { seconds: flow.resendIn }) : t('voting.sendCode');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-film`}>
      <p id={`${id}-film`} className={styles.label} aria-live="polite">
        {film ? t('voting.chosen', { title: film.workTitle }) : t('voting.pickFirst')}
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-contact`}>
            {t('voting.contact')}
          </label>
          <input
            id={`${id}-contact`}
            className={styles.input}
            value={flow.contact}
            onChange={(event) => flow.setContact(event.target.value)}
            autoComplete="tel"
            aria-describedby={`${id}-hint`}
          />
          <span id={`${id}-hint`} className={styles.muted}>
            {t('voting.contactHint')}
          </span>
        </div>
        <button type="button" className={styles.secondary} onClick={() => void flow.send()} disabled={flow.busy !== null || flow.resendIn > 0}>
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
              value={flow.code}
              onChange={(event) => flow.setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </div>
          <button type="submit" className={styles.button} disabled={flow.busy !== null}>
            {flow.busy === 'vote' ? t('voting.submitting') : t('voting.submit')}
          </button>
        </>
      )}
      {flow.problem && (
        <p className={styles.error} role="alert">
          {problemText(flow.problem)}
        </p>
      )}
    </form>
  );
}
