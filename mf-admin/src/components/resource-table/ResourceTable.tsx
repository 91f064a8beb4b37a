import { useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from '@portal/shared/i18n';
import * as admin from '../admin.module.css';
import { ADMIN_NAMESPACE } from '../../i18n/translations';
import { BulkBar } from './BulkBar';
import { TablePager } from './TablePager';
import { TableToolbar } from './TableToolbar';
import { useTableData } from './use-table-data';
import type { BulkAction, TableFilter, TablePage, TableQuery } from './types';
import * as styles from './resource-table.module.css';

export interface ResourceTableProps<Row> {
  caption: string;
  // `any`: each column has its own value type; TanStack's own column lists (createColumnHelper) are typed this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** One page from the server: paging, sorting, searching and filtering are the server's (ResourceTable only asks). */
  load: (query: TableQuery, signal: AbortSignal) => Promise<TablePage<Row>>;
  rowId: (row: Row) => string;
  filters?: readonly TableFilter[];
  bulkActions?: readonly BulkAction<Row>[];
  pageSizes?: readonly number[];
  /** False for an endpoint without a `search` parameter (it would refuse one): no search box. */
  searchable?: boolean;
}

/**
 * The back office's list: TanStack Table (headless) with everything done on the server — pages, one sort, the search
 * box, filters — rows selected for bulk actions, and its loading, failed and empty states. Each resource's list page
 * gives its columns and its `load`.
 */
export function ResourceTable<Row>({ caption, columns, load, rowId, filters = [], bulkActions = [], pageSizes = [20, 50], searchable = true }: ResourceTableProps<Row>) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSizes[0] ?? 20 });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  const [filterValues, setFilterValues] = useState<Record<string, string>>({});
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [version, setVersion] = useState(0);

  const sort = sorting[0];
  const query: TableQuery = {
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort: sort ? { id: sort.id, desc: sort.desc } : null,
    search,
    filters: Object.fromEntries(Object.entries(filterValues).filter(([, value]) => value !== '')),
  };
  const data = useTableData(load, query, version);
  const rows = data.page?.rows ?? [];
  const total = data.page?.total ?? 0;

  // Any change of what is listed starts again at page 1 with nothing selected: a selection is of rows seen.
  const fresh = () => {
    setPagination((before) => ({ ...before, pageIndex: 0 }));
    setRowSelection({});
  };
  const labels = { all: t('table.selectAll'), row: (id: string) => t('table.selectRow', { id }) };
  // Nothing here memoizes what the table returns (no React Compiler in this build), which is what the rule guards.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: bulkActions.length > 0 ? [selectColumn<Row>(labels), ...columns] : columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    rowCount: total,
    state: { pagination, sorting, rowSelection },
    onPaginationChange: (updater) => {
      setPagination(updater);
      setRowSelection({});
    },
    onSortingChange: (updater) => {
      setSorting(updater);
      fresh();
    },
    onRowSelectionChange: setRowSelection,
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const pages = Math.max(1, table.getPageCount());
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div>
      <TableToolbar
        searchable={searchable}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          fresh();
        }}
        filters={filters}
        values={filterValues}
        onFilter={(id, value) => {
          setFilterValues((before) => ({ ...before, [id]: value }));
          fresh();
        }}
      />
      {bulkActions.length > 0 && selected.length > 0 && (
        <BulkBar
          count={selected.length}
          actions={bulkActions}
          onRun={async (action) => {
            await action.run(selected).catch(() => undefined); // the client has said why
            setRowSelection({});
            setVersion((n) => n + 1);
          }}
        />
      )}
      <div className={styles.scroll}>
        <table className={styles.table} aria-busy={data.status === 'loading'}>
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className={styles.sort} onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} aria-selected={bulkActions.length > 0 ? row.getIsSelected() : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className={styles.state}>
                  <TableState status={data.status} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {data.status === 'failed' && rows.length > 0 && <TableState status="failed" />}
      {data.status === 'failed' && (
        <button type="button" className={admin.secondary} onClick={() => setVersion((n) => n + 1)}>
          {t('app.retry')}
        </button>
      )}
      <TablePager
        page={pagination.pageIndex + 1}
        pages={pages}
        total={total}
        pageSize={pagination.pageSize}
        pageSizes={pageSizes}
        onPage={(page) => table.setPageIndex(page - 1)}
        onPageSize={(size) => {
          table.setPageSize(size);
          fresh();
        }}
      />
    </div>
  );
}

function TableState({ status }: { status: 'loading' | 'failed' | 'ready' }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (status === 'loading') return <span role="status">{t('table.loading')}</span>;
  if (status === 'failed') return <span role="alert">{t('table.failed')}</span>;
  return <span>{t('table.empty')}</span>;
}

/** The selection column: a box per row, and one in the header for every row of the page. */
function selectColumn<Row>(labels: { all: string; row: (id: string) => string }): ColumnDef<Row> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className={styles.check}
        aria-label={labels.all}
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={styles.check}
        aria-label={labels.row(row.id)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
