import type { AdminWorkEvent } from '@portal/contracts/admin-review';
import { useTranslation } from '@portal/shared/i18n';
import { StatusHistory } from '../../components/StatusHistory';
import { ADMIN_NAMESPACE } from '../../i18n/translations';

/** Every change of the work, oldest first: the team's (re)submissions with the replaced file, staff's with a note. */
export function WorkHistory({ history }: { history: AdminWorkEvent[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const events = history.map(({ note, ...event }) => ({ ...event, text: note }));
  return <StatusHistory id="work-history" events={events} statusKeys="review.workStatus" textHeading={t('works.note')} />;
}
