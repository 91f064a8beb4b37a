import type { RemoteRelease } from '@portal/contracts/admin-releases';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './releases.module.css';

/** The back office itself is one of the remotes: changing it changes these pages. */
export const SELF = 'mf-admin';

/** What visitors get now, in words. */
export function ServedNow({ release }: { release: RemoteRelease }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <span className={`${styles.badge} ${styles[release.servedNow]}`}>{t(`releases.served.${release.servedNow}`, { share: release.share ?? 0 })}</span>;
}

/** Loads reported and how many failed, or a dash before any. */
export function HealthText({ health }: { health: RemoteRelease['health']['candidate'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (!health) return <>—</>;
  const rate = health.loads === 0 ? 0 : (health.failures * 100) / health.loads;
  return <>{t('releases.healthFigures', { loads: health.loads, failures: health.failures, rate: rate.toFixed(1) })}</>;
}
