import { useTranslation } from '@portal/shared/i18n';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/messages-texts'; // this area's texts come with it (not on the sign-in's first load)
import { DeliveriesTable } from './DeliveriesTable';
import { MessagesTabs } from './MessagesTabs';
import * as styles from './messages.module.css';

/** /admin/messages (organizers): every mail and SMS queued, filtered by status and kind; dead letters sent again. */
export default function DeliveriesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(t('messages.deliveries'));
  return (
    <>
      <h1>{t('messages.area')}</h1>
      <MessagesTabs />
      <p className={styles.intro}>{t('deliveries.intro')}</p>
      <DeliveriesTable caption={t('deliveries.caption')} />
    </>
  );
}
