import { readFile } from 'node:fs/promises';
import type { GroupNumber } from '../../content/groups.js';
import { importScoreSheet } from '../../scoring/import.js';
import { sheetProblemText } from '../../scoring/score-sheet.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin scores import --group N <file.csv>`: the jury's score sheet (columns in scoring/score-sheet.ts).
// Every line is checked before anything is written; one bad line and nothing is imported.

export async function importScoresCommand(ctx: AdminContext, group: GroupNumber, file: string, by: string | undefined) {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CommandError(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  const name = ctx.organizer(by);
  const outcome = await importScoreSheet(ctx.db, ctx.season, group, text, { actor: { kind: 'cli', name }, by: name });
  if (!outcome.ok) {
    if (outcome.refusal.reason === 'noFinalists') throw new CommandError(`group ${group} has no finalists yet`);
    const errors = outcome.refusal.problems.map(sheetProblemText);
    const shown = errors.slice(0, 50);
    const more = errors.length > shown.length ? `\n… and ${errors.length - shown.length} more` : '';
    throw new CommandError(`${file}: nothing imported, ${errors.length} problem(s):\n${shown.join('\n')}${more}`);
  }
  const { summary } = outcome;
  ctx.io.stdout.write(
    `imported ${summary.scores} score(s) of ${summary.judges.length} judge(s) (${summary.judges.join(', ')}) for group ${group}, season ${ctx.season.id}` +
      `${summary.replaced > 0 ? `; replaced ${summary.replaced} earlier score(s) of the same judge(s)` : ''}\n`,
  );
}
