import type { ArticleState } from '@portal/contracts/admin-articles';
import { useTranslation } from '@portal/shared/i18n';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './articles.module.css';

/** An article's state in words (its colour only repeats them). */
export function StateBadge({ state }: { state: ArticleState }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <span className={styles.badge} data-state={state}>
      {t(`articles.stateName.${state}`)}
    </span>
  );
}
