import { useCallback, useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { StaffListItem } from '@portal/contracts/admin-staff';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { staffSession } from '../../api/session';
import { STAFF_ROLES } from '../../api/staff-auth-types';
import * as admin from '../../components/admin.module.css';
import { ResourceTable, type TableFilter, type TableQuery } from '../../components/resource-table';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/results-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatMinute } from '../../lib/format';
import { useStore } from '../../lib/store';
import { loadStaff } from './api';
import { InviteForm } from './InviteForm';
import { StaffActions } from './StaffActions';
import * as styles from './staff.module.css';

const column = createColumnHelper<StaffListItem>();
const STATUSES = ['invited', 'active', 'disabled'] as const;
const STATUS_CLASS: Record<StaffListItem['status'], string> = { invited: styles.statusInvited, active: styles.statusActive, disabled: styles.statusDisabled };

/** /admin/staff: every staff member (role, status, second factors, last sign-in), invitations, roles, disabling. */
export default function StaffPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const { me } = useStore(staffSession);
  const [version, setVersion] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  useDocumentTitle(t('resource.staff'));

  const changed = useCallback(() => setVersion((n) => n + 1), []);
  // A new function after each change: the table reads its page again, where it stands.
  const load = useCallback((query: TableQuery, signal: AbortSignal) => loadStaff(query, signal), [version]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('staff.name'),
        enableSorting: false,
        cell: (cell) => (
          <>
            {cell.getValue()}
            {cell.row.original.id === me?.member.id && <span className={styles.you}>{t('staff.you')}</span>}
          </>
        ),
      }),
      column.accessor('email', { header: t('staff.email'), enableSorting: false, cell: (cell) => <span className={styles.email}>{cell.getValue()}</span> }),
      column.accessor('role', { header: t('staff.role'), enableSorting: false, cell: (cell) => <span className={styles.nowrap}>{t(`role.${cell.getValue()}`)}</span> }),
      column.accessor('status', {
        header: t('staff.status'),
        enableSorting: false,
        cell: (cell) => <span className={`${styles.badge} ${STATUS_CLASS[cell.getValue()]}`}>{t(`staff.statusName.${cell.getValue()}`)}</span>,
      }),
      column.accessor('factors', {
        header: t('staff.factors'),
        enableSorting: false,
        cell: (cell) => (cell.getValue().length > 0 ? cell.getValue().map((factor) => t(`staff.factor.${factor}`)).join(t('results.listSeparator')) : '—'),
      }),
      column.accessor('lastSignInAt', {
        header: t('staff.lastSignIn'),
        enableSorting: false,
        cell: (cell) => <span className={styles.nowrap}>{cell.getValue() ? formatMinute(cell.getValue() ?? '', language) : t('staff.never')}</span>,
      }),
      column.display({
        id: 'actions',
        header: t('staff.actions'),
        cell: (cell) => <StaffActions member={cell.row.original} self={cell.row.original.id === me?.member.id} onChanged={changed} onRefused={setRefusal} />,
      }),
    ],
    [t, language, me, changed],
  );
  const filters: TableFilter[] = [
    { id: 'role', label: t('staff.role'), options: STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) })) },
    { id: 'status', label: t('staff.status'), options: STATUSES.map((status) => ({ value: status, label: t(`staff.statusName.${status}`) })) },
  ];
  return (
    <>
      <h1>{t('resource.staff')}</h1>
      <div className={styles.page}>
        <InviteForm onInvited={changed} />
        <section aria-labelledby="staff-list">
          <h2 id="staff-list" className={styles.heading}>{t('staff.members')}</h2>
          {refusal && (
            <p role="alert" className={admin.notice}>
              {refusal}
            </p>
          )}
          <ResourceTable<StaffListItem> caption={t('staff.caption')} columns={columns} load={load} rowId={(row) => String(row.id)} filters={filters} searchable={false} />
        </section>
      </div>
    </>
  );
}
