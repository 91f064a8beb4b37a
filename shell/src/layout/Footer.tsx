import { siteConfig } from '@portal/shared/config';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { PrivacyNotice } from './PrivacyNotice';

const SOCIAL = ['instagram', 'facebook', 'whatsapp'] as const;

/** Contacts, disclaimers and social links (§2); every value comes from the site configuration. */
export function Footer() {
  const { t } = useTranslation('shell');
  const language = useLanguageStore((state) => state.language);
  const { contact, social } = siteConfig;
  return (
    <footer className="footer">
      <p>{t('footer.organizer')}</p>
      <address className="footer__contact">
        <span>
          {t('footer.phone')}: <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
        </span>
        <span>
          {t('footer.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </span>
        <span>
          {t('footer.address')}: {contact.address[language]}
        </span>
      </address>
      <ul className="footer__social" aria-label={t('footer.social')}>
        {SOCIAL.map((network) => (
          <li key={network}>
            <a href={social[network]} target="_blank" rel="noopener noreferrer">
              {t(`footer.${network}`)}
            </a>
          </li>
        ))}
      </ul>
      <p className="footer__small">{t('footer.disclaimer')}</p>
      <PrivacyNotice className="footer__small" />
    </footer>
  );
}
