import { useTranslation } from '@portal/shared/i18n';
import type { Device } from '@portal/shared/contracts';
import { AccountPage } from '../../components/AccountPage';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { Part } from './Sections';
import { TeamInfoForm } from './TeamInfoForm';
import { UserInfoPart } from './UserInfoPart';

/** Mobile edit/info: the team-info form, the password change and the change of e-mail (the desktop center has all three). */
export default function EditInfoPage({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <AccountPage device={device} title={t('center.edit')} narrow>
      <Part id="edit-team" title={t('team.title')}>
        <UserInfoPart>{(user) => <TeamInfoForm user={user} />}</UserInfoPart>
      </Part>
      <Part id="edit-password" title={t('password.title')}>
        <ChangePasswordForm />
      </Part>
      <Part id="edit-email" title={t('email.title')}>
        <ChangeEmailForm />
      </Part>
    </AccountPage>
  );
}
