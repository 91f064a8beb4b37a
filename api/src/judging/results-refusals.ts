import { AppError } from '../lib/app-error.js';

// What a round's compute and shortlist refuse, as data: the command line words it in English (judgingRefusalText),
// the back office in the caller's language (judgingError → the envelope's message keys). One rule refuses, in
// ranking.ts and shortlist.ts; nothing is written before a refusal.

export type JudgingRefusal =
  | { reason: 'unknownRound'; group: number; round: string }
  | { reason: 'noEntries'; round: string }
  | { reason: 'tooFewScores'; entries: number[]; minScores: number }
  | { reason: 'partial'; cells: string[] }
  | { reason: 'sheetChanged'; staffIds: number[] }
  | { reason: 'notScreening'; round: string }
  | { reason: 'notReady'; round: string; pending: number }
  | { reason: 'digestChanged'; digest: string; expected: string }
  | { reason: 'tieUnresolved'; tied: number[]; size: number }
  | { reason: 'entriesInvalid'; size: number }
  | { reason: 'statusConflict'; works: number[] };

export class JudgingResultsError extends Error {
  constructor(readonly refusal: JudgingRefusal) {
    super(judgingRefusalText(refusal));
  }
}

export function judgingRefusalText(refusal: JudgingRefusal): string {
  switch (refusal.reason) {
    case 'unknownRound':
      return `group ${refusal.group} has no judging round ${refusal.round} in the season file`;
    case 'noEntries':
      return `round ${refusal.round} has no entries yet: assign it first`;
    case 'tooFewScores':
      return `fewer than ${refusal.minScores} scores for entries ${refusal.entries.join(', ')}`;
    case 'partial':
      return `a judge scored an entry on some criteria only: ${refusal.cells.join('; ')}`;
    case 'sheetChanged':
      return `sheet changed after submission (judges ${refusal.staffIds.map((id) => `staff:${id}`).join(', ')}): its stored hash no longer matches its scores`;
    case 'notScreening':
      return `round ${refusal.round} is not a screening round: it has no shortlist`;
    case 'notReady':
      return `round ${refusal.round} is still open and ${refusal.pending} assigned sheet(s) are not submitted`;
    case 'digestChanged':
      return `the ranking changed since it was reviewed: digest is ${refusal.digest}, not ${refusal.expected}; nothing applied`;
    case 'tieUnresolved':
      return `entries ${refusal.tied.join(', ')} are tied across the cut: name exactly ${refusal.size} entries with --entries, all those above the tie included`;
    case 'entriesInvalid':
      return `the entries named must be exactly ${refusal.size} of the round's, all those above the tie and only tied ones besides`;
    case 'statusConflict':
      return `works ${refusal.works.join(', ')} already have the other decision: move them back to underReview first`;
  }
}

/** The refusal in the envelope: 404 for a round the file does not have, 409 for a state that forbids it, 400 for bad entries. */
export function judgingError(refusal: JudgingRefusal): AppError {
  switch (refusal.reason) {
    case 'unknownRound':
      return new AppError(404, 'judgingRoundUnknown', { params: { group: refusal.group, round: refusal.round } });
    case 'noEntries':
      return new AppError(409, 'judgingNoEntries', { params: { round: refusal.round } });
    case 'tooFewScores':
      return new AppError(409, 'judgingTooFewScores', { params: { minScores: refusal.minScores, entries: refusal.entries.join(', ') } });
    case 'partial':
      return new AppError(409, 'judgingPartial', { params: { cells: refusal.cells.slice(0, 10).join('; ') } });
    case 'sheetChanged':
      return new AppError(409, 'judgingSheetChanged', { params: { judges: refusal.staffIds.join(', ') } });
    case 'notScreening':
      return new AppError(409, 'judgingNotScreening', { params: { round: refusal.round } });
    case 'notReady':
      return new AppError(409, 'judgingNotReady', { params: { round: refusal.round, pending: refusal.pending } });
    case 'digestChanged':
      return new AppError(409, 'scoringDigestChanged', { params: { digest: refusal.digest, expected: refusal.expected } });
    case 'tieUnresolved':
      return new AppError(409, 'judgingTieUnresolved', { params: { tied: refusal.tied.join(', '), size: refusal.size } });
    case 'entriesInvalid':
      return new AppError(400, 'judgingEntriesInvalid', { params: { size: refusal.size } });
    case 'statusConflict':
      return new AppError(409, 'judgingStatusConflict', { params: { works: refusal.works.join(', ') } });
  }
}
