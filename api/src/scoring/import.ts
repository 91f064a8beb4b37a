import type { Kysely } from 'kysely';
import { recordAudit, type Actor } from '../audit/record.js';
import type { GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import { defaultLanguage } from '../i18n/messages.js';
import type { Season } from '../season/season.js';
import { readScoreSheet, type SheetProblem } from './score-sheet.js';
import { groupFinalists, replaceJudgeScores, type ImportSummary } from './store.js';

// Importing the jury's score sheet: `pnpm admin scores import` with a file, the back office with an upload. Every
// line is checked before anything is written; one problem and nothing is imported. The scores and the audit entry
// are one transaction.

/** Who imports: the audit log's actor, and the name the sheet's rows keep (`imported_by`). */
export interface Importer {
  actor: Actor;
  by: string;
}

export type ImportOutcome =
  | { ok: true; summary: ImportSummary }
  | { ok: false; refusal: { reason: 'noFinalists' } | { reason: 'sheet'; problems: SheetProblem[] } };

export async function importScoreSheet(db: Kysely<Database>, season: Season, group: GroupNumber, text: string, importer: Importer): Promise<ImportOutcome> {
  const finalists = await groupFinalists(db, group, defaultLanguage);
  if (finalists.length === 0) return { ok: false, refusal: { reason: 'noFinalists' } };
  const sheet = readScoreSheet(text, group, finalists.map((finalist) => finalist.id));
  if (!sheet.ok) return { ok: false, refusal: { reason: 'sheet', problems: sheet.problems } };
  const summary = await replaceJudgeScores(db, season.id, group, sheet, importer.by, season.now(), (trx, done) =>
    // Counts only: judges are people, and their names or codes stay in the sheet, which the purge may remove.
    recordAudit(trx, importer.actor, {
      action: 'scores.import',
      target: `group:${group}`,
      detail: { season: season.id, judges: done.judges.length, scores: done.scores, replaced: done.replaced },
    }),
  );
  return { ok: true, summary };
}
