import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { parseGroup, TOPIC_KEYS } from './groups';

/** Team registration: which group, and the topics a team of that group chooses from. */
export default function RegistrationPage() {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const [params] = useSearchParams();
  const group = parseGroup(params.get('group'));
  return (
    <section className="registration">
      <h1>{t('registration.title')}</h1>
      <h2>{t(`group.${group}.name`)}</h2>
      <p>{t('registration.teamSize')}</p>
      <h3>{t('registration.topics')}</h3>
      <ul>
        {TOPIC_KEYS[group].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
