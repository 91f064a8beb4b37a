import { useState } from 'react';
import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import { AccountPage } from '../../components/AccountPage';
import * as styles from '../../components/account.module.css';
import { QUESTIONS_PATH } from '../../config/paths';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoutButton, MyRegistration, MyWorks, Part } from './Sections';
import { TeamInfoForm } from './TeamInfoForm';
import { TeamFacts, UserInfoPart } from './UserInfoPart';

/** Desktop personal center: team info with edit, change password, change e-mail, my registration, my works, logout. */
export default function PersonalCenterPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [editing, setEditing] = useState(false);
  return (
    <AccountPage device={device} title={t('center.title')}>
      <div className={styles.grid}>
        <Part id="team-info" title={t('team.title')}>
          <UserInfoPart>
            {(user) => (
              <>
                <TeamFacts user={user} />
                {editing ? (
                  <TeamInfoForm user={user} onSaved={() => setEditing(false)} />
                ) : (
                  <button type="button" className={styles.secondary} onClick={() => setEditing(true)}>
                    {t('team.edit')}
                  </button>
                )}
              </>
            )}
          </UserInfoPart>
        </Part>
        <Part id="change-password" title={t('password.title')}>
          <ChangePasswordForm />
        </Part>
        <Part id="change-email" title={t('email.title')}>
          <ChangeEmailForm />
        </Part>
        <MyRegistration device={device} />
        <MyWorks device={device} />
        <Part id="questions" title={t('center.questionsTitle')}>
          <p className={styles.muted}>{t('center.questionsIntro')}</p>
          <Link to={QUESTIONS_PATH[device]}>{t('center.questions')}</Link>
        </Part>
      </div>
      <LogoutButton />
    </AccountPage>
  );
}
