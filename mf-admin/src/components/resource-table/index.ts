export { ResourceTable } from './ResourceTable';
export type { ResourceTableProps } from './ResourceTable';
export type { BulkAction, TableFilter, TablePage, TableQuery } from './types';
export { pagedLoader } from './paged-loader';
