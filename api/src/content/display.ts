import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { pick, storedText } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import type { Prize, TimelineStep, Topic } from '@portal/contracts/display';
import type { Season } from '../season/season.js';
import { inGroups, toGroupNumber, type GroupNumber } from './groups.js';

// Queries of the contest facts shown on the home and background pages: prizes, schedule and
// topics, every text in the request's language, in display order.

type Db = Kysely<Database>;

/** Amounts are stored in HKD; each language writes the currency its own way. */
export function formatHkd(amount: number | null, lang: Language): string | null {
  if (amount === null) return null;
  const digits = amount.toLocaleString('en-US');
  return ({ zhComplex: `港幣 ${digits} 元`, zhSimple: `港币 ${digits} 元`, en: `HKD ${digits}` } satisfies Record<Language, string>)[lang];
}

export async function listPrizes(db: Db, lang: Language, group?: GroupNumber): Promise<Prize[]> {
  const rows = await db.selectFrom('prizes').selectAll().$call(inGroups(group)).orderBy('position').execute();
  return rows.map((row) => ({
    group: toGroupNumber(row.contest_group),
    rank: row.prize_rank,
    title: pick(row, 'title', lang),
    amount: formatHkd(row.amount_hkd, lang),
    count: row.award_count,
    extras: pick(row, 'extras', lang),
  }));
}

/** Both schedules from the season file (the only calendar), texts in the request's language. */
export function listTimeline(season: Season, lang: Language, group?: GroupNumber): TimelineStep[] {
  const groups: GroupNumber[] = group === undefined ? [1, 2] : [group];
  return groups.flatMap((number) =>
    season.steps(number).map((step, index) => ({
      group: number,
      step: index + 1,
      title: storedText(step.title, lang),
      startDate: step.from,
      endDate: step.to,
      note: step.note ? storedText(step.note, lang) : null,
    })),
  );
}

export async function listTopics(db: Db, lang: Language, group?: GroupNumber): Promise<Topic[]> {
  const rows = await db.selectFrom('topics').selectAll().$call(inGroups(group)).orderBy('position').execute();
  return rows.map((row) => ({
    group: toGroupNumber(row.contest_group),
    key: row.topic_key,
    title: pick(row, 'title', lang),
    summary: pick(row, 'summary', lang),
  }));
}
