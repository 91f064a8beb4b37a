import { Type } from 'typebox';
import { SuccessEnvelope, errorResponses } from '../lib/envelope.js';
import { GroupNumber } from './common.js';

// Answers of /api/season, the shapes of shared/src/contracts/season.ts.

const nullableString = Type.Union([Type.String(), Type.Null()]);

export const WindowState = Type.Union([
  Type.Object({ from: Type.String(), to: Type.String(), open: Type.Boolean() }),
  Type.Null(),
]);

export const SeasonStepState = Type.Object({
  key: Type.String(),
  title: Type.String(),
  from: nullableString,
  to: nullableString,
  note: nullableString,
  state: Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('past'), Type.Literal('undated')]),
});

const GroupSeason = Type.Object({
  group: GroupNumber,
  registration: WindowState,
  submission: WindowState,
  voting: WindowState,
  steps: Type.Array(SeasonStepState),
});

export const seasonSchema = {
  response: {
    200: SuccessEnvelope(
      Type.Object({
        season: Type.String(),
        now: Type.String(),
        offer: Type.Union([Type.Literal('voting'), Type.Literal('winners')]),
        personalDataUntil: Type.String(),
        groups: Type.Array(GroupSeason),
      }),
    ),
    ...errorResponses,
  },
};
