import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { computeRoundRanking } from '../judging/ranking.js';
import { sheetHash } from '../judging/sheet-hash.js';
import type { Season } from '../season/season.js';

// `pnpm bench:judging` (issue 27 "Measure and report"): a screening round of `works` works and `judges` judges made
// straight in the database — every judge assigned every work, submitted sheets with the hash submission stores, one
// team conflict in every 17 (judge, work) pairs — then compute timed as the organizer's route runs it (read the
// sheets, check every hash, the conflict rule, formula 2026.1, the normalized column, the digest). Group 1's
// firstRound of the shipped season file (one criterion out of 100, minimum 2 scores, shortlist 15).

export interface JudgingBenchOptions {
  works: number;
  judges: number;
  runs: number;
}

const ROUND = 'firstRound';

export async function seedJudgingBench(db: Kysely<Database>, season: string, options: Pick<JudgingBenchOptions, 'works' | 'judges'>): Promise<void> {
  const at = new Date().toISOString();
  const entries: { id: number; registrationId: number }[] = [];
  for (let k = 1; k <= options.works; k += 1) {
    const email = `bench-judging-${k}@example.org`;
    const { id: userId } = await db.insertInto('users').values({ email, team_name: null, password_hash: null, created_at: at, avatar: null, members: null }).returning('id').executeTakeFirstOrThrow();
    const { id: registrationId } = await db
      .insertInto('registrations')
      .values({ season, user_id: userId, contest_group: 'secondary', team_name: `Bench ${k}`, topic_key: 'topic', status: 'passed', reason: null, language: 'en', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: uploadId } = await db
      .insertInto('uploads')
      .values({ public_id: `bench-judging-${k}`, owner_user_id: userId, kind: 'video', mime: 'video/mp4', ext: 'mp4', size: 1, storage_path: `bench-judging-${k}`, original_name: 'film.mp4', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: workId } = await db
      .insertInto('works')
      .values({ season, registration_id: registrationId, step: 'videoSubmission', title: `Film ${k}`, topic_key: 'topic', upload_id: uploadId, status: 'submitted', statement_accepted_at: at, submitted_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('judging_entries')
      .values({ season, contest_group: 'secondary', round: ROUND, number: k, work_id: workId, finalist_id: null, registration_id: registrationId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    entries.push({ id, registrationId });
  }
  for (let j = 1; j <= options.judges; j += 1) {
    const { id: staffId } = await db
      .insertInto('staff_members')
      .values({ email: `bench-judge-${j}@example.org`, name: `Bench judge ${j}`, role: 'judge', status: 'active', password_hash: null, totp_secret: null, totp_enabled_at: null, totp_last_step: null, invited_by: null, created_at: at, last_sign_in_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('judging_assignments').values(entries.map((entry) => ({ entry_id: entry.id, staff_id: staffId, panel: null, assigned_at: at, assigned_by: 'bench' }))).execute();
    const conflicted = entries.filter((_, k) => (k + j) % 17 === 0);
    for (const entry of conflicted) {
      await db.insertInto('judging_conflicts').values({ season, staff_id: staffId, kind: 'team', registration_id: entry.registrationId, school: null, school_key: null, entry_id: entry.id, note: null, declared_at: at }).execute();
    }
    // Deterministic, spread scores (0–100 in hundredths); a conflicted pair has no score, as the desk discards it.
    const cells = entries.filter((entry) => !conflicted.includes(entry)).map((entry, k) => ({ entryId: entry.id, criterion: 'overall', centi: ((k * 7919 + j * 104_729) % 9001) + 500 }));
    const { id: sheetId } = await db
      .insertInto('judging_sheets')
      .values({ season, contest_group: 'secondary', round: ROUND, staff_id: staffId, status: 'submitted', created_at: at, updated_at: at, submitted_at: at, hash: sheetHash({ season, group: 1, round: ROUND, staffId }, cells), reopened_at: null, reopened_by: null, reopen_reason: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < cells.length; start += 300) {
      await db
        .insertInto('judging_scores')
        .values(cells.slice(start, start + 300).map((cell) => ({ sheet_id: sheetId, entry_id: cell.entryId, criterion: cell.criterion, score_centi: cell.centi, updated_at: at })))
        .execute();
    }
  }
}

export interface JudgingBenchResult {
  works: number;
  judges: number;
  scores: number;
  /** Each run's compute, in milliseconds. */
  runsMs: number[];
  medianMs: number;
  digest: string;
}

export async function timeJudgingCompute(db: Kysely<Database>, season: Season, runs: number): Promise<JudgingBenchResult> {
  const runsMs: number[] = [];
  let digest = '';
  let rows = 0;
  let scores = 0;
  let judgeCount = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const { answer } = await computeRoundRanking(db, season, 1, ROUND, 'en');
    judgeCount = answer.sheets.length;
    runsMs.push(performance.now() - started);
    if (digest && digest !== answer.digest) throw new Error('the digest changed between runs of the same sheets');
    digest = answer.digest;
    rows = answer.rows.length;
    scores = answer.rows.reduce((total, row) => total + row.scores, 0);
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { works: rows, judges: judgeCount, scores, runsMs, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, digest };
}
