import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import * as styles from './resource-table.module.css';

interface PagerProps {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Where the list is (page n of m, rows in all), the page before and after, and how many rows a page shows. */
export function TablePager({ page, pages, total, pageSize, pageSizes, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <nav className={styles.pager} aria-label={t('table.page', { page, pages })}>
      <button type="button" className={admin.secondary} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('table.previous')}
      </button>
      <span aria-live="polite">
        {t('table.page', { page, pages })} · {t('table.total', { count: total })}
      </span>
      <button type="button" className={admin.secondary} onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('table.next')}
      </button>
      <label className={styles.filter}>
        <span>{t('table.pageSize')}</span>
        <select className={admin.select} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
