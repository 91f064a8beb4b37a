import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import { useAuthStore } from '@portal/shared/auth';
import type { User } from '@portal/shared/contracts';
import { DataPart } from '../../components/DataPart';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { useUserInfo } from './api/user-info';

/**
 * The team's info as a data part (loading, error or timeout with retry), then `children` with it. After an edit it is
 * the store's user, which the form has updated.
 */
export function UserInfoPart({ children }: { children: (user: User) => ReactNode }) {
  const info = useUserInfo();
  const stored = useAuthStore((store) => store.user);
  return <DataPart data={info}>{(user) => children(stored ?? user)}</DataPart>;
}

/** The team's facts as a definition list. */
export function TeamFacts({ user }: { user: User }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const members = user.members ?? [];
  return (
    <dl className={styles.facts}>
      <dt>{t('team.email')}</dt>
      <dd>{user.email ?? '—'}</dd>
      <dt>{t('team.name')}</dt>
      <dd>{user.teamName?.trim() ? user.teamName : t('team.noName')}</dd>
      <dt>{t('team.members')}</dt>
      <dd>{members.length ? members.map((member) => member.name).join(', ') : t('team.noMembers')}</dd>
    </dl>
  );
}
