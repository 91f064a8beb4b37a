import type { ColumnType, Generated } from 'kysely';
import type { ContestGroup } from './schema-content.js';

// Tables of migration 009_scoring. Scores are integer hundredths of a point (87.5 → 8750) so that sums, means and
// the tie rule never meet floating-point drift; timestamps are ISO 8601 UTC strings.

export interface JuryScoreTable {
  id: Generated<number>;
  season: string;
  contest_group: ContestGroup;
  /** The judge as the score sheet names them (a code or a name); compared exactly. */
  judge: string;
  finalist_id: number;
  criterion: string;
  score_centi: number;
  imported_at: string;
  imported_by: string;
}

export interface ResultPublicationTable {
  id: Generated<number>;
  season: string;
  contest_group: ContestGroup;
  published_by: string;
  published_at: string;
  /** The formula the table was computed with (scoring/formula.ts), e.g. `2024.1`. */
  formula_version: string;
  /** SHA-256 (hex) of the canonical table (scoring/digest.ts): anyone holding the table can check it. */
  digest: string;
  /** The season's winners day of the group (yyyy-mm-dd): the public sees the result from its start. */
  results_on: string;
  /** Group 1 only: the most-active-school award (the school as teams typed it) and its number of films. */
  most_active_school: string | null;
  most_active_films: number | null;
}

export interface ScoreResultTable {
  publication_id: number;
  finalist_id: number;
  rank: number;
  jury_centi: number;
  /** Films only: the public vote, normalized to 0–100, and the raw count. */
  vote_centi: number | null;
  votes: number | null;
  /** University only: the proposal (0–75) and presentation (0–25) parts of the jury score. */
  proposal_centi: number | null;
  presentation_centi: number | null;
  final_centi: number;
  /** champion | second | third | merit, or null. */
  award: string | null;
}

/**
 * Columns 009 adds to `winners`: null on seeded placeholder rows, set on rows a publication wrote. Optional on
 * insert so the seeds (which predate them) stay as they are.
 */
export interface WinnerPublicationColumns {
  season: ColumnType<string | null, string | null | undefined, string | null>;
  publication_id: ColumnType<number | null, number | null | undefined, number | null>;
}
