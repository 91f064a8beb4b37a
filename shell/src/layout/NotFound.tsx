import { Link } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';

export function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  );
}
