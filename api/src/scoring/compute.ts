import type { GroupNumber } from '../content/groups.js';
import { awardOf, CRITERIA, FILM_WEIGHTS, type Award, type Criterion } from './formula.js';
import { ScoringError, type MissingCell } from './refusals.js';

export { ScoringError };

// The ranked table of a group from its score sheet and votes: pure, so the same inputs give the same table on
// any machine and database. All values are integer hundredths (8750 = 87.50 points); every division rounds half
// up once, on integers, so no floating-point result decides a rank.

export interface FinalistInfo {
  id: number;
  /** The finalist's number in the announced list (finalists.position). */
  position: number;
  teamName: string;
  school: string;
}

export interface ScoreCell {
  judge: string;
  finalistId: number;
  criterion: string;
  centi: number;
}

export interface RankedRow {
  rank: number;
  finalist: FinalistInfo;
  jury: number;
  /** Films: the normalized vote (0–100) and the raw count; null for the university. */
  vote: number | null;
  votes: number | null;
  /** University: proposal (0–75) and presentation (0–25) parts; null for films. */
  proposal: number | null;
  presentation: number | null;
  final: number;
  award: Award | null;
}

/** a / b rounded half up, for non-negative integers, without leaving the integers. */
export function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every judge who scored the group must have scored every finalist on every criterion: a mean over judges is only fair when each film has the same judges. */
function sheet(group: GroupNumber, finalists: FinalistInfo[], scores: ScoreCell[]) {
  if (scores.length === 0) throw new ScoringError({ reason: 'noScores', group });
  const judges = [...new Set(scores.map((cell) => cell.judge))].sort();
  const cells = new Map(scores.map((cell) => [`${cell.judge}\u0000${cell.finalistId}\u0000${cell.criterion}`, cell.centi]));
  const missing: MissingCell[] = [];
  const score = (judge: string, finalistId: number, criterion: Criterion) => {
    const value = cells.get(`${judge}\u0000${finalistId}\u0000${criterion.key}`);
    if (value === undefined) missing.push({ judge, finalistId, criterion: criterion.key });
    return value ?? 0;
  };
  const totals = new Map(
    finalists.map((finalist) => [
      finalist.id,
      judges.map((judge) => CRITERIA[group].map((criterion) => ({ part: criterion.part, centi: score(judge, finalist.id, criterion) }))),
    ]),
  );
  if (missing.length > 0) throw new ScoringError({ reason: 'incomplete', group, missing });
  return { judges: judges.length, totals };
}

/** The mean over judges of each judge's total (of one part, or of all). Both sheets add up to 100 points, so a total is already on the 0–100 scale. */
function meanOf(byJudge: { part?: string; centi: number }[][], judges: number, part?: string): number {
  return roundDiv(sum(byJudge.map((items) => sum(items.filter((item) => !part || item.part === part).map((item) => item.centi)))), judges);
}

type Unranked = Omit<RankedRow, 'rank' | 'award'>;

/** Published tie rule: higher final, then jury (films) or proposal then presentation (university), then the lower finalist number, then the lower id. */
const tieKeys: Record<GroupNumber, (row: Unranked) => number[]> = {
  1: (row) => [-row.final, -row.jury, -(row.vote ?? 0), row.finalist.position, row.finalist.id],
  2: (row) => [-row.final, -(row.proposal ?? 0), -(row.presentation ?? 0), row.finalist.position, row.finalist.id],
};

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A finalist's jury score and (university) parts, in hundredths, as a formula computed them. */
export interface JuryScore {
  jury: number;
  proposal: number | null;
  presentation: number | null;
}

export function rankGroup(group: GroupNumber, finalists: FinalistInfo[], scores: ScoreCell[], votes: Map<number, number>): RankedRow[] {
  if (finalists.length === 0) throw new ScoringError({ reason: 'noFinalists', group });
  const { judges, totals } = sheet(group, finalists, scores);
  const jury = new Map(
    finalists.map((finalist) => {
      const byJudge = totals.get(finalist.id) ?? [];
      const parts = group === 2 ? { proposal: meanOf(byJudge, judges, 'proposal'), presentation: meanOf(byJudge, judges, 'presentation') } : { proposal: null, presentation: null };
      return [finalist.id, { jury: meanOf(byJudge, judges), ...parts }];
    }),
  );
  return rankByJury(group, finalists, jury, votes);
}

/**
 * The ranked table from each finalist's jury score (formula 2024.1's mean over every judge, or 2026.1's over the judges
 * who scored): the film vote combined, the published tie rule, the awards by rank.
 */
export function rankByJury(group: GroupNumber, finalists: FinalistInfo[], juryOf: Map<number, JuryScore>, votes: Map<number, number>): RankedRow[] {
  const mostVotes = Math.max(0, ...finalists.map((finalist) => votes.get(finalist.id) ?? 0));
  const rows: Unranked[] = finalists.map((finalist) => {
    const { jury, proposal, presentation } = juryOf.get(finalist.id) ?? { jury: 0, proposal: null, presentation: null };
    if (group === 2) return { finalist, jury, vote: null, votes: null, proposal, presentation, final: jury };
    const count = votes.get(finalist.id) ?? 0;
    // Share of the most-voted film: the leader gets the full 20 points, the others in proportion (ADR 0015).
    const vote = mostVotes === 0 ? 0 : roundDiv(10_000 * count, mostVotes);
    const final = roundDiv(FILM_WEIGHTS.jury * jury + FILM_WEIGHTS.vote * vote, 100);
    return { finalist, jury, vote, votes: count, proposal: null, presentation: null, final };
  });
  const key = tieKeys[group];
  return rows
    .sort((a, b) => compareKeys(key(a), key(b)))
    .map((row, index) => ({ ...row, rank: index + 1, award: awardOf(group, index + 1) }));
}
