import { Type, type Static } from 'typebox';
import { ReminderOffset, offsetMs } from './reminders.js';

// The season file's `judging` (issue 27, docs/adr/0047): each group's judging rounds. A screening round judges every
// submitted work of a works step and ends in a shortlist of `shortlist` works; a finals round judges the group's
// finalists and feeds the published results. Each round has its rubric (absent: the group's default sheet of ADR 0015),
// its judges (absent `panels`: every active staff member with the judge role), its days (season time zone, `to`
// inclusive) and the reminders sent to judges with unfinished sheets before it closes. A new season is a new file.

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Localized = Type.Object({ 'zh-hk': Type.String(), 'zh-cn': Type.String(), en: Type.String() }, { additionalProperties: false });

export const RubricCriterionSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]{0,39}$' }),
    title: Localized,
    /** Highest score, in whole points (scores have at most two decimals). */
    max: Type.Integer({ minimum: 1, maximum: 1000 }),
    /** The criterion's weight in the judge's total (default 1): total = Σ weight × score ÷ Σ weight × max, on 0–100. */
    weight: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** University finals: the part of the total the criterion belongs to (ADR 0015's proposal/presentation). */
    part: Type.Optional(Type.Union([Type.Literal('proposal'), Type.Literal('presentation')])),
  },
  { additionalProperties: false },
);

export const JudgingPanelSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-zA-Z0-9-]{1,20}$' }),
    /** The judges' e-mail addresses, as they were invited to the back office. */
    judges: Type.Array(Type.String({ minLength: 3, maxLength: 254 }), { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);

export const JudgingRoundSchema = Type.Object(
  {
    key: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]{0,39}$' }),
    kind: Type.Union([Type.Literal('screening'), Type.Literal('finals')]),
    title: Localized,
    from: IsoDate,
    to: IsoDate,
    /**
     * The works steps whose files judges see. Screening: exactly one, and its submitted works are the round's entries.
     * Finals: the files of each finalist's linked registration in these steps (an unlinked film: its public film).
     */
    works: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, maxItems: 5 }),
    /** Screening: how many works the shortlist keeps. */
    shortlist: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    rubric: Type.Optional(Type.Array(RubricCriterionSchema, { minItems: 1, maxItems: 20 })),
    /** The fewest scores a work needs before compute ranks it (default 1). */
    minScores: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    /** Blind review (default true): judges see no team name, school, member or original file name. */
    blind: Type.Optional(Type.Boolean()),
    panels: Type.Optional(Type.Array(JudgingPanelSchema, { minItems: 1, maxItems: 20 })),
    /** Before the round closes, judges with unfinished sheets are reminded (default ["48h"]). */
    reminders: Type.Optional(Type.Array(ReminderOffset, { maxItems: 10 })),
  },
  { additionalProperties: false },
);

export const JudgingSchema = Type.Object(
  { '1': Type.Array(JudgingRoundSchema, { maxItems: 10 }), '2': Type.Array(JudgingRoundSchema, { maxItems: 10 }) },
  { additionalProperties: false },
);

export type SeasonJudging = Static<typeof JudgingSchema>;
export type SeasonJudgingRound = Static<typeof JudgingRoundSchema>;
export type RubricCriterion = Static<typeof RubricCriterionSchema>;
export type JudgingPanel = Static<typeof JudgingPanelSchema>;

export const DEFAULT_JUDGING_REMINDERS = ['48h'] as const;

interface FileForJudging {
  judging?: SeasonJudging;
  groups: Record<'1' | '2', { works: { step: string }[] }>;
}

/**
 * What is wrong with a `judging` section beyond its shape: keys twice in a group, a round ending before it starts,
 * a works step the group does not have, a screening round without exactly one step or without a shortlist size,
 * criteria twice, a judge twice in a round's panels, an offset twice.
 */
export function judgingProblem(file: FileForJudging): string | undefined {
  if (!file.judging) return undefined;
  for (const group of ['1', '2'] as const) {
    const steps = new Set(file.groups[group].works.map((work) => work.step));
    const keys = new Set<string>();
    for (const round of file.judging[group]) {
      const where = `judging.${group}.${round.key}`;
      if (keys.has(round.key)) return `judging.${group} names round "${round.key}" twice`;
      keys.add(round.key);
      if (round.to < round.from) return `${where} ends before it starts`;
      const unknown = round.works.find((step) => !steps.has(step));
      if (unknown !== undefined) return `${where} names works step "${unknown}" that group ${group} does not have`;
      if (round.kind === 'screening' && round.works.length !== 1) return `${where} is a screening round: it judges exactly one works step`;
      if (round.kind === 'screening' && round.shortlist === undefined) return `${where} is a screening round: it needs a shortlist size`;
      if (round.kind === 'finals' && round.shortlist !== undefined) return `${where} is a finals round: it has no shortlist`;
      const criteria = round.rubric?.map((criterion) => criterion.key) ?? [];
      const twice = criteria.find((key, index) => criteria.indexOf(key) !== index);
      if (twice !== undefined) return `${where} names criterion "${twice}" twice`;
      const judges = (round.panels ?? []).flatMap((panel) => panel.judges.map((judge) => judge.trim().toLowerCase()));
      const judgeTwice = judges.find((judge, index) => judges.indexOf(judge) !== index);
      if (judgeTwice !== undefined) return `${where} names judge ${judgeTwice} in two panels`;
      const panelKeys = (round.panels ?? []).map((panel) => panel.key);
      const panelTwice = panelKeys.find((key, index) => panelKeys.indexOf(key) !== index);
      if (panelTwice !== undefined) return `${where} names panel "${panelTwice}" twice`;
      const lengths = (round.reminders ?? []).map(offsetMs);
      if (lengths.some((length, index) => lengths.indexOf(length) !== index)) return `${where} names a reminder offset twice`;
    }
  }
  return undefined;
}
