import type { Group } from '@portal/shared/contracts';

/** The spec's groups, in the order the page offers them: 1 secondary school, 2 university. */
export const GROUPS: readonly Group[] = [1, 2];

/** Any value other than 2 means the secondary-school group, the first banner's default. */
export function parseGroup(value: string | null): Group {
  return value === '2' ? 2 : 1;
}
