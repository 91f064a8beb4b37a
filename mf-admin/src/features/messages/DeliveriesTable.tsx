import { useCallback, useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { MESSAGE_KINDS, MESSAGE_STATUSES, type AdminMessage } from '@portal/contracts/admin-messages';
import { failureText } from '@portal/shared/form';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { notify } from '@portal/shared/ui';
import * as admin from '../../components/admin.module.css';
import { ResourceTable, type TableFilter, type TableQuery } from '../../components/resource-table';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { formatMinute } from '../../lib/format';
import { loadMessages, retryMessage } from './api';
import * as styles from './messages.module.css';

const column = createColumnHelper<AdminMessage>();

interface DeliveriesTableProps {
  caption: string;
  /** Filters the page fixes (a broadcast's failed mails: its id and `dead`); without them the table offers its own. */
  fixed?: Readonly<Record<string, string>>;
  /** After a dead letter went back to the queue (the report counts again). */
  onRetried?: () => void;
}

/** Messages with their delivery: kind, masked address, status, attempts, last error; a dead letter can be sent again. */
export function DeliveriesTable({ caption, fixed, onRetried }: DeliveriesTableProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const [version, setVersion] = useState(0);
  const load = useCallback(
    (query: TableQuery, signal: AbortSignal) => loadMessages({ ...query, filters: { ...query.filters, ...fixed } }, signal),
    [fixed, version], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const retry = useCallback(
    async (message: AdminMessage) => {
      try {
        await retryMessage(message.id);
        notify('success', t('deliveries.retried', { id: message.id }));
        setVersion((n) => n + 1);
        onRetried?.();
      } catch (failure) {
        failureText(failure, t('deliveries.retryFailed'));
      }
    },
    [t, onRetried],
  );

  const columns = useMemo(
    () => [
      column.accessor('kind', { header: t('deliveries.kind'), enableSorting: false, cell: (cell) => t(`deliveries.kind.${cell.getValue()}`) }),
      column.accessor('to', { header: t('deliveries.to'), enableSorting: false, cell: (cell) => <span className={styles.address}>{cell.getValue()}</span> }),
      column.accessor('lang', { header: t('deliveries.lang'), enableSorting: false, cell: (cell) => t(`broadcasts.language.${cell.getValue()}`, { defaultValue: cell.getValue() }) }),
      column.accessor('status', {
        header: t('deliveries.status'),
        enableSorting: false,
        cell: (cell) => <span className={`${styles.badge} ${styles[cell.getValue()] ?? ''}`}>{t(`deliveries.status.${cell.getValue()}`)}</span>,
      }),
      column.accessor('attempts', { header: t('deliveries.attempts'), enableSorting: false }),
      column.accessor('lastError', { header: t('deliveries.lastError'), enableSorting: false, cell: (cell) => <span className={styles.error}>{cell.getValue() ?? t('deliveries.none')}</span> }),
      column.accessor('createdAt', { header: t('deliveries.created'), enableSorting: false, cell: (cell) => <span className={styles.nowrap}>{formatMinute(cell.getValue(), language)}</span> }),
      column.display({
        id: 'actions',
        header: t('deliveries.actions'),
        cell: (cell) =>
          cell.row.original.status === 'dead' ? (
            <button type="button" className={admin.secondary} aria-label={t('deliveries.retryLabel', { id: cell.row.original.id })} onClick={() => void retry(cell.row.original)}>
              {t('deliveries.retry')}
            </button>
          ) : null,
      }),
    ],
    [t, language, retry],
  );
  const filters: TableFilter[] = fixed
    ? []
    : [
        { id: 'status', label: t('deliveries.status'), options: MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`deliveries.status.${status}`) })) },
        { id: 'kind', label: t('deliveries.kind'), options: MESSAGE_KINDS.map((kind) => ({ value: kind, label: t(`deliveries.kind.${kind}`) })) },
      ];
  return <ResourceTable<AdminMessage> caption={caption} columns={columns} load={load} rowId={(row) => String(row.id)} filters={filters} searchable={false} />;
}
