import { useSiteSettings } from '@portal/shared/config';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './contact.module.css';

const SOCIAL = ['instagram', 'facebook', 'whatsapp'] as const;
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The foundation's contacts from the site settings (runtime data the editors change, issue 25): phone, e-mail,
 * address, social links, questionnaire. Nothing until the page has them.
 */
export function ContactDetails() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const settings = useSiteSettings();
  if (!settings) return null;
  const { contact, social, questionnaire } = settings;
  const networks = SOCIAL.filter((name) => social[name] !== '');
  return (
    <dl className={styles.details}>
      <dt>{t('contact.phone')}</dt>
      <dd>
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
      </dd>
      <dt>{t('contact.email')}</dt>
      <dd>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </dd>
      <dt>{t('contact.address')}</dt>
      <dd>
        <address className={styles.address}>{contact.address[language] || contact.address.zhComplex}</address>
      </dd>
      {networks.length > 0 && (
        <>
          <dt>{t('contact.social')}</dt>
          <dd>
            <ul className={styles.social}>
              {networks.map((name) => (
                <li key={name}>
                  <a href={social[name]} {...external}>
                    {t(`contact.${name}`)}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      <dt>{t('contact.questionnaire')}</dt>
      <dd>
        <a href={questionnaire[language]} {...external}>
          {t('contact.questionnaireLink')}
        </a>
      </dd>
    </dl>
  );
}
