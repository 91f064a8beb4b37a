import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../i18n/translations';
import * as styles from './components.module.css';

/** Marks an item the organizers have not supplied yet (contracts: `sample: true`). */
export function SampleBadge({ sample }: { sample: boolean }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  if (!sample) return null;
  return <span className={styles.badge}>{t('common.sample')}</span>;
}
