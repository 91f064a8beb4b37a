import { useSiteSettings } from '@portal/shared/config';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { PrivacyNotice } from './PrivacyNotice';

const SOCIAL = ['instagram', 'facebook', 'whatsapp'] as const;

/**
 * Contacts, disclaimers and social links (§2). The contacts and links are the site settings, runtime data the editors
 * change (issue 25); until the page has them (or when it cannot), the footer shows the rest.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const language = useLanguageStore((state) => state.language);
  const settings = useSiteSettings();
  const social = settings ? SOCIAL.filter((network) => settings.social[network] !== '') : [];
  return (
    <footer className="footer">
      <p>{t('footer.organizer')}</p>
      {settings && (
        <address className="footer__contact">
          <span>
            {t('footer.phone')}: <a href={`tel:${settings.contact.phone.replace(/[^\d+]/g, '')}`}>{settings.contact.phone}</a>
          </span>
          <span>
            {t('footer.email')}: <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>
          </span>
          <span>
            {t('footer.address')}: {settings.contact.address[language] || settings.contact.address.zhComplex}
          </span>
        </address>
      )}
      {settings && social.length > 0 && (
        <ul className="footer__social" aria-label={t('footer.social')}>
          {social.map((network) => (
            <li key={network}>
              <a href={settings.social[network]} target="_blank" rel="noopener noreferrer">
                {t(`footer.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="footer__small">{t('footer.disclaimer')}</p>
      <PrivacyNotice className="footer__small" />
    </footer>
  );
}
