import type { Device } from '@portal/shared/contracts';
import { EQUIVALENTS, HOME_PATH, pathOf, splitPath } from './routes';

/**
 * The same page on the other device: `/pc/latestNewsDetail?id=3` → `/mobile/news/consult/detail?id=3`.
 * The query string travels with it (ids, groups); a page with no counterpart leads to the device's home.
 */
export function equivalentPath(pathname: string, search: string, target: Device): string {
  const parts = splitPath(pathname);
  if (!parts) return HOME_PATH[target];
  if (parts.device === target) return pathname + search;
  const from = parts.device === 'pc' ? 0 : 1;
  const to = target === 'pc' ? 0 : 1;
  const row = EQUIVALENTS.find((candidate) => candidate[from] === parts.route);
  const counterpart = row?.[to];
  return counterpart ? pathOf(target, counterpart) + search : HOME_PATH[target];
}
