import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RankedEntry, RoundRanking } from '@portal/contracts/admin-judging-rounds';
import type { GroupNumber } from '../content/groups.js';
import { recordAudit, type Actor } from '../audit/record.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { awardOf } from '../scoring/formula.js';
import type { Season } from '../season/season.js';
import { roundEntries, type RoundEntry } from './entries-read.js';
import { compareKeys, FormulaError, JUDGING_FORMULA_VERSION, juryScores, normalizedScores, type FormulaItem } from './formula.js';
import { JudgingResultsError } from './results-refusals.js';
import { judgingRound, type JudgingRound } from './rounds.js';
import { SheetChangedError, submittedSheets } from './sheets-read.js';

// A round's ranking (issue 27 points 6–7): formula 2026.1 over the round's submitted sheets, the advisory normalized
// column beside it, ties flagged, and a digest over the language-free table, the formula version and every submitted
// sheet's hash — the digest the shortlist takes back, so only the ranking reviewed is ever applied.

type Db = Kysely<Database>;

export interface Ranking {
  round: JudgingRound;
  entries: RoundEntry[];
  answer: RoundRanking;
}

/** Formula refusals in the round's words: entries by their number, judges as `staff:<id>`. */
export function formulaRefusal(error: FormulaError, numberOf: (entry: number) => number): JudgingResultsError {
  const refusal = error.refusal;
  if (refusal.reason === 'tooFewScores') return new JudgingResultsError({ reason: 'tooFewScores', entries: refusal.entries.map(numberOf).sort((a, b) => a - b), minScores: refusal.minScores });
  return new JudgingResultsError({ reason: 'partial', cells: refusal.missing.map((cell) => `${cell.judge} / entry ${numberOf(cell.entry)} / ${cell.criterion}`) });
}

/** The round's rubric as the formula takes it. */
export const formulaItems = (round: JudgingRound): FormulaItem[] => round.rubric.map((item) => ({ key: item.key, max: item.max, weight: item.weight, part: item.part }));

export function roundDigest(season: string, round: JudgingRound, rows: readonly RankedEntry[], sheets: readonly { staffId: number; hash: string }[]): string {
  const canonical = JSON.stringify({
    season,
    group: round.group,
    round: round.key,
    formula: JUDGING_FORMULA_VERSION,
    // Points as integer hundredths, so the digest never depends on how a float prints.
    rows: rows.map((row) => [row.rank, row.entryId, row.number, row.workId, row.finalistId, Math.round(row.jury * 100), row.scores, row.inShortlist]),
    sheets: sheets.map((sheet) => [`staff:${sheet.staffId}`, sheet.hash]),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export async function computeRoundRanking(db: Db, season: Season, group: GroupNumber, key: string, lang: Language): Promise<Ranking> {
  const round = judgingRound(season, group, key);
  if (!round) throw new JudgingResultsError({ reason: 'unknownRound', group, round: key });
  const entries = await roundEntries(db, season.id, group, key, lang);
  if (entries.length === 0) throw new JudgingResultsError({ reason: 'noEntries', round: key });
  let read;
  try {
    read = await submittedSheets(db, season.id, group, key);
  } catch (error) {
    if (error instanceof SheetChangedError) throw new JudgingResultsError({ reason: 'sheetChanged', staffIds: error.staffIds });
    throw error;
  }
  const numberOf = (id: number) => entries.find((entry) => entry.id === id)?.number ?? id;
  let computed;
  try {
    computed = juryScores(entries.map((entry) => entry.id), formulaItems(round), read.cells, round.minScores);
  } catch (error) {
    if (error instanceof FormulaError) throw formulaRefusal(error, numberOf);
    throw error;
  }
  const normalized = normalizedScores(computed.judgeTotals);
  const jury = (entry: RoundEntry) => computed.scores.get(entry.id)?.jury ?? 0;
  // Tie rule: higher jury score, then the lower entry number (ties stay flagged: the organizer decides at a cut).
  const order = [...entries].sort((a, b) => compareKeys([-jury(a), a.number, a.id], [-jury(b), b.number, b.id]));
  const normalizedOrder = [...entries].sort((a, b) => compareKeys([-(normalized.get(a.id) ?? 0), a.number, a.id], [-(normalized.get(b.id) ?? 0), b.number, b.id]));
  const normalizedRank = new Map(normalizedOrder.map((entry, index) => [entry.id, index + 1]));
  const size = round.kind === 'screening' ? round.shortlist : null;
  const rows: RankedEntry[] = order.map((entry, index) => ({
    rank: index + 1,
    entryId: entry.id,
    number: entry.number,
    workId: entry.workId,
    finalistId: entry.finalistId,
    title: entry.title,
    teamName: entry.teamName,
    school: entry.school,
    jury: jury(entry) / 100,
    scores: computed.scores.get(entry.id)?.scores ?? 0,
    normalized: Math.round(normalized.get(entry.id) ?? 0) / 100,
    normalizedRank: normalizedRank.get(entry.id) ?? 0,
    inShortlist: size !== null && index < size,
    tiedWith: order.filter((other) => other.id !== entry.id && jury(other) === jury(entry)).map((other) => other.number),
  }));
  const tieAtCut = size !== null && size < order.length && jury(order[size - 1]!) === jury(order[size]!) ? order.filter((entry) => jury(entry) === jury(order[size]!)).map((entry) => entry.number) : [];
  // What the normalized ranking would change: shortlist membership (screening) or the award by rank (finals, jury only here;
  // the published table's film vote is combined in scoring/result.ts).
  const place = (rank: number) => (size !== null ? rank <= size : awardOf(group, rank));
  const normalizedChanges = rows.filter((row) => place(row.rank) !== place(row.normalizedRank)).map((row) => row.number);
  const answer: RoundRanking = {
    group,
    round: key,
    kind: round.kind,
    formulaVersion: JUDGING_FORMULA_VERSION,
    digest: roundDigest(season.id, round, rows, read.sheets),
    shortlist: size,
    rows,
    tieAtCut,
    normalizedChanges,
    sheets: read.sheets.map((sheet) => ({ staffId: sheet.staffId, name: sheet.name, hash: sheet.hash })),
  };
  return { round, entries, answer };
}

/** Compute for review (the route and `pnpm admin judging compute`): stored nowhere; the audit entry keeps the digest shown, as `winners compute` does. */
export async function reviewRoundRanking(db: Db, season: Season, group: GroupNumber, key: string, lang: Language, actor: Actor): Promise<RoundRanking> {
  const { answer } = await computeRoundRanking(db, season, group, key, lang);
  await recordAudit(db, actor, { action: 'judging.compute', target: `judging_round:${group}:${key}`, detail: { season: season.id, digest: answer.digest } });
  return answer;
}
