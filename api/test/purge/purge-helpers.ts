import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/schema.js';
import type { PurgeDeps } from '../../src/purge/purge.js';

// What the purge tests look at: every table of the database, every file under DATA_DIR, and the public answers.

/** Tables that hold people's data: empty after a purge of the only season. */
export const PERSONAL_TABLES = [
  'users',
  'sessions',
  'email_codes',
  'outbox',
  // Every mail and SMS as the queue keeps it: address and template parameters (issue 26.3).
  'messages',
  'login_failures',
  'comments',
  // Reports (the reporter's account, or a keyed hash of a visitor's address) and decisions on team comments (issue 25).
  'comment_reports',
  'comment_moderation',
  'uploads',
  'registrations',
  'registration_members',
  'registration_history',
  'works',
  'work_history',
  'vote_codes',
  'purge_pending_files',
  // Each account's unsubscribe token and choice (issue 26 point 6).
  'mail_preferences',
  // Each team's private thread with the organizers and its files (issue 26.7).
  'question_threads',
  'question_messages',
  'question_attachments',
  // A season's judging (issue 27): entries point at works and teams, conflicts name them, scores judge them.
  'judging_entries',
  'judging_assignments',
  'judging_sheets',
  'judging_scores',
  'judging_conflicts',
].sort();

/** Tables the purge keeps, each for a reason docs/adr/0021 gives; no personal marker may be left in them. */
export const KEPT_TABLES = [
  // The public vote: finalist, time and the contact's HMAC, whose key is destroyed; the chain needs all of it.
  'votes',
  'vote_chain_heads',
  // Annulments are entries of that chain (docs/adr/0049); the organizer's free-text note on them is blanked.
  'vote_annulments',
  // Signatures of spent proof-of-work challenges (issue 28): random values, nobody's data; pruned as they expire.
  'vote_challenge_solutions',
  // Scores, the published tables and the public winner records (names as published, by design).
  'jury_scores',
  'result_publications',
  'score_results',
  'winners',
  'finalists',
  // A count of university places.
  'group_slots',
  // The purge's own record: counts only.
  'personal_data_purges',
  // The back office (issue 24): staff people acting in their role, not participants; the audit log names staff and
  // record ids, never the participants' data, so the purge leaves its chain whole; exports are who, when, what, how many.
  'staff_members',
  'staff_invites',
  'staff_sessions',
  'staff_passkeys',
  'staff_recovery_codes',
  'audit_log',
  'audit_head',
  'staff_exports',
  // Hashes of short-lived links to private file routes, tied to staff sessions.
  'staff_file_links',
  // Organizers' broadcasts (issue 26 point 6): the texts they sent, the audience filters and counts; no participant.
  'broadcasts',
  // Content and operations. The editor's documents and their revisions name staff, never participants; the media
  // library holds images editors chose to publish (stripped of metadata), not participants' files.
  'articles',
  'cms_articles',
  'cms_article_revisions',
  // An unsaved draft shown to staff for 30 minutes, tied to the staff member who asked.
  'article_previews',
  'media_assets',
  'media_variants',
  'media_uses',
  'site_settings',
  // The season's calendar as organizers saved it (ADR 0040): dates and step texts.
  'season_calendars',
  // The display data (issue 25): collection versions, the intro and live texts, the banners' library ids.
  'display_collections',
  'display_banners',
  'prizes',
  'topics',
  'judges',
  'partners',
  'gallery_images',
  'seed_runs',
  'content_version',
  'release_versions',
  'release_state',
  'release_history',
  'release_health',
  // A screening's applied shortlist (issue 27): round, digest, size, when and by whom; no team.
  'judging_shortlists',
].sort();

export async function tableNames(db: Kysely<Database>): Promise<string[]> {
  // pg-boss's own schema (PostgreSQL, a listening server) is not ours: its wake-up jobs carry no data (docs/adr/0041).
  return (await db.introspection.getTables())
    .filter((table) => table.schema !== 'pgboss')
    .map((table) => table.name)
    .sort();
}

/** Every row of every table, as JSON lines sorted per table: equal snapshots mean nothing changed. */
export async function snapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    tables[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

/** Row counts of the named tables. */
export async function rowCounts(db: Kysely<Database>, names: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Files under `dir` (relative paths), without the SQLite database's own files. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith('portal.sqlite'))
    .sort();
}

/** The public answers the purge must not change: winners, results, vote counts and the vote log, in every language. */
export async function publicAnswers(app: App): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const lang of ['zh-hk', 'zh-cn', 'en-us']) {
    for (const path of ['/api/display/winners', '/api/display/results', '/api/v1.work/voteCount', '/api/v1.work/voteLog']) {
      const res = await app.inject({ url: path, headers: { 'accept-language': lang } });
      if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
      answers[`${lang} ${path}`] = res.body;
    }
  }
  return answers;
}

export function purgeDeps(app: App): PurgeDeps & { seasonsDir: string } {
  return {
    db: app.db,
    storage: app.uploadStorage,
    tusDir: app.config.tusDir,
    dataDir: app.config.dataDir,
    voteSecretConfigured: app.config.voteSecret !== undefined,
    seasonsDir: app.config.seasonsDir,
  };
}
