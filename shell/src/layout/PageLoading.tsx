import { useTranslation } from '@portal/shared/i18n';

export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {t('loading')}
    </div>
  );
}
