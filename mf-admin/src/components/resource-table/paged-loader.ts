import type { Paged } from '@portal/shared/contracts';
import { staffGet } from '../../api/staff-client';
import type { TablePage, TableQuery } from './types';

/**
 * A list endpoint of the staff API as a table's `load`: the house's paging (`page_no`, `page_size` → `Paged`), `sort`
 * and `order`, `search` for the search box, and each filter by its id. The staff API's lists take these (contracts/admin-review.ts).
 */
export function pagedLoader<Row>(url: string): (query: TableQuery, signal: AbortSignal) => Promise<TablePage<Row>> {
  return async (query, signal) => {
    const params = {
      page_no: query.page,
      page_size: query.pageSize,
      ...(query.sort ? { sort: query.sort.id, order: query.sort.desc ? 'desc' : 'asc' } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...query.filters,
    };
    const page = await staffGet<Paged<Row>>(url, params, { signal });
    return { rows: page.lists, total: page.count };
  };
}
