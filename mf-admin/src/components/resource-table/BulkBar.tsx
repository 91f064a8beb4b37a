import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import type { BulkAction } from './types';
import * as styles from './resource-table.module.css';

/** How many rows are selected, and what can be done with them (one action at a time). */
export function BulkBar<Row>({ count, actions, onRun }: { count: number; actions: readonly BulkAction<Row>[]; onRun: (action: BulkAction<Row>) => Promise<void> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.bulk} role="region" aria-label={t('table.selected', { count })}>
      <span>{t('table.selected', { count })}</span>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={admin.secondary}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onRun(action).finally(() => setBusy(false));
          }}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
