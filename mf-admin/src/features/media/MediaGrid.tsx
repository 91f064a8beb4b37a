import { useState } from 'react';
import type { MediaItem } from '@portal/contracts/admin-media';
import { useLanguageStore, useTranslation } from '@portal/shared/i18n';
import * as admin from '../../components/admin.module.css';
import { TablePager, TableToolbar, useTableData, type TableQuery } from '../../components/resource-table';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { loadMedia } from './api';
import { MediaThumb } from './MediaThumb';
import * as styles from './media.module.css';

interface MediaGridProps {
  /** Names the list for assistive technology. */
  label: string;
  /** A change reloads the page shown (after an upload, an edit, a deletion). */
  version: number;
  selectedId: number | null;
  onSelect: (item: MediaItem) => void;
  /** The thumbnails' drawn width (`sizes`). */
  sizes?: string;
}

const PAGE_SIZES = [24, 48] as const;

/**
 * The library as a grid of thumbnails, with the lists' search box and pager (the server pages and searches): each
 * image is a button named by its alt text in the page's language, pressed when it is the one selected.
 */
export function MediaGrid({ label, version, selectedId, onSelect, sizes = '200px' }: MediaGridProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguageStore((state) => state.language);
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: PAGE_SIZES[0], sort: null, search: '', filters: {} });
  const [retries, setRetries] = useState(0);
  const data = useTableData(loadMedia, query, version + retries);
  const items = data.page?.rows ?? [];
  const total = data.page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));

  return (
    <div>
      <TableToolbar searchable search={query.search} onSearch={(search) => setQuery((before) => ({ ...before, search, page: 1 }))} filters={[]} values={{}} onFilter={() => undefined} />
      <ul className={styles.grid} aria-label={label} aria-busy={data.status === 'loading'}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.card} aria-pressed={item.id === selectedId} onClick={() => onSelect(item)}>
              <MediaThumb item={item} alt={item.alt[language]} sizes={sizes} className={styles.thumb} />
              <span className={styles.caption}>
                <span className={styles.alt} aria-hidden="true">
                  {item.alt[language]}
                </span>
                <span className={styles.badges}>
                  <span className={styles.badge}>#{item.id}</span>
                  {item.sample && <span className={styles.badge}>{t('media.sample')}</span>}
                  {item.uses.length > 0 && <span className={styles.badge}>{t('media.usedBy', { count: item.uses.length })}</span>}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {items.length === 0 && (
        <p className={styles.state}>
          {data.status === 'loading' ? <span role="status">{t('media.loading')}</span> : data.status === 'failed' ? <span role="alert">{t('media.loadFailed')}</span> : t('media.empty')}
        </p>
      )}
      {data.status === 'failed' && (
        <button type="button" className={admin.secondary} onClick={() => setRetries((n) => n + 1)}>
          {t('app.retry')}
        </button>
      )}
      <TablePager
        page={query.page}
        pages={pages}
        total={total}
        pageSize={query.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(page) => setQuery((before) => ({ ...before, page }))}
        onPageSize={(pageSize) => setQuery((before) => ({ ...before, pageSize, page: 1 }))}
      />
    </div>
  );
}
