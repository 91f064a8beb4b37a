import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminWorkSummary } from '@portal/contracts/admin-review';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ResourceTable, type TableFilter } from '../../components/resource-table';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/review-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatBytes, formatDuration, formatMinute } from '../../lib/format';
import * as styles from './works.module.css';
import { fetchWorkSteps, loadWorks } from './api';
import { GROUPS, WORK_STATUSES } from './labels';
import { WorkStatusBadge } from './WorkStatusBadge';

const column = createColumnHelper<AdminWorkSummary>();

/** /admin/works: every work of the season, filtered by group, step and status and searched on the server. */
export default function WorksPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const steps = useStaffData('work-steps', fetchWorkSteps);
  useDocumentTitle(t('resource.works'));

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('works.id'), enableSorting: false, cell: (cell) => <Link to={String(cell.getValue())}>#{cell.getValue()}</Link> }),
      column.accessor('title', { header: t('works.workTitle'), enableSorting: false, cell: (cell) => <Link to={String(cell.row.original.id)}>{cell.getValue()}</Link> }),
      column.accessor('teamName', { header: t('works.team'), enableSorting: false }),
      column.accessor('group', { header: t('review.group'), enableSorting: false, cell: (cell) => <span className={styles.nowrap}>{t(`review.groupShort.${cell.getValue()}`)}</span> }),
      column.accessor('stepTitle', { header: t('review.step'), enableSorting: false }),
      column.accessor('status', { header: t('review.status'), enableSorting: false, cell: (cell) => <WorkStatusBadge status={cell.getValue()} /> }),
      column.accessor('file', {
        header: t('works.file'),
        enableSorting: false,
        cell: (cell) => {
          const file = cell.getValue();
          const parts = [file.type.toUpperCase(), formatBytes(file.size, language), file.durationSeconds === null ? null : formatDuration(file.durationSeconds)];
          return <span className={styles.nowrap}>{parts.filter(Boolean).join(' · ')}</span>;
        },
      }),
      column.accessor('submittedAt', { header: t('works.submitted'), enableSorting: false, cell: (cell) => <span className={styles.nowrap}>{formatMinute(cell.getValue(), language)}</span> }),
    ],
    [t, language],
  );
  const filters: TableFilter[] = [
    { id: 'group', label: t('review.group'), options: GROUPS.map((group) => ({ value: String(group), label: t(`review.groupName.${group}`) })) },
    { id: 'step', label: t('review.step'), options: (steps.data ?? []).map(({ step, title }) => ({ value: step, label: title })) },
    { id: 'status', label: t('review.status'), options: WORK_STATUSES.map((status) => ({ value: status, label: t(`review.workStatus.${status}`) })) },
  ];
  return (
    <>
      <h1>{t('resource.works')}</h1>
      <ResourceTable<AdminWorkSummary> caption={t('works.caption')} columns={columns} load={loadWorks} rowId={(row) => String(row.id)} filters={filters} />
    </>
  );
}
