import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminArticleSummary } from '@portal/contracts/admin-articles';
import { Link } from '@portal/shared/router';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { ResourceTable, type TableFilter } from '../../components/resource-table';
import { useDocumentTitle } from '../../components/SignInCard';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import '../../i18n/articles-texts'; // this page's texts come with it (not on the sign-in's first load)
import { formatMinute } from '../../lib/format';
import { loadArticles } from './api';
import { CATEGORIES, STATES } from './labels';
import { NewArticle } from './NewArticle';
import { StateBadge } from './StateBadge';
import { pickTitle } from './title';
import * as styles from './articles.module.css';

const column = createColumnHelper<AdminArticleSummary>();

/** /admin/articles: news, FAQ and the text pages, filtered by category and state and searched by title on the server. */
export default function ArticlesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  useDocumentTitle(t('resource.articles'));

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('articles.id'), enableSorting: false, cell: (cell) => <Link to={String(cell.getValue())}>#{cell.getValue()}</Link> }),
      column.accessor('titles', {
        header: t('articles.field.title'),
        enableSorting: false,
        cell: (cell) => (
          <>
            <Link to={String(cell.row.original.id)}>{pickTitle(cell.getValue(), language, t)}</Link>
            {cell.row.original.sample && <span className={styles.sample}>{t('articles.sample')}</span>}
          </>
        ),
      }),
      column.accessor('cid', { header: t('articles.category'), enableSorting: false, cell: (cell) => t(`articles.category.${cell.getValue()}`) }),
      column.accessor('state', {
        header: t('articles.state'),
        enableSorting: false,
        cell: (cell) => (
          <>
            <StateBadge state={cell.getValue()} />
            {cell.getValue() === 'scheduled' && cell.row.original.publishAt && (
              <span className={styles.when}>{t('articles.hongKongTime', { at: formatMinute(cell.row.original.publishAt, language) })}</span>
            )}
          </>
        ),
      }),
      column.accessor('updatedAt', {
        header: t('articles.updated'),
        enableSorting: false,
        cell: (cell) => (
          <>
            <span className={styles.nowrap}>{formatMinute(cell.getValue(), language)}</span>
            <span className={styles.when}>{cell.row.original.updatedBy.name ?? t(`articles.actor.${cell.row.original.updatedBy.kind}`)}</span>
          </>
        ),
      }),
    ],
    [t, language],
  );
  const filters: TableFilter[] = [
    { id: 'cid', label: t('articles.category'), options: CATEGORIES.map((cid) => ({ value: String(cid), label: t(`articles.category.${cid}`) })) },
    { id: 'state', label: t('articles.state'), options: STATES.map((state) => ({ value: state, label: t(`articles.stateName.${state}`) })) },
  ];
  return (
    <>
      <h1>{t('resource.articles')}</h1>
      <p className={admin.muted}>{t('articles.intro')}</p>
      <NewArticle />
      <ResourceTable<AdminArticleSummary> caption={t('articles.caption')} columns={columns} load={loadArticles} rowId={(row) => String(row.id)} filters={filters} />
    </>
  );
}
