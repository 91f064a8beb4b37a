import type { RemoteRelease } from '@portal/contracts/admin-releases';
import { useTranslation } from '@portal/shared/i18n';
import { useConfirmedChange, type ConfirmedChange } from '../../hooks/use-confirmed-change';
import { ADMIN_NAMESPACE } from '../../i18n/translations';

export type ReleaseChange = ConfirmedChange<RemoteRelease>;

/** A release change: confirmed in a dialog first, then sent (the staff client asks for the second factor again if stale). */
export function useReleaseChange(onChanged: (next: RemoteRelease) => void): ReleaseChange {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return useConfirmedChange(onChanged, { cancel: t('results.cancel'), failed: t('releases.failed') });
}
