import { sql, type SelectQueryBuilder } from 'kysely';
import type { GroupNumber } from '@portal/contracts/season';
import type { ContestGroup } from '../db/schema-content.js';

// URLs and the API number the groups (1 secondary school, 2 university: the contract's GroupNumber); the database
// names them.
export type { GroupNumber };

export function toGroupNumber(group: ContestGroup): GroupNumber {
  return group === 'secondary' ? 1 : 2;
}

export function toContestGroup(group: GroupNumber): ContestGroup {
  return group === 1 ? 'secondary' : 'university';
}

/** The groups a `?group=` filter selects: the one asked for, or both. For `where(..., 'in', ...)`. */
export function selectedGroups(group: GroupNumber | undefined): ContestGroup[] {
  return group === undefined ? ['secondary', 'university'] : [toContestGroup(group)];
}

/**
 * Narrows a query on a grouped table (one with `contest_group`) to the groups asked for and
 * orders it by group, secondary school first: `.$call(inGroups(group))`. Works on any such
 * table, which a typed column name could not express.
 */
export function inGroups(group: GroupNumber | undefined) {
  const column = sql.ref('contest_group');
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    query.where(column, 'in', selectedGroups(group)).orderBy(column);
}
