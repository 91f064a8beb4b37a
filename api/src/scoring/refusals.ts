import type { GroupNumber } from '../content/groups.js';

// What scoring refuses, as data: `pnpm admin` words it in its English (its message, as it always read), the back
// office in the caller's language (admin-results/messages.ts). The rule that refuses is written once, in compute.ts
// and publish.ts.

export interface MissingCell {
  judge: string;
  finalistId: number;
  criterion: string;
}

export type ScoringRefusal =
  | { reason: 'noFinalists'; group: GroupNumber }
  | { reason: 'noScores'; group: GroupNumber }
  | { reason: 'incomplete'; group: GroupNumber; missing: MissingCell[] }
  // Formula 2026.1 (issue 27): a finalist scored by fewer judges than the finals round asks, and a browser sheet whose
  // scores no longer match the hash stored when it was submitted.
  | { reason: 'tooFewScores'; group: GroupNumber; finalists: number[]; minScores: number }
  | { reason: 'sheetChanged'; judges: string[] }
  | { reason: 'voteOpen' }
  | { reason: 'noPrizes' }
  | { reason: 'digestChanged'; digest: string; expected: string }
  | { reason: 'missingRow'; finalistId: number; award: string };

/** The first cells of a list of missing ones, and how many more: "judge J2, finalist 2, overall; … and 3 more". */
export function missingList(missing: readonly MissingCell[], show = 10): { cells: string; more: number } {
  const cells = missing.slice(0, show).map((cell) => `judge ${cell.judge}, finalist ${cell.finalistId}, ${cell.criterion}`).join('; ');
  return { cells, more: Math.max(0, missing.length - show) };
}

/** The command line's sentence for a refusal. */
export function scoringRefusalText(refusal: ScoringRefusal): string {
  switch (refusal.reason) {
    case 'noFinalists':
      return `group ${refusal.group} has no finalists`;
    case 'noScores':
      return `no jury scores for group ${refusal.group}: import them with \`pnpm admin scores import --group ${refusal.group} <file.csv>\``;
    case 'incomplete': {
      const { cells, more } = missingList(refusal.missing);
      return `the score sheet of group ${refusal.group} is incomplete; missing: ${cells}${more > 0 ? ` and ${more} more` : ''}`;
    }
    case 'tooFewScores':
      return `group ${refusal.group}: fewer than ${refusal.minScores} scores for finalists ${refusal.finalists.join(', ')}`;
    case 'sheetChanged':
      return `sheet changed after submission (${refusal.judges.join(', ')}): its stored hash no longer matches its scores`;
    case 'voteOpen':
      return 'the public vote is not over yet: films can be published once voting has closed';
    case 'noPrizes':
      return 'the prizes table is empty: run the seeds first (npm start seeds it)';
    case 'digestChanged':
      return `the table changed since it was reviewed: digest is ${refusal.digest}, not ${refusal.expected}; nothing published`;
    case 'missingRow':
      return `finalist ${refusal.finalistId} or the ${refusal.award} prize is missing`;
  }
}

/** Thrown by the scoring functions; a refusal the organizer can act on, never a fault of the server. */
export class ScoringError extends Error {
  constructor(readonly refusal: ScoringRefusal) {
    super(scoringRefusalText(refusal));
  }
}
