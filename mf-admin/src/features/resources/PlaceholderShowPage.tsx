import { Link, useParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import * as styles from '../../components/admin.module.css';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import type { ResourcePageProps } from '../../lib/resource';

/** A resource's record until its own page is built. */
export default function PlaceholderShowPage({ resource }: ResourcePageProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const title = t('resource.record', { resource: t(`resource.${resource}`), id });
  useDocumentTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <p className={styles.muted}>{t('resource.placeholder')}</p>
      <Link to=".." relative="path">{t('resource.backToList')}</Link>
    </>
  );
}
