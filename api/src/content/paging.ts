import type { SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  page_no: number;
  page_size: number;
}

/** A page of a list as the API answers it (@portal/contracts/common). */
export type { Paged as Page } from '@portal/contracts/common';

/**
 * Runs a filtered query twice: once for the total, once for the requested page. A page past
 * the end is an empty list with the real count, so a client can tell where the end is.
 * `selectPage` adds the columns and ORDER BY of the page query (a total needs neither).
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, object>,
  { page_no, page_size }: PageRequest,
  selectPage: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ rows: Row[]; count: number }> {
  // Kysely cannot resolve the result type of a generic builder; the shape is certain here.
  const total = (await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()) as
    | { n: number | string | bigint }
    | undefined;
  const rows = await selectPage(query)
    .limit(page_size)
    .offset((page_no - 1) * page_size)
    .execute();
  // PostgreSQL returns count(*) as a bigint string; SQLite as a number.
  return { rows, count: Number(total?.n ?? 0) };
}
