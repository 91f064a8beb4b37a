import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from '@portal/shared/i18n';

/** Shown in place of a remote's page when it cannot load; the retry button loads it again. */
export function RemoteUnavailable({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="remote-unavailable" role="alert">
      <h1>{t('remoteUnavailable.title')}</h1>
      <p>{t('remoteUnavailable.body')}</p>
      <button type="button" className="button" onClick={resetErrorBoundary}>
        {t('remoteUnavailable.retry')}
      </button>
    </div>
  );
}
