import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminBulkApproveResult, AdminRegistrationSummary } from '@portal/contracts/admin-review';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { confirm } from '@portal/shared/ui';
import { ResourceTable, type BulkAction, type TableFilter } from '../../components/resource-table';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/review-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatMinute } from '../../lib/format';
import * as styles from './registrations.module.css';
import { bulkApprove, loadRegistrations } from './api';
import { BulkResult } from './BulkResult';
import { GROUPS, REGISTRATION_STATUSES } from './labels';
import { StatusBadge } from './StatusBadge';

const column = createColumnHelper<AdminRegistrationSummary>();

/** /admin/registrations: every registration of the season, filtered and searched on the server; bulk approval. */
export default function RegistrationsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const [result, setResult] = useState<AdminBulkApproveResult | null>(null);
  useDocumentTitle(t('resource.registrations'));

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('registrations.id'), enableSorting: false, cell: (cell) => <Link to={String(cell.getValue())}>#{cell.getValue()}</Link> }),
      column.accessor('teamName', { header: t('registrations.team'), enableSorting: false, cell: (cell) => <Link to={String(cell.row.original.id)}>{cell.getValue()}</Link> }),
      column.accessor('group', { header: t('review.group'), enableSorting: false, cell: (cell) => <span className={styles.nowrap}>{t(`review.groupShort.${cell.getValue()}`)}</span> }),
      column.accessor('status', { header: t('review.status'), enableSorting: false, cell: (cell) => <StatusBadge status={cell.getValue()} /> }),
      column.accessor('members', { header: t('registrations.members'), enableSorting: false }),
      column.accessor('school', { header: t('registrations.school'), enableSorting: false, cell: (cell) => cell.getValue() ?? '—' }),
      column.accessor('createdAt', { id: 'created', header: t('registrations.created'), cell: (cell) => <span className={styles.nowrap}>{formatMinute(cell.getValue(), language)}</span> }),
      column.accessor('updatedAt', { id: 'updated', header: t('registrations.updated'), cell: (cell) => <span className={styles.nowrap}>{formatMinute(cell.getValue(), language)}</span> }),
    ],
    [t, language],
  );
  const filters: TableFilter[] = [
    { id: 'group', label: t('review.group'), options: GROUPS.map((group) => ({ value: String(group), label: t(`review.groupName.${group}`) })) },
    { id: 'status', label: t('review.status'), options: REGISTRATION_STATUSES.map((status) => ({ value: status, label: t(`review.registrationStatus.${status}`) })) },
  ];
  const approve: BulkAction<AdminRegistrationSummary> = {
    label: t('registrations.bulkApprove'),
    run: async (rows) => {
      const ids = rows.map((row) => row.id);
      const confirmed = await confirm({
        title: t('registrations.bulkApproveTitle', { count: ids.length }),
        message: t('registrations.bulkApproveMessage', { ids: ids.map((id) => `#${id}`).join(', ') }),
        confirmLabel: t('registrations.approve'),
        cancelLabel: t('review.cancel'),
      });
      if (!confirmed) return;
      setResult(await bulkApprove(ids));
    },
  };

  return (
    <>
      <h1>{t('resource.registrations')}</h1>
      {result && <BulkResult result={result} onDismiss={() => setResult(null)} />}
      <ResourceTable<AdminRegistrationSummary>
        caption={t('registrations.caption')}
        columns={columns}
        load={loadRegistrations}
        rowId={(row) => String(row.id)}
        filters={filters}
        bulkActions={[approve]}
      />
    </>
  );
}
