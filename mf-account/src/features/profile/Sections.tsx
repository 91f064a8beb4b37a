import type { ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import type { Device, SlotName } from '@portal/shared/contracts';
import { useLogout } from '@portal/shared/navigation';
import { Slot } from '@portal/shared/slots';
import * as styles from '../../components/account.module.css';
import { ACCOUNT_NAMESPACE } from '../../i18n/translations';
import { SlotBoundary } from './SlotBoundary';

/** A titled region of the personal center (a landmark named by its heading). */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A part of the personal center whose content another remote lends through a slot (mf-competition's registration
 * and works). The section and its heading are ours, so they stay when that remote is down or the slot fails.
 */
function LentPart({ id, title, name, device }: { id: string; title: string; name: SlotName; device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <Part id={id} title={title}>
      <SlotBoundary fallback={<p className={styles.empty}>{t('center.partUnavailable')}</p>}>
        <Slot name={name} device={device} />
      </SlotBoundary>
    </Part>
  );
}

/** "My registration": the team's registration status card, from mf-competition. */
export function MyRegistration({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <LentPart
      id={`my-registration-${device}`}
      title={t('center.registration')}
      name="personalCenter.registration"
      device={device}
    />
  );
}

/** "My works": the team's works, from mf-competition. */
export function MyWorks({ device }: { device: Device }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return <LentPart id={`my-works-${device}`} title={t('center.works')} name="personalCenter.works" device={device} />;
}

/** Logout with the shared confirmation; the shell then shows the login page. */
export function LogoutButton() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const logout = useLogout();
  return (
    <button type="button" className={styles.secondary} onClick={() => void logout()}>
      {t('center.logout')}
    </button>
  );
}
