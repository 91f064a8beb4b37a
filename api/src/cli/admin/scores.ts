import { readFile } from 'node:fs/promises';
import type { GroupNumber } from '../../content/groups.js';
import { defaultLanguage } from '../../i18n/messages.js';
import { readScoreSheet } from '../../scoring/score-sheet.js';
import { groupFinalists, replaceJudgeScores } from '../../scoring/store.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin scores import --group N <file.csv>`: the jury's score sheet (columns in scoring/score-sheet.ts).
// Every line is checked before anything is written; one bad line and nothing is imported.

export async function importScoresCommand(ctx: AdminContext, group: GroupNumber, file: string, by: string | undefined) {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CommandError(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  const finalists = await groupFinalists(ctx.db, group, defaultLanguage);
  if (finalists.length === 0) throw new CommandError(`group ${group} has no finalists yet`);
  const sheet = readScoreSheet(text, group, finalists.map((finalist) => finalist.id));
  if (!sheet.ok) {
    const shown = sheet.errors.slice(0, 50);
    const more = sheet.errors.length > shown.length ? `\n… and ${sheet.errors.length - shown.length} more` : '';
    throw new CommandError(`${file}: nothing imported, ${sheet.errors.length} problem(s):\n${shown.join('\n')}${more}`);
  }
  const summary = await replaceJudgeScores(ctx.db, ctx.season.id, group, sheet, ctx.organizer(by), ctx.season.now());
  ctx.io.stdout.write(
    `imported ${summary.scores} score(s) of ${summary.judges.length} judge(s) (${summary.judges.join(', ')}) for group ${group}, season ${ctx.season.id}` +
      `${summary.replaced > 0 ? `; replaced ${summary.replaced} earlier score(s) of the same judge(s)` : ''}\n`,
  );
}
