import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../../../i18n/translations';
import * as styles from './articles.module.css';

/** Over an editor's preview of an unsaved draft (issue 25 point 2): what visitors do not see yet, said plainly. */
export function PreviewRibbon() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (
    <p role="note" className={styles.previewRibbon}>
      <strong>{t('article.preview')}</strong> {t('article.previewNote')}
    </p>
  );
}
