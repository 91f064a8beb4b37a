import type { ScoreSheetProblem } from '@portal/contracts/admin-results';
import type { Language } from '../i18n/messages.js';
import { translate } from '../i18n/translate.js';
import { AppError } from '../lib/app-error.js';
import type { ScoringRefusal } from './refusals.js';
import { SHEET_COLUMNS, type SheetProblem } from './score-sheet.js';

// Scoring's refusals and a score sheet's problems as the back office answers them, in the caller's language. The
// command line words the same data itself (refusals.ts, score-sheet.ts).

/** One problem of a sheet: where (line, column) as data, what in words. */
export function sheetProblem(problem: SheetProblem, lang: Language): ScoreSheetProblem {
  return { line: problem.line, field: problem.field, msg: problemText(problem, lang) };
}

function problemText(problem: SheetProblem, lang: Language): string {
  switch (problem.kind) {
    case 'unreadable':
      return translate('sheetUnreadable', lang, { detail: problem.detail });
    case 'header':
      return translate('sheetHeader', lang, { columns: SHEET_COLUMNS.join(','), found: problem.found || '—' });
    case 'fieldCount':
      return translate('sheetFieldCount', lang, { expected: SHEET_COLUMNS.length, found: problem.found });
    case 'judge':
      return translate('sheetJudge', lang);
    case 'finalist':
      return translate('sheetFinalist', lang, { value: problem.value, group: problem.group, finalists: problem.finalists });
    case 'criterion':
      return translate('sheetCriterion', lang, { value: problem.value, group: problem.group, criteria: problem.criteria });
    case 'notNumber':
      return translate('sheetNotNumber', lang, { value: problem.value });
    case 'outOfRange':
      return translate('sheetOutOfRange', lang, { value: problem.value, max: problem.max, criterion: problem.criterion });
    case 'repeat':
      return translate('sheetRepeat', lang, { judge: problem.judge, finalistId: problem.finalistId, criterion: problem.criterion, earlier: problem.earlier });
    case 'empty':
      return translate('sheetEmpty', lang);
    case 'missing':
      return translate('sheetMissingCell', lang, { judge: problem.judge, finalistId: problem.finalistId, criterion: problem.criterion });
  }
}

/** A refused sheet: 400, every problem listed with its line, nothing imported. */
export function sheetError(problems: SheetProblem[], lang: Language): AppError {
  return new AppError(400, 'scoreSheetRefused', {
    params: { count: problems.length },
    data: { problems: problems.map((problem) => sheetProblem(problem, lang)) },
    detail: `${problems.length} problem(s)`,
  });
}

export function scoringError(refusal: ScoringRefusal): AppError {
  switch (refusal.reason) {
    case 'noFinalists':
      return new AppError(409, 'scoringNoFinalists', { params: { group: refusal.group } });
    case 'noScores':
      return new AppError(409, 'scoringNoScores', { params: { group: refusal.group } });
    case 'incomplete': {
      const cells = refusal.missing.slice(0, 10).map((cell) => `${cell.judge} / ${cell.finalistId} / ${cell.criterion}`);
      return new AppError(409, 'scoringIncomplete', { params: { group: refusal.group, count: refusal.missing.length, cells: cells.join('; ') } });
    }
    case 'tooFewScores':
      return new AppError(409, 'judgingTooFewScores', { params: { minScores: refusal.minScores, entries: refusal.finalists.join(', ') } });
    case 'sheetChanged':
      return new AppError(409, 'judgingSheetChanged', { params: { judges: refusal.judges.join(', ') } });
    case 'voteOpen':
      return new AppError(409, 'scoringVoteOpen');
    case 'noPrizes':
      return new AppError(409, 'scoringNoPrizes');
    case 'digestChanged':
      return new AppError(409, 'scoringDigestChanged', { params: { digest: refusal.digest, expected: refusal.expected } });
    case 'missingRow':
      return new AppError(409, 'scoringMissingRow', { params: { finalistId: refusal.finalistId } });
  }
}
