export { ResourceTable } from './ResourceTable';
export type { ResourceTableProps } from './ResourceTable';
export type { BulkAction, TableFilter, TablePage, TableQuery } from './types';
export { pagedLoader } from './paged-loader';
// The parts a list drawn otherwise than as a table (the media library's grid) shares with it: the query, the search
// box and the pager.
export { TablePager } from './TablePager';
export { TableToolbar } from './TableToolbar';
export { useTableData } from './use-table-data';
