import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../i18n/translations';
import { Page } from '../../components/Page';
import type { PageProps } from '../../config/paths';
import { ContactDetails } from '../../features/contact/components/ContactDetails';

/** Contact us: the foundation's contacts from the site settings. */
export default function ContactPage({ device }: PageProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <Page title={t('contact.title')} device={device}>
      <p>{t('contact.intro')}</p>
      <ContactDetails />
    </Page>
  );
}
