import type { AdminRegistrationEvent } from '@portal/contracts/admin-review';
import { useTranslation } from '@portal/shared/i18n';
import { StatusHistory } from '../../components/StatusHistory';
import { ADMIN_NAMESPACE } from '../../i18n/translations';

/** Every change of the registration's status, oldest first: by the team (submitted, resubmitted) or by staff. */
export function History({ history }: { history: AdminRegistrationEvent[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const events = history.map(({ reason, ...event }) => ({ ...event, text: reason }));
  return <StatusHistory id="registration-history" events={events} statusKeys="review.registrationStatus" textHeading={t('registrations.reason')} />;
}
