import { useEffect, useState } from 'react';
import type { TablePage, TableQuery } from './types';

export type TableData<Row> =
  | { status: 'loading'; page: TablePage<Row> | null }
  | { status: 'failed'; page: TablePage<Row> | null }
  | { status: 'ready'; page: TablePage<Row> };

interface Answer<Row> {
  /** The query and reload it answers: another one is still loading. */
  asked: string;
  page: TablePage<Row> | null;
  failed: boolean;
}

/**
 * The page of rows for a query, loaded from the server whenever the query (or `version`: a reload) changes; the rows
 * shown before stay while the next page loads, so the table does not jump. An answer left behind is aborted.
 */
export function useTableData<Row>(
  load: (query: TableQuery, signal: AbortSignal) => Promise<TablePage<Row>>,
  query: TableQuery,
  version: number,
): TableData<Row> {
  const asked = `${version}|${JSON.stringify(query)}`;
  const [answer, setAnswer] = useState<Answer<Row>>({ asked: '', page: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    // The query is read back from the key, so the effect depends on its value, not on the object's identity.
    const question = JSON.parse(asked.slice(asked.indexOf('|') + 1)) as TableQuery;
    load(question, controller.signal).then(
      (page) => controller.signal.aborted || setAnswer({ asked, page, failed: false }),
      () => controller.signal.aborted || setAnswer((before) => ({ asked, page: before.page, failed: true })),
    );
    return () => controller.abort();
  }, [load, asked]);
  if (answer.asked !== asked) return { status: 'loading', page: answer.page };
  if (answer.failed || !answer.page) return { status: 'failed', page: answer.page };
  return { status: 'ready', page: answer.page };
}
