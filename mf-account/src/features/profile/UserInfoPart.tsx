import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { User } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/ui';
import * as styles from '../../components/account.module.css';
import { useUserInfo } from '../../hooks/use-user-info';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';

/** Loading, error with retry, or `children` with the team's info. */
export function UserInfoPart({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const info = useUserInfo();
  switch (info.status) {
    case 'loading':
      return (
        <p className={styles.muted} role="status">
          {t('common.loading')}
        </p>
      );
    case 'error':
      return (
        <div role="alert">
          <p>{t('common.loadFailed')}</p>
          <button type="button" className={styles.secondary} onClick={info.retry}>
            {translateMessage('retry')}
          </button>
        </div>
      );
    case 'success':
      return children(info.user);
  }
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
