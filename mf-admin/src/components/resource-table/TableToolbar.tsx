import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import type { TableFilter } from './types';
import * as styles from './resource-table.module.css';

interface ToolbarProps {
  searchable: boolean;
  search: string;
  onSearch: (search: string) => void;
  filters: readonly TableFilter[];
  values: Readonly<Record<string, string>>;
  onFilter: (id: string, value: string) => void;
}

/** The search box (sent with Enter or its button) and one choice per filter. */
export function TableToolbar({ searchable, search, onSearch, filters, values, onFilter }: ToolbarProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [text, setText] = useState(search);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React's events follow the component tree, not the DOM: in a dialog portalled out of another form (the media
    // picker in the article editor), this submit would also submit that form — saving the article on a search.
    event.stopPropagation();
    onSearch(text.trim());
  };
  return (
    <div className={styles.toolbar}>
      {searchable && (
      <form role="search" className={styles.search} onSubmit={submit}>
        <label htmlFor={`${id}-search`} className={admin.label}>
          {t('table.search')}
        </label>
        <input id={`${id}-search`} type="search" className={admin.input} value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className={admin.secondary}>
          {t('table.searchSubmit')}
        </button>
      </form>
      )}
      {filters.map((filter) => (
        <label key={filter.id} className={styles.filter}>
          <span className={admin.label}>{filter.label}</span>
          <select className={admin.select} value={values[filter.id] ?? ''} onChange={(event) => onFilter(filter.id, event.target.value)}>
            <option value="">{t('table.all')}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
