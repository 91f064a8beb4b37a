import { useId } from 'react';
import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import type { Device, Group, RegistrationStatus } from '@portal/shared/contracts';
import * as styles from '../../../components/competition.module.css';
import { registrationPath } from '../../../config/paths';
import { COMPETITION_NAMESPACE } from '../../../i18n/translations';

interface RegistrationNoticeProps {
  device: Device;
  /** The team's registration when it has one that has not passed; null when it has none. */
  registration: { group: Group; status: RegistrationStatus } | null;
}

/** Why the team cannot submit yet — no registration, or one not passed — and the way to the registration page. */
export function RegistrationNotice({ device, registration }: RegistrationNoticeProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.notice} role="status">
      <h2 id={headingId} className={styles.sectionTitle}>
        {registration ? t('works.block.registrationNotPassed') : t('works.block.notRegistered')}
      </h2>
      {registration && (
        <p className={styles.status}>
          {t('status.label')} <strong className={styles[registration.status]}>{t(`status.${registration.status}`)}</strong>
        </p>
      )}
      <Link className={styles.link} to={registrationPath(device, registration?.group)}>
        {registration ? t('card.view') : t('card.register')}
      </Link>
    </section>
  );
}
