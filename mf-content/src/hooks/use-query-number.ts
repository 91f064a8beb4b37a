import { useSearchParams } from '@portal/shared/router';

/** A positive whole number from the query (`?page=2`, `?id=9`), or null when absent or not one. */
export function useQueryNumber(name: string): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** The list page the URL asks for (`?page=`), 1 by default. */
export function usePageNumber(): number {
  return useQueryNumber('page') ?? 1;
}
