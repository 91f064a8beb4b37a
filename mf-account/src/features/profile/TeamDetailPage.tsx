import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import { AccountPage } from '../../components/AccountPage';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { EDIT_INFO_PATH } from '../../config/paths';
import { TeamFacts, UserInfoPart } from './UserInfoPart';

/** Mobile personal-centered/detail: the team's info, with the way to edit it. */
export default function TeamDetailPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <AccountPage device={device} title={t('team.title')}>
      <UserInfoPart>{(user) => <TeamFacts user={user} />}</UserInfoPart>
      <ul className={styles.links}>
        <li>
          <Link to={EDIT_INFO_PATH}>{t('center.edit')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
