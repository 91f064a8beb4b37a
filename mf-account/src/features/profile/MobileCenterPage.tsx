import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import { AccountPage } from '../../components/AccountPage';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { CONTEST_REGISTRATION_PATH, EDIT_INFO_PATH, PERSONAL_DETAIL_PATH, QUESTIONS_PATH } from '../../config/paths';
import { LogoutButton, MyRegistration, MyWorks } from './Sections';
import { UserInfoPart } from './UserInfoPart';

/** Mobile personal center: who is signed in, links to the team's details, editing and registration. */
export default function MobileCenterPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <AccountPage device={device} title={t('center.title')}>
      <UserInfoPart>
        {(user) => (
          <p>
            <strong>{user.teamName?.trim() ? user.teamName : t('team.noName')}</strong>
            <br />
            <span className={styles.muted}>{user.email}</span>
          </p>
        )}
      </UserInfoPart>
      <nav aria-label={t('center.links')}>
        <ul className={styles.links}>
          <li>
            <Link to={PERSONAL_DETAIL_PATH}>{t('center.detail')}</Link>
          </li>
          <li>
            <Link to={EDIT_INFO_PATH}>{t('center.edit')}</Link>
          </li>
          <li>
            <Link to={CONTEST_REGISTRATION_PATH[device]}>{t('center.goRegister')}</Link>
          </li>
          <li>
            <Link to={QUESTIONS_PATH[device]}>{t('center.questions')}</Link>
          </li>
        </ul>
      </nav>
      <MyRegistration device={device} />
      <MyWorks device={device} />
      <LogoutButton />
    </AccountPage>
  );
}
