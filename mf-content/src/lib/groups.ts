import type { GroupNumber } from '@portal/shared/contracts';

/** The two contests, in the order pages show them: 1 secondary school (film), 2 university (business plan). */
export const GROUPS: readonly GroupNumber[] = [1, 2];

/** `?group=` as a group, or null when it names none. */
export function parseGroup(value: string | null): GroupNumber | null {
  return GROUPS.find((group) => String(group) === value) ?? null;
}
