import { useTranslation } from '@portal/shared/i18n';
import * as styles from '../../components/admin.module.css';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import type { ResourcePageProps } from '../../lib/resource';

/** A resource's list until its own page is built (issue 24: the resources are filled in later). */
export default function PlaceholderListPage({ resource }: ResourcePageProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const title = t(`resource.${resource}`);
  useDocumentTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <p className={styles.muted}>{t('resource.placeholder')}</p>
    </>
  );
}
