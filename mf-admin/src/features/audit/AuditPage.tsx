import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditEntry } from '@portal/contracts/admin-audit';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ResourceTable, type TableQuery } from '../../components/resource-table';
import { useDocumentTitle } from '../../components/SignInCard';
import { useStaffData } from '../../hooks/use-staff-data';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/review-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatInstant } from '../../lib/format';
import { actionKey, targetPath } from './actions';
import { fetchStaffNames, loadAudit } from './api';
import { AuditFilters, auditQuery, NO_FILTERS, type AuditFilterValues } from './AuditFilters';
import { VerifyChain } from './VerifyChain';
import * as styles from './audit.module.css';

const column = createColumnHelper<AuditEntry>();

/** /admin/audit: the log of every staff action, newest first, with its filters; and the check of its chain. */
export default function AuditPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const staff = useStaffData('audit-staff', fetchStaffNames);
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  useDocumentTitle(t('resource.audit'));

  const query = auditQuery(filters);
  const queryKey = JSON.stringify(query);
  // The form's filters go with every page the table asks for; a new set of filters is a new table (page 1).
  const load = useMemo(() => {
    const extra = JSON.parse(queryKey) as Record<string, string>;
    return (tableQuery: TableQuery, signal: AbortSignal) => loadAudit({ ...tableQuery, filters: { ...tableQuery.filters, ...extra } }, signal);
  }, [queryKey]);

  const columns = useMemo(
    () => [
      column.accessor('seq', { header: t('audit.seq'), enableSorting: false }),
      column.accessor('at', { header: t('audit.at'), enableSorting: false, cell: (cell) => <span className={styles.nowrap}>{formatInstant(cell.getValue(), language)}</span> }),
      column.accessor('actor', {
        header: t('audit.actor'),
        enableSorting: false,
        cell: (cell) => {
          const actor = cell.getValue();
          if (actor.kind === 'staff') return actor.name ?? t('audit.staffId', { id: actor.id });
          if (actor.kind === 'cli') return t('audit.cli', { name: actor.name ?? '' });
          return t('audit.system', { name: actor.name ?? '' });
        },
      }),
      column.accessor('action', {
        header: t('audit.actionColumn'),
        enableSorting: false,
        cell: (cell) => {
          const key = actionKey(cell.getValue());
          return key ? (
            <>
              {t(key)}
              <br />
              <code className={styles.key}>{cell.getValue()}</code>
            </>
          ) : (
            <code>{cell.getValue()}</code>
          );
        },
      }),
      column.accessor('target', {
        header: t('audit.target'),
        enableSorting: false,
        cell: (cell) => {
          const target = cell.getValue();
          if (!target) return '—';
          const path = targetPath(target);
          return path ? <Link to={path}>{target}</Link> : target;
        },
      }),
      column.accessor('detail', {
        header: t('audit.detail'),
        enableSorting: false,
        cell: (cell) => {
          const entries = Object.entries(cell.getValue());
          if (entries.length === 0) return '—';
          return (
            <dl className={styles.detail}>
              {entries.map(([key, value]) => (
                <div key={key}>
                  <dt>{key}</dt>
                  <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
                </div>
              ))}
            </dl>
          );
        },
      }),
    ],
    [t, language],
  );

  return (
    <>
      <h1>{t('resource.audit')}</h1>
      <p className={styles.intro}>{t('audit.intro')}</p>
      <VerifyChain />
      <AuditFilters staff={staff.data ?? []} onApply={setFilters} />
      <ResourceTable<AuditEntry>
        key={queryKey}
        caption={t('audit.caption')}
        columns={columns}
        load={load}
        rowId={(row) => String(row.seq)}
        searchable={false}
        pageSizes={[50, 20]}
      />
    </>
  );
}
