import { useTranslation } from 'react-i18next';
import type { Device } from '@portal/shared/contracts';
import { GuardedLink } from '@portal/shared/navigation';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { registrationPath } from './registration-path';

export default function HomePage({ device }: { device: Device }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <article className="home">
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <ul className="home__contests">
        <li>
          <h2>{t('home.secondary.title')}</h2>
          <p>{t('home.secondary.summary')}</p>
          <GuardedLink to={registrationPath(device, 1)}>{t('home.registerNow')}</GuardedLink>
        </li>
        <li>
          <h2>{t('home.university.title')}</h2>
          <p>{t('home.university.summary')}</p>
          <GuardedLink to={registrationPath(device, 2)}>{t('home.registerNow')}</GuardedLink>
        </li>
      </ul>
    </article>
  );
}
