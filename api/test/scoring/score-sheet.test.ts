import { describe, expect, it } from '@jest/globals';
import { readScoreSheet as readAsData, sheetProblemText } from '../../src/scoring/score-sheet.js';

// The CSV organizers import: every line checked, every problem named by line and field.

const sheet = (...lines: string[]) => lines.join('\n');

/** The sheet's problems as the command line words them. */
function readScoreSheet(...args: Parameters<typeof readAsData>) {
  const result = readAsData(...args);
  return result.ok ? result : { ok: false as const, errors: result.problems.map(sheetProblemText) };
}

describe('readScoreSheet', () => {
  it('reads scores as hundredths, with a BOM, CRLF and the columns in any order', () => {
    const text = '\uFEFFscore,Judge,finalist,criterion\r\n87.5,J1,1,overall\r\n90,J1,2,overall\r\n0.25,J2,1,overall\r\n100,J2,2,overall\r\n';
    expect(readScoreSheet(text, 1, [1, 2])).toEqual({
      ok: true,
      judges: ['J1', 'J2'],
      cells: [
        { judge: 'J1', finalistId: 1, criterion: 'overall', centi: 8750 },
        { judge: 'J1', finalistId: 2, criterion: 'overall', centi: 9000 },
        { judge: 'J2', finalistId: 1, criterion: 'overall', centi: 25 },
        { judge: 'J2', finalistId: 2, criterion: 'overall', centi: 10000 },
      ],
    });
  });

  it('names the line and field of every bad row', () => {
    const text = sheet(
      'judge,finalist,criterion,score',
      'J1,1,overall,80', // line 2: fine
      'J1,99,overall,80', // line 3: not a finalist
      'J1,2,design,80', // line 4: not a criterion
      'J1,2,overall,100.5', // line 5: over the maximum
      'J1,2,overall,8O', // line 6: not a number
      ',2,overall,80', // line 7: no judge
      'J1,1,overall,70', // line 8: second score of a cell
      'J1,2,overall', // line 9: a field short
      'J1,2,overall,1.234', // line 10: three decimals
    );
    const result = readScoreSheet(text, 1, [1, 2]);
    expect(result).toEqual({
      ok: false,
      errors: [
        'line 3, finalist: "99" is not a finalist of group 1 (finalists: 1, 2)',
        'line 4, criterion: "design" is not a criterion of group 1 (overall)',
        'line 5, score: 100.5 is outside 0–100 for overall',
        'line 6, score: "8O" is not a number of points (at most two decimals)',
        'line 7, judge: must be a name or code of 1 to 100 characters',
        'line 8: judge J1 already scored finalist 1 on overall on line 2',
        'line 9: expected 4 fields, found 3',
        'line 10, score: "1.234" is not a number of points (at most two decimals)',
      ],
    });
  });

  it("checks the university's ranges per criterion", () => {
    const result = readScoreSheet(sheet('judge,finalist,criterion,score', 'A,16,environment,26', 'A,16,presentation3,5.5'), 2, [16]);
    expect(result.ok || result.errors).toEqual(['line 2, score: 26 is outside 0–25 for environment', 'line 3, score: 5.5 is outside 0–5 for presentation3']);
  });

  it('wants whole judges: every finalist on every criterion', () => {
    const result = readScoreSheet(sheet('judge,finalist,criterion,score', 'J1,1,overall,80'), 1, [1, 2]);
    expect(result.ok || result.errors).toEqual(['judge J1 has no score for finalist 2 on overall']);
  });

  it('refuses a wrong header, an empty file and a broken CSV', () => {
    expect(readScoreSheet('judge,film,criterion,score\nJ1,1,overall,80', 1, [1])).toEqual({ ok: false, errors: ['line 1: the header must be judge,finalist,criterion,score (found: judge,film,criterion,score)'] });
    expect(readScoreSheet('judge,finalist,criterion,score\n', 1, [1])).toEqual({ ok: false, errors: ['the file has no scores'] });
    const broken = readScoreSheet('judge,finalist,criterion,score\n"J1,1,overall,80', 1, [1]);
    expect(broken.ok || broken.errors[0]).toMatch(/^not a readable CSV file: .*quote/i);
  });
});
