import type { Kysely } from 'kysely';
import { toGroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { groupTopics } from '../registrations/groups.js';
import type { Season } from '../season/season.js';
import { uploadUri } from '../uploads/names.js';
import { receiptOf } from './receipt.js';
import { stepTitle } from './step-title.js';
import { listRegistrationWorks, listWorkHistory, type WorkHistoryRow, type WorkRecord } from './records.js';

// A work as the team sees it (@portal/contracts/works-api Work). The file's address is the owner-only
// /uploads/<id>.<ext> route, so only the team's session can download it.

export { stepTitle };

function workView(season: Season, record: WorkRecord, history: WorkHistoryRow[], topics: Map<string, string>, lang: Language) {
  const group = toGroupNumber(record.team.group);
  return {
    id: record.id,
    step: record.step,
    stepTitle: stepTitle(season, group, record.step, lang),
    title: record.title,
    topic: record.topicKey,
    topicTitle: topics.get(record.topicKey) ?? record.topicKey,
    status: record.status,
    file: {
      uri: uploadUri(record.upload.publicId, record.upload.ext),
      name: record.upload.name,
      size: record.upload.size,
      mime: record.upload.mime,
      durationSeconds: record.upload.durationMs === null ? null : record.upload.durationMs / 1000,
    },
    submittedAt: record.submittedAt,
    updatedAt: record.updatedAt,
    receipt: receiptOf(season, record, lang),
    history: history
      .filter((event) => event.work_id === record.id)
      .map((event) => ({ from: event.from_status, to: event.to_status, note: event.note, by: event.actor, at: event.at })),
  };
}

export type WorkView = ReturnType<typeof workView>;

/** Works of one team (one group), with their histories, in the season file's order of steps. */
export async function workViews(db: Kysely<Database>, season: Season, records: WorkRecord[], lang: Language): Promise<WorkView[]> {
  const first = records[0];
  if (!first) return [];
  const group = toGroupNumber(first.team.group);
  const [history, topics] = await Promise.all([listWorkHistory(db, records.map((record) => record.id)), groupTopics(db, group, lang)]);
  const titles = new Map(topics.map((topic) => [topic.key, topic.title]));
  const order = season.workSteps(group).map((step) => step.step);
  // A step the season file no longer lists goes last rather than disappearing.
  const rank = (step: string) => (order.includes(step) ? order.indexOf(step) : order.length);
  return [...records]
    .sort((a, b) => rank(a.step) - rank(b.step) || a.id - b.id)
    .map((record) => workView(season, record, history, titles, lang));
}

export async function teamWorkViews(db: Kysely<Database>, season: Season, registrationId: number, lang: Language): Promise<WorkView[]> {
  return workViews(db, season, await listRegistrationWorks(db, registrationId), lang);
}
