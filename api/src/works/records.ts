import type { Kysely } from 'kysely';
import type { ContestGroup, Database } from '../db/schema.js';
import type { WorkStatusValue } from '../db/schema-works.js';
import { fetchPage, type PageRequest } from '../content/paging.js';
import { containsPattern, lowerLike } from '../lib/contains.js';

// Works as their readers need them: the team's views, the organizers' commands. Writes are in store.ts.

type Db = Kysely<Database>;

/** A work with its current file and its team, as every reader needs it. */
export interface WorkRecord {
  id: number;
  season: string;
  registrationId: number;
  step: string;
  title: string;
  topicKey: string;
  status: WorkStatusValue;
  submittedAt: string;
  updatedAt: string;
  upload: {
    id: number;
    publicId: string;
    ext: string;
    mime: string;
    size: number;
    name: string;
    storagePath: string;
    durationMs: number | null;
    /** SHA-256 (hex) of the stored file; null for a file stored before migration 030. */
    sha256: string | null;
  };
  team: { userId: number; name: string; group: ContestGroup; language: string };
}

function joinedWorks(db: Db) {
  return db.selectFrom('works').innerJoin('uploads', 'uploads.id', 'works.upload_id').innerJoin('registrations', 'registrations.id', 'works.registration_id');
}

function withColumns(query: ReturnType<typeof joinedWorks>) {
  return query.select([
      'works.id as id',
      'works.season as season',
      'works.registration_id as registrationId',
      'works.step as step',
      'works.title as title',
      'works.topic_key as topicKey',
      'works.status as status',
      'works.submitted_at as submittedAt',
      'works.updated_at as updatedAt',
      'uploads.id as uploadId',
      'uploads.public_id as publicId',
      'uploads.ext as ext',
      'uploads.mime as mime',
      'uploads.size as size',
      'uploads.original_name as fileName',
      'uploads.storage_path as storagePath',
      'uploads.duration_ms as durationMs',
      'uploads.sha256 as sha256',
      'registrations.user_id as userId',
      'registrations.team_name as teamName',
      'registrations.contest_group as contestGroup',
      'registrations.language as language',
    ]);
}

function selectWorks(db: Db) {
  return withColumns(joinedWorks(db));
}

type WorkRow = Awaited<ReturnType<ReturnType<typeof selectWorks>['executeTakeFirstOrThrow']>>;

function toRecord(row: WorkRow): WorkRecord {
  return {
    id: row.id,
    season: row.season,
    registrationId: row.registrationId,
    step: row.step,
    title: row.title,
    topicKey: row.topicKey,
    status: row.status,
    submittedAt: row.submittedAt,
    updatedAt: row.updatedAt,
    upload: {
      id: row.uploadId,
      publicId: row.publicId,
      ext: row.ext,
      mime: row.mime,
      // pg returns bigint as a string; every size fits a double exactly.
      size: Number(row.size),
      name: row.fileName,
      storagePath: row.storagePath,
      durationMs: row.durationMs === null ? null : Number(row.durationMs),
      sha256: row.sha256,
    },
    team: { userId: row.userId, name: row.teamName, group: row.contestGroup, language: row.language },
  };
}

export async function findWork(db: Db, id: number): Promise<WorkRecord | undefined> {
  const row = await selectWorks(db).where('works.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function listRegistrationWorks(db: Db, registrationId: number): Promise<WorkRecord[]> {
  const rows = await selectWorks(db).where('works.registration_id', '=', registrationId).orderBy('works.id').execute();
  return rows.map(toRecord);
}

export interface WorkFilter {
  season: string;
  group?: ContestGroup;
  status?: WorkStatusValue;
  step?: string;
  /** A substring of the team's name or the work's title, whatever the case. */
  search?: string;
}

function filtered(db: Db, filter: WorkFilter) {
  let query = joinedWorks(db).where('works.season', '=', filter.season);
  if (filter.group) query = query.where('registrations.contest_group', '=', filter.group);
  if (filter.status) query = query.where('works.status', '=', filter.status);
  if (filter.step) query = query.where('works.step', '=', filter.step);
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([lowerLike(eb.ref('registrations.team_name'), pattern), lowerLike(eb.ref('works.title'), pattern)]));
  }
  return query;
}

export async function listWorks(db: Db, filter: WorkFilter): Promise<WorkRecord[]> {
  return (await withColumns(filtered(db, filter)).orderBy('works.id').execute()).map(toRecord);
}

/** A page of the filtered works, the latest change first, with the total. */
export async function pageWorks(db: Db, filter: WorkFilter, page: PageRequest): Promise<{ records: WorkRecord[]; count: number }> {
  const { rows, count } = await fetchPage(filtered(db, filter), page, (query) =>
    withColumns(query).orderBy('works.updated_at', 'desc').orderBy('works.id', 'desc'),
  );
  return { records: rows.map(toRecord), count };
}

export type WorkHistoryRow = Awaited<ReturnType<typeof listWorkHistory>>[number];

/** The history of several works, oldest event first. */
export async function listWorkHistory(db: Db, workIds: number[]) {
  if (workIds.length === 0) return [];
  return db.selectFrom('work_history').selectAll().where('work_id', 'in', workIds).orderBy('id').execute();
}

/** The captains' schools of registrations (the organizers' export). */
export async function captainSchools(db: Db, registrationIds: number[]): Promise<Map<number, string>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('registration_members')
    .select(['registration_id', 'school'])
    .where('position', '=', 'captain')
    .where('registration_id', 'in', registrationIds)
    .execute();
  return new Map(rows.map((row) => [row.registration_id, row.school]));
}
