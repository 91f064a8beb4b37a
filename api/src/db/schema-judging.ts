import type { ColumnType, Generated } from 'kysely';
import type { ContestGroup } from './schema-content.js';

// Tables of migration 033_judging (issue 27, docs/adr/0047). Scores are integer hundredths of a point; timestamps
// ISO 8601 UTC strings. `round` is the round's key in the season file, unique within its group.

export interface JudgingEntryTable {
  id: Generated<number>;
  season: string;
  contest_group: ContestGroup;
  round: string;
  /** 1… within the round: the neutral name a blind judge sees ("Entry 7"). */
  number: number;
  /** Screening: the submitted work. */
  work_id: number | null;
  /** Finals: the finalist. */
  finalist_id: number | null;
  /** The team behind the entry (the work's registration, or the finalist's link), for conflicts of interest. */
  registration_id: number | null;
  created_at: string;
}

export interface JudgingAssignmentTable {
  id: Generated<number>;
  entry_id: number;
  staff_id: number;
  /** The panel (the season file's key) the assignment came through, or null for a judge assigned directly. */
  panel: string | null;
  assigned_at: string;
  /** Who assigned: a staff member's name, or the command line's --by. */
  assigned_by: string;
}

export type JudgingSheetStatus = 'draft' | 'submitted';

export interface JudgingSheetTable {
  id: Generated<number>;
  season: string;
  contest_group: ContestGroup;
  round: string;
  staff_id: number;
  status: JudgingSheetStatus;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  /** SHA-256 (hex) of the sheet's canonical content when submitted; null while a draft. */
  hash: string | null;
  reopened_at: string | null;
  reopened_by: string | null;
  reopen_reason: string | null;
}

export interface JudgingScoreTable {
  id: Generated<number>;
  sheet_id: number;
  entry_id: number;
  criterion: string;
  score_centi: number;
  updated_at: string;
}

export interface JudgingConflictTable {
  id: Generated<number>;
  season: string;
  staff_id: number;
  kind: 'team' | 'school';
  registration_id: number | null;
  /** The school as the judge typed it, and folded (NFKC, spaces, case) for comparison. */
  school: string | null;
  school_key: string | null;
  /** The entry the judge declared it from, when declared on a work. */
  entry_id: number | null;
  note: string | null;
  declared_at: string;
}

export interface JudgingShortlistTable {
  id: Generated<number>;
  season: string;
  contest_group: ContestGroup;
  round: string;
  digest: string;
  size: number;
  applied_at: string;
  applied_by: string;
}

/** Columns 033 adds elsewhere: optional on insert, so the rows of earlier code stay as they are. */
export interface StaffLanguageColumns {
  lang: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PublicationSheetColumns {
  /** Canonical JSON `[[judge, sheetHash], …]` of the submitted sheets the table came from; null for a CSV-only table. */
  sheet_hashes: ColumnType<string | null, string | null | undefined, string | null>;
}
