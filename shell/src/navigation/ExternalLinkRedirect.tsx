import { useEffect } from 'react';
import { Navigate, useParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { externalLinkFor } from '@portal/shared/config';

/** /c/N (§2): leaves for the configured external link of N, or goes to the site root for an unknown N. */
export function ExternalLinkRedirect() {
  const { t } = useTranslation('shell');
  const { n = '' } = useParams();
  const target = externalLinkFor(n);

  useEffect(() => {
    // replace(): the short link itself should not stay in the history, or Back would bounce out again.
    if (target) window.location.replace(target);
  }, [target]);

  if (!target) return <Navigate to="/" replace />;
  return <p className="page-loading">{t('leaving')}</p>;
}
