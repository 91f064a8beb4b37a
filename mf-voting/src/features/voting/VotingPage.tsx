import { useTranslation } from 'react-i18next';
import { VOTING_NAMESPACE } from '../../i18n/translations';

/** Public voting on the 15 finalist films. Ballots arrive with the voting slice. */
export default function VotingPage() {
  const { t } = useTranslation(VOTING_NAMESPACE);
  return (
    <section className="voting">
      <h1>{t('voting.title')}</h1>
      <p>{t('voting.rules')}</p>
      <p>{t('voting.window')}</p>
    </section>
  );
}
