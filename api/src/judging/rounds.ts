import type { GroupNumber } from '../content/groups.js';
import { CRITERIA } from '../scoring/formula.js';
import { DEFAULT_JUDGING_REMINDERS, type RubricCriterion, type SeasonJudgingRound } from '../season/judging.js';
import type { Season } from '../season/season.js';

// A season's judging rounds as the rest of the code reads them (issue 27, docs/adr/0047): the season file's section
// with its defaults filled in, and where a round stands on the server's clock. Nothing here is stored: the file is
// the one home of a round's rubric, judges and days.

/** The default sheet of ADR 0015 in words: the titles a judge reads beside each criterion. */
const DEFAULT_TITLES: Record<string, RubricCriterion['title']> = {
  overall: { 'zh-hk': '整體評分', 'zh-cn': '整体评分', en: 'Overall' },
  environment: { 'zh-hk': '環境效益', 'zh-cn': '环境效益', en: 'Environmental benefit' },
  innovation: { 'zh-hk': '創新', 'zh-cn': '创新', en: 'Innovation' },
  benefitsFeasibility: { 'zh-hk': '效益及可行性', 'zh-cn': '效益及可行性', en: 'Benefits and feasibility' },
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].map((n) => [`presentation${n}`, { 'zh-hk': `匯報 ${n}`, 'zh-cn': `汇报 ${n}`, en: `Presentation ${n}` }]),
  ),
};

export interface RubricItem {
  key: string;
  title: RubricCriterion['title'];
  max: number;
  weight: number;
  part: 'proposal' | 'presentation' | null;
}

export interface JudgingRound {
  key: string;
  group: GroupNumber;
  kind: 'screening' | 'finals';
  title: RubricCriterion['title'];
  /** Season days, `to` inclusive. */
  from: string;
  to: string;
  works: string[];
  shortlist: number | null;
  rubric: RubricItem[];
  minScores: number;
  blind: boolean;
  panels: { key: string; judges: string[] }[];
  reminders: string[];
}

export type RoundPhase = 'upcoming' | 'open' | 'closed';

/** The group's default rubric: ADR 0015's sheet, weight 1 each. */
export function defaultRubric(group: GroupNumber): RubricItem[] {
  return CRITERIA[group].map((criterion) => ({
    key: criterion.key,
    title: DEFAULT_TITLES[criterion.key] ?? { 'zh-hk': criterion.key, 'zh-cn': criterion.key, en: criterion.key },
    max: criterion.max,
    weight: 1,
    part: criterion.part ?? null,
  }));
}

function resolve(group: GroupNumber, round: SeasonJudgingRound): JudgingRound {
  return {
    key: round.key,
    group,
    kind: round.kind,
    title: round.title,
    from: round.from,
    to: round.to,
    works: round.works,
    shortlist: round.shortlist ?? null,
    rubric: round.rubric
      ? round.rubric.map((criterion) => ({ ...criterion, weight: criterion.weight ?? 1, part: criterion.part ?? null }))
      : defaultRubric(group),
    minScores: round.minScores ?? 1,
    blind: round.blind ?? true,
    // E-mail addresses compare as the staff table stores them: trimmed, lower case.
    panels: (round.panels ?? []).map((panel) => ({ key: panel.key, judges: panel.judges.map((judge) => judge.trim().toLowerCase()) })),
    reminders: round.reminders ?? [...DEFAULT_JUDGING_REMINDERS],
  };
}

/** Every round of the season, group 1 first, each group in the file's order. */
export function judgingRounds(season: Season): JudgingRound[] {
  const judging = season.file.judging;
  if (!judging) return [];
  return ([1, 2] as const).flatMap((group) => judging[group].map((round) => resolve(group, round)));
}

/** A round by group and key, or undefined. */
export function judgingRound(season: Season, group: GroupNumber, key: string): JudgingRound | undefined {
  return judgingRounds(season).find((round) => round.group === group && round.key === key);
}

/** The group's finals round (the one compute reads for the published results), if the file has one. */
export function finalsRound(season: Season, group: GroupNumber): JudgingRound | undefined {
  return judgingRounds(season).find((round) => round.group === group && round.kind === 'finals');
}

/** Judges score from the start of `from` to the end of `to`, season time. */
export function roundWindow(season: Season, round: JudgingRound): { from: Date; to: Date } {
  return { from: season.startOfDay(round.from), to: season.endOfDay(round.to) };
}

export function roundPhase(season: Season, round: JudgingRound, at: Date = season.now()): RoundPhase {
  const window = roundWindow(season, round);
  if (at < window.from) return 'upcoming';
  return at < window.to ? 'open' : 'closed';
}
