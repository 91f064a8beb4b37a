import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseUploadUri } from '../uploads/names.js';
import { chunks } from './chunks.js';
import { emptyCounts, type KeptCounts, type PurgeCounts } from './kinds.js';

// What is personal in a season, found before anything is deleted: the dry run prints it, the purge deletes exactly
// it inside its transaction. Ids are read first because deleting one table changes what a query on another finds
// (an account is the season's through its registration, which goes first).

type Db = Kysely<Database>;

export interface PurgeScope {
  season: string;
  /**
   * Rows that have no season (accounts, sign-up codes, failed logins, mails) are stamped in real time; those older than
   * this instant are the season's. It is the season's due instant, except under PORTAL_NOW, where real time and the
   * server's clock disagree and every row already written counts.
   */
  cutoff: string;
}

export type FileKind = 'idCardImages' | 'workFiles' | 'otherFiles';

export interface PlannedUpload {
  id: number;
  storagePath: string;
  kind: FileKind;
}

export interface PurgePlan {
  userIds: number[];
  registrationIds: number[];
  workIds: number[];
  uploads: PlannedUpload[];
  /** Every count but the unfinished uploads (files in the tus folder, counted by purge/tus.ts). */
  counts: PurgeCounts;
}

const uploadKey = (publicId: string, ext: string) => `${publicId}.${ext}`;

/** `<public id>.<ext>` of every `/uploads/…` address among `uris`. */
function uploadKeys(uris: string[]): Set<string> {
  const keys = new Set<string>();
  for (const uri of uris) {
    const parsed = parseUploadUri(uri);
    if (parsed) keys.add(uploadKey(parsed.publicId, parsed.ext));
  }
  return keys;
}

/**
 * The accounts of the season: those registered in it, and those made before the cutoff, unless they registered in
 * another season (whose data is that season's, destroyed with it).
 */
async function seasonUsers(db: Db, { season, cutoff }: PurgeScope): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom('registrations').select('registrations.id').whereRef('registrations.user_id', '=', 'users.id').where('registrations.season', '<>', season))),
        eb.or([
          eb('users.created_at', '<', cutoff),
          eb.exists(eb.selectFrom('registrations').select('registrations.id').whereRef('registrations.user_id', '=', 'users.id').where('registrations.season', '=', season)),
        ]),
      ]),
    )
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The uploads the purge deletes: the season's accounts' own, and the ID cards and work files of its registrations. */
async function seasonUploads(db: Db, season: string, userIds: number[], workUploadIds: number[]): Promise<PlannedUpload[]> {
  const cards = await db.selectFrom('registration_members').select(['id_card_front', 'id_card_back', 'season']).execute();
  const ownCards = uploadKeys(cards.filter((row) => row.season === season).flatMap((row) => [row.id_card_front, row.id_card_back]));
  // A file a later season's registration or work names stays with that season (an account may reuse its images).
  const otherCards = uploadKeys(cards.filter((row) => row.season !== season).flatMap((row) => [row.id_card_front, row.id_card_back]));
  const otherWorks = new Set(
    (await db.selectFrom('works').select('upload_id').where('season', '<>', season).execute()).map((row) => row.upload_id),
  );
  const ownWorks = new Set(workUploadIds);

  const found = new Map<number, { id: number; public_id: string; ext: string; storage_path: string }>();
  const columns = ['id', 'public_id', 'ext', 'storage_path'] as const;
  for (const ids of chunks(userIds)) {
    for (const row of await db.selectFrom('uploads').select(columns).where('owner_user_id', 'in', ids).execute()) found.set(row.id, row);
  }
  for (const ids of chunks(workUploadIds)) {
    for (const row of await db.selectFrom('uploads').select(columns).where('id', 'in', ids).execute()) found.set(row.id, row);
  }
  for (const publicIds of chunks([...ownCards].map((key) => key.slice(0, key.lastIndexOf('.'))))) {
    for (const row of await db.selectFrom('uploads').select(columns).where('public_id', 'in', publicIds).execute()) {
      if (ownCards.has(uploadKey(row.public_id, row.ext))) found.set(row.id, row);
    }
  }

  const planned: PlannedUpload[] = [];
  for (const row of [...found.values()].sort((a, b) => a.id - b.id)) {
    const key = uploadKey(row.public_id, row.ext);
    if (otherCards.has(key) || otherWorks.has(row.id)) continue;
    const kind: FileKind = ownCards.has(key) ? 'idCardImages' : ownWorks.has(row.id) ? 'workFiles' : 'otherFiles';
    planned.push({ id: row.id, storagePath: row.storage_path, kind });
  }
  return planned;
}

/** Rows of `table` that belong to the given accounts. */
async function countWhereIn(db: Db, table: 'sessions' | 'comments', ids: number[]): Promise<number> {
  let total = 0;
  for (const part of chunks(ids)) {
    total += await countOf(db.selectFrom(table).select(countAll).where('user_id', 'in', part));
  }
  return total;
}

/** `count(*) as n`, the selection every count below makes. */
const countAll = (eb: ExpressionBuilder<Database, keyof Database>) => eb.fn.countAll<number | string>().as('n');

async function countOf(query: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }): Promise<number> {
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** Everything personal of the season, by id, with the counts per kind. Reads only. */
export async function planPurge(db: Db, scope: PurgeScope): Promise<PurgePlan> {
  const { season, cutoff } = scope;
  const userIds = await seasonUsers(db, scope);
  const registrationIds = (await db.selectFrom('registrations').select('id').where('season', '=', season).orderBy('id').execute()).map((row) => row.id);
  const works = await db.selectFrom('works').select(['id', 'upload_id']).where('season', '=', season).orderBy('id').execute();
  const uploads = await seasonUploads(db, season, userIds, works.map((work) => work.upload_id));

  const counts = emptyCounts();
  counts.accounts = userIds.length;
  counts.sessions = await countWhereIn(db, 'sessions', userIds);
  counts.comments = await countWhereIn(db, 'comments', userIds);
  counts.signUpCodes = await countOf(db.selectFrom('email_codes').select(countAll).where('created_at', '<', cutoff));
  counts.loginFailures = await countOf(db.selectFrom('login_failures').select(countAll).where('created_at', '<', cutoff));
  counts.mails =
    (await countOf(db.selectFrom('outbox').select(countAll).where('created_at', '<', cutoff))) +
    (await countOf(db.selectFrom('messages').select(countAll).where('created_at', '<', cutoff)));
  counts.registrations = registrationIds.length;
  counts.members = await countOf(db.selectFrom('registration_members').select(countAll).where('season', '=', season));
  counts.registrationHistory = await countOf(
    db.selectFrom('registration_history').innerJoin('registrations', 'registrations.id', 'registration_history.registration_id').select(countAll).where('registrations.season', '=', season),
  );
  counts.works = works.length;
  counts.workHistory = await countOf(
    db.selectFrom('work_history').innerJoin('works', 'works.id', 'work_history.work_id').select(countAll).where('works.season', '=', season),
  );
  // The season's judging (issue 27): one kind for its five tables, which all go together.
  const ofSeason = (table: 'judging_entries' | 'judging_sheets' | 'judging_conflicts') => countOf(db.selectFrom(table).select(countAll).where('season', '=', season));
  const entries = db.selectFrom('judging_entries').select('id').where('season', '=', season);
  const sheets = db.selectFrom('judging_sheets').select('id').where('season', '=', season);
  counts.judgingRecords =
    (await ofSeason('judging_entries')) +
    (await ofSeason('judging_sheets')) +
    (await ofSeason('judging_conflicts')) +
    (await countOf(db.selectFrom('judging_assignments').select(countAll).where('entry_id', 'in', entries))) +
    (await countOf(db.selectFrom('judging_scores').select(countAll).where((eb) => eb.or([eb('sheet_id', 'in', sheets), eb('entry_id', 'in', entries)]))));
  counts.voteCodes = await countOf(db.selectFrom('vote_codes').select(countAll).where('season', '=', season));
  for (const upload of uploads) counts[upload.kind] += 1;
  return { userIds, registrationIds, workIds: works.map((work) => work.id), uploads, counts };
}

/** The season's anonymous results, which the purge keeps. */
export async function keptCounts(db: Db, season: string): Promise<KeptCounts> {
  return {
    votes: await countOf(db.selectFrom('votes').select(countAll).where('season', '=', season)),
    juryScores: await countOf(db.selectFrom('jury_scores').select(countAll).where('season', '=', season)),
    publications: await countOf(db.selectFrom('result_publications').select(countAll).where('season', '=', season)),
    winners: await countOf(db.selectFrom('winners').select(countAll).where('season', '=', season)),
  };
}
