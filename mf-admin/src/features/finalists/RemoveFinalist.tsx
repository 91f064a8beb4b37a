import { useState } from 'react';
import type { AdminFinalist } from '@portal/contracts/admin-results';
import { failureText } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { useNavigate } from '@portal/shared/router';
import { confirm } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { removeFinalist } from './api';
import { localized } from './localized';
import * as styles from './finalists.module.css';

/**
 * Frees a finalist's place (a seeded sample, a mistaken entry), confirmed first. The server refuses a finalist that
 * votes, jury scores or a published result name, in its own words, and asks for the second factor again when stale.
 */
export function RemoveFinalist({ finalist }: { finalist: AdminFinalist }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const team = localized(finalist.teamName, language);

  const remove = async () => {
    const confirmed = await confirm({
      title: t('finalists.removeTitle', { position: finalist.position, team }),
      message: t('finalists.removeMessage'),
      confirmLabel: t('finalists.remove'),
      cancelLabel: t('results.cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    setRefusal(null);
    try {
      await removeFinalist(finalist.id);
      void navigate(adminPath('finalists'), { replace: true });
    } catch (failure) {
      setRefusal(failureText(failure, t('finalists.removeFailed')));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="finalist-remove" className={styles.panel}>
      <h2 id="finalist-remove">{t('finalists.removeHeading')}</h2>
      <p className={admin.hint}>{t('finalists.removeHint')}</p>
      {refusal && (
        <p role="alert" className={admin.error}>
          {refusal}
        </p>
      )}
      <button type="button" className={`${admin.button} ${admin.secondary}`} onClick={() => void remove()} disabled={busy}>
        {t('finalists.remove')}
      </button>
    </section>
  );
}
