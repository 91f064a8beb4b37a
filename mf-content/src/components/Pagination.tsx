import { Link, useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n';
import { CONTENT_NAMESPACE } from '../i18n/translations';
import * as styles from './components.module.css';

interface PaginationProps {
  page: number;
  pageSize: number;
  count: number;
}

/** Page links that keep the rest of the query (`?id=` of a detail page, `?group=`) and change `?page=`. */
export function Pagination({ page, pageSize, count }: PaginationProps) {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1 && page <= 1) return null;
  const to = (target: number): string => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  const first = Math.max(1, Math.min(page, pages) - 3);
  const numbers = Array.from({ length: Math.min(pages, first + 6) - first + 1 }, (_, index) => first + index);
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={to(Math.min(page - 1, pages))} rel="prev">
              {t('pagination.previous')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('pagination.previous')}</span>
          )}
        </li>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={to(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={to(page + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('pagination.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
