import { useEffect, useState } from 'react';
import { Navigate, useParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { getSiteSettings } from '@portal/shared/api';
import { chainLinkFor, shortLinkNumber } from '@portal/shared/config';

/** Whether a segment can name a link at all: anything else goes to the root without asking. */
const known = (n: string) => shortLinkNumber(n) !== null;

/**
 * /c/N (§2) reached inside the app (a development server, a link the app followed itself): the server answers /c/N
 * with its redirect (api/src/site-settings/routes.ts), so here the links are asked of the API — they are site settings
 * (issue 25), not in the page — and the visitor leaves for the link of N, or goes to the site root.
 */
export function ExternalLinkRedirect() {
  const { t } = useTranslation('shell');
  const { n = '' } = useParams();
  const [target, setTarget] = useState<string | null | undefined>(known(n) ? undefined : null);

  useEffect(() => {
    if (!known(n)) return;
    let current = true;
    getSiteSettings({ silent: true }).then(
      (settings) => current && setTarget(chainLinkFor(n, settings)),
      () => current && setTarget(null),
    );
    return () => {
      current = false;
    };
  }, [n]);

  useEffect(() => {
    // replace(): the short link itself should not stay in the history, or Back would bounce out again.
    if (target) window.location.replace(target);
  }, [target]);

  if (target === null) return <Navigate to="/" replace />;
  return <p className="page-loading">{t('leaving')}</p>;
}
