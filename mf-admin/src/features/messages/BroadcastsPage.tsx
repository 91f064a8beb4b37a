import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { BroadcastSummary } from '@portal/contracts/admin-broadcasts';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import { ResourceTable } from '../../components/resource-table';
import { useDocumentTitle } from '../../components/SignInCard';
import { adminPath } from '../../config/paths';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/messages-texts'; // this area's texts come with it (not on the sign-in's first load)
import { formatMinute } from '../../lib/format';
import { loadBroadcasts } from './api';
import { MessagesTabs } from './MessagesTabs';
import * as styles from './messages.module.css';

const column = createColumnHelper<BroadcastSummary>();

/** /admin/broadcasts (organizers): the broadcasts sent, newest first, with their delivery; a new one from here. */
export default function BroadcastsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  useDocumentTitle(t('messages.broadcasts'));

  const columns = useMemo(
    () => [
      column.accessor('subject', {
        header: t('broadcasts.subject'),
        enableSorting: false,
        cell: (cell) => (
          <Link className={styles.subjectLink} to={adminPath('broadcasts/:id').replace(':id', String(cell.row.original.id))}>
            {cell.getValue()}
          </Link>
        ),
      }),
      column.accessor('sentAt', { header: t('broadcasts.sentAt'), enableSorting: false, cell: (cell) => <span className={styles.nowrap}>{formatMinute(cell.getValue(), language)}</span> }),
      column.accessor('recipients', { header: t('broadcasts.recipients'), enableSorting: false }),
      column.accessor('delivery', { header: t('broadcasts.delivery'), enableSorting: false, cell: (cell) => t('broadcasts.deliveryCell', cell.getValue()) }),
      column.accessor('sentBy', { header: t('broadcasts.sentBy'), enableSorting: false }),
    ],
    [t, language],
  );

  return (
    <>
      <h1>{t('messages.area')}</h1>
      <MessagesTabs />
      <p className={styles.intro}>{t('broadcasts.intro')}</p>
      <p className={styles.toolbar}>
        <Link className={styles.newLink} to={adminPath('broadcasts/:id').replace(':id', 'new')}>
          {t('broadcasts.new')}
        </Link>
      </p>
      <ResourceTable<BroadcastSummary> caption={t('broadcasts.caption')} columns={columns} load={loadBroadcasts} rowId={(row) => String(row.id)} searchable={false} />
    </>
  );
}
