import type { ReactNode } from 'react';
import type { Paged } from '@portal/shared/contracts';
import type { RemoteData } from '@portal/shared/data';
import { DataPart } from './DataPart';
import { Pagination } from './Pagination';

interface PagedPartProps<T> {
  data: RemoteData<Paged<T>>;
  /** The page shown (`?page=`) and the size it was asked with. */
  page: number;
  pageSize: number;
  children: (items: T[]) => ReactNode;
}

/** A data part that is one page of a list: its items, then the page links. */
export function PagedPart<T>({ data, page, pageSize, children }: PagedPartProps<T>) {
  return (
    <DataPart data={data}>
      {({ lists, count }) => (
        <>
          {children(lists)}
          <Pagination page={page} pageSize={pageSize} count={count} />
        </>
      )}
    </DataPart>
  );
}
