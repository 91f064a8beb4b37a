import { Link, useLocation } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './messages.module.css';

/** The Messages area's two pages, as one area: broadcasts and every message's delivery. */
export function MessagesTabs() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { pathname } = useLocation();
  const onBroadcasts = pathname.startsWith(adminPath('broadcasts'));
  return (
    <nav aria-label={t('messages.area')}>
      <ul className={styles.tabs}>
        <li>
          <Link to={adminPath('broadcasts')} aria-current={onBroadcasts ? 'page' : undefined}>
            {t('messages.broadcasts')}
          </Link>
        </li>
        <li>
          <Link to={adminPath('messages')} aria-current={onBroadcasts ? undefined : 'page'}>
            {t('messages.deliveries')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
