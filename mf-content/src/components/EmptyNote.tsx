import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../i18n/translations';
import * as styles from './components.module.css';

/** What a list says when it has nothing to show. */
export function EmptyNote({ textKey = 'common.empty' }: { textKey?: string }) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return <p className={styles.empty}>{t(textKey)}</p>;
}
