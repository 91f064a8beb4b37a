import { Link, useParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/messages-texts'; // this area's texts come with it (not on the sign-in's first load)
import { BroadcastReport } from './BroadcastReport';
import { ComposeBroadcast } from './ComposeBroadcast';
import { MessagesTabs } from './MessagesTabs';
import * as styles from './messages.module.css';

/** /admin/broadcasts/new composes a broadcast; /admin/broadcasts/:id is a sent one's report. */
export default function BroadcastPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  return (
    <>
      <MessagesTabs />
      <p className={styles.back}>
        <Link to={adminPath('broadcasts')}>{t('broadcasts.backToList')}</Link>
      </p>
      {id === 'new' ? <ComposeBroadcast /> : /^\d{1,9}$/.test(id) ? <BroadcastReport id={Number(id)} /> : <p role="alert">{t('broadcasts.unknown', { id })}</p>}
    </>
  );
}
