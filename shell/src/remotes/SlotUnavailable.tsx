import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from '@portal/shared/i18n';

/** In place of a slot whose remote cannot load: one line and a retry button, the page around it unchanged. */
export function SlotUnavailable({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="slot-unavailable" role="alert">
      <p>{t('slotUnavailable.text')}</p>
      <button type="button" className="portal-button" onClick={resetErrorBoundary}>
        {t('slotUnavailable.retry')}
      </button>
    </div>
  );
}
