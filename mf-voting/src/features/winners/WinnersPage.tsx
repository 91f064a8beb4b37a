import { useTranslation } from 'react-i18next';
import { VOTING_NAMESPACE } from '../../i18n/translations';

/** Winners of the second competition, by group, with the dates results are announced. */
export default function WinnersPage() {
  const { t } = useTranslation(VOTING_NAMESPACE);
  return (
    <section className="winners">
      <h1>{t('winners.title')}</h1>
      <p>{t('winners.secondary')}</p>
      <p>{t('winners.university')}</p>
    </section>
  );
}
