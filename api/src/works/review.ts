import type { Kysely } from 'kysely';
import type { AdminWork, AdminWorkPage, AdminWorkSummary, AdminWorksQuery } from '@portal/contracts/admin-review';
import { toContestGroup, toGroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { topicTitle } from '../registrations/view.js';
import type { Season } from '../season/season.js';
import { listWorkHistory, pageWorks, type WorkRecord } from './records.js';
import { allowedNext } from './status.js';
import { stepTitle } from './view.js';
import { workFileName } from './file.js';

// Works as staff review them: a season's list with filters and a search, and one work with its file's facts and its
// history. The file itself is a route URL of the API (works/routes/admin.ts), never a stored address.

type Db = Kysely<Database>;

const DEFAULT_PAGE_SIZE = 20;

/** Every works step key of the season file, both groups, in the file's order. */
export function workStepKeys(season: Season): string[] {
  return [...new Set(([1, 2] as const).flatMap((group) => season.workSteps(group).map((work) => work.step)))];
}

/** Whether `step` is a works step of the season (what the list filters on; the CLI and the API refuse others). */
export function isWorkStep(season: Season, step: string): boolean {
  return workStepKeys(season).includes(step);
}

/** The file route of a work (GET, staff only); `?download=1` for an attachment. */
export function workFileUrl(id: number, download = false): string {
  return `/api/admin/works/${id}/file${download ? '?download=1' : ''}`;
}

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

function summary(season: Season, record: WorkRecord, lang: Language): AdminWorkSummary {
  const group = toGroupNumber(record.team.group);
  return {
    id: record.id,
    registrationId: record.registrationId,
    group,
    teamName: record.team.name,
    step: record.step,
    stepTitle: stepTitle(season, group, record.step, lang),
    title: record.title,
    status: record.status,
    file: { type: record.upload.ext, size: record.upload.size, durationSeconds: seconds(record.upload.durationMs) },
    submittedAt: record.submittedAt,
    updatedAt: record.updatedAt,
  };
}

/** A page of the season's works; the caller has checked `query.step` with isWorkStep. */
export async function reviewWorksPage(db: Db, season: Season, query: AdminWorksQuery, lang: Language): Promise<AdminWorkPage> {
  const page = { page_no: query.page_no ?? 1, page_size: query.page_size ?? DEFAULT_PAGE_SIZE };
  const { records, count } = await pageWorks(
    db,
    {
      season: season.id,
      ...(query.group !== undefined ? { group: toContestGroup(query.group) } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
      ...(query.step !== undefined ? { step: query.step } : {}),
      ...(query.search !== undefined ? { search: query.search } : {}),
    },
    page,
  );
  return { lists: records.map((record) => summary(season, record, lang)), count, ...page };
}

export async function adminWorkView(db: Db, season: Season, record: WorkRecord, lang: Language): Promise<AdminWork> {
  const [history, topic] = await Promise.all([listWorkHistory(db, [record.id]), topicTitle(db, record.topicKey, lang)]);
  const { upload } = record;
  return {
    ...summary(season, record, lang),
    season: record.season,
    topic: record.topicKey,
    topicTitle: topic,
    file: {
      name: workFileName(record),
      mime: upload.mime,
      type: upload.ext,
      size: upload.size,
      durationSeconds: seconds(upload.durationMs),
      // The server does not hash work files today; the contract has the field for when it does.
      sha256: null,
      url: workFileUrl(record.id),
      downloadUrl: workFileUrl(record.id, true),
    },
    history: history.map((event) => ({
      from: event.from_status,
      to: event.to_status,
      note: event.note,
      by: event.actor,
      byName: event.actor === 'organizer' ? event.actor_name : null,
      at: event.at,
    })),
    allowedNext: [...allowedNext(record.status)],
  };
}
