/** What a list page asks the server for: one page, one sort, the search box and the filters (by filter id). */
export interface TableQuery {
  /** 1-based, as the API's page_no. */
  page: number;
  pageSize: number;
  sort: { id: string; desc: boolean } | null;
  search: string;
  filters: Readonly<Record<string, string>>;
}

/** One page of rows and how many there are in all. */
export interface TablePage<Row> {
  rows: Row[];
  total: number;
}

/** A filter shown as a choice above the table; the empty value means "all". */
export interface TableFilter {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** An action on the selected rows (approve, export…): the table clears the selection and reloads after it. */
export interface BulkAction<Row> {
  label: string;
  run: (rows: Row[]) => Promise<unknown>;
}
