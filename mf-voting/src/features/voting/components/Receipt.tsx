import { useTranslation } from '@portal/shared/i18n';
import type { VoteReceipt } from '@portal/shared/contracts';
import * as styles from '../../../components/voting.module.css';
import { VOTING_NAMESPACE } from '../../../i18n/translations';

/** The success screen: the vote's id and hash, so the voter can find it in the public log (docs/adr/0014). */
export function Receipt({ receipt, filmTitle }: { receipt: VoteReceipt; filmTitle: string | null }) {
  const { t } = useTranslation(VOTING_NAMESPACE);
  return (
    <section className={styles.receipt} aria-labelledby="vote-success" aria-live="polite">
      <h2 id="vote-success">{t('voting.success')}</h2>
      {filmTitle && <p>{t('voting.chosen', { title: filmTitle })}</p>}
      <p>{t('voting.receipt')}</p>
      <dl className={styles.facts}>
        <dt>{t('voting.voteId')}</dt>
        <dd>{receipt.voteId}</dd>
        <dt>{t('voting.seq')}</dt>
        <dd>{receipt.seq}</dd>
        <dt>{t('voting.hash')}</dt>
        <dd>{receipt.hash}</dd>
      </dl>
    </section>
  );
}
