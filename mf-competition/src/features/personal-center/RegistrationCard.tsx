import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { getOwnActive } from '@portal/shared/api';
import type { Registration, SlotProps } from '@portal/shared/contracts';
import { useRemoteData } from '@portal/shared/data';
import { DataPart } from '../../components/DataPart';
import * as styles from '../../components/competition.module.css';
import { registrationPath } from '../../config/paths';
import { COMPETITION_NAMESPACE } from '../../i18n/translations';
import { StatusLine } from '../../components/StatusLine';

/**
 * Slot 'personalCenter.registration' (the personal center of mf-account gives the heading): the team's
 * registration status, the organizer's reason when it failed, and the way to the registration page.
 */
export default function RegistrationCard({ device }: SlotProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const own = useRemoteData(({ options }) => getOwnActive(options), []);
  return (
    <DataPart data={own}>
      {(registration) =>
        registration ? (
          <Summary registration={registration} device={device} />
        ) : (
          <>
            <p className={styles.muted}>{t('card.none')}</p>
            <Link className={styles.link} to={registrationPath(device)}>
              {t('card.register')}
            </Link>
          </>
        )
      }
    </DataPart>
  );
}

function Summary({ registration, device }: { registration: Registration } & SlotProps) {
  const { t } = useTranslation(COMPETITION_NAMESPACE);
  const modify = registration.status === 'failed' && registration.canModify;
  return (
    <>
      <StatusLine registration={registration} />
      <p>
        <strong>{registration.teamName}</strong> · {t(`group.${registration.group}.name`)} · {registration.topicTitle}
      </p>
      <Link className={styles.link} to={registrationPath(device, registration.group)}>
        {modify ? t('card.modify') : t('card.view')}
      </Link>
    </>
  );
}
