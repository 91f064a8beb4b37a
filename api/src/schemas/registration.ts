import { Type } from 'typebox';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';
import { TeamMember } from './account.js';
import { GroupNumber } from './common.js';
import { SeasonStepState, WindowState as OpenWindow } from '@portal/contracts/season';

// Schemas of /api/registration/* and /api/competition/getExam (payloads: docs/adr/0007). Member fields are plain
// strings with caps only: empty or malformed values get their own §8 messages from the handler, in order.

/** A window of the season, or null where the group has none. */
const WindowState = Type.Union([OpenWindow, Type.Null()]);

const failures = { ...errorResponses, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope };
const Status = Type.Union([Type.Literal('pending'), Type.Literal('passed'), Type.Literal('failed')]);
const TopicOption = Type.Object({ key: Type.String(), title: Type.String() });
const groupQuery = Type.Object({ group: Type.Optional(GroupNumber) }, { additionalProperties: false });

export const Registration = Type.Object({
  id: Type.Integer(),
  group: GroupNumber,
  teamName: Type.String(),
  topic: Type.String(),
  topicTitle: Type.String(),
  members: Type.Array(TeamMember),
  status: Status,
  reason: Type.Union([Type.String(), Type.Null()]),
  canModify: Type.Boolean(),
  createTime: Type.String(),
  updateTime: Type.String(),
  history: Type.Array(
    Type.Object({
      from: Type.Union([Status, Type.Null()]),
      to: Status,
      reason: Type.Union([Type.String(), Type.Null()]),
      by: Type.Union([Type.Literal('team'), Type.Literal('organizer')]),
      at: Type.String(),
    }),
  ),
});

export const isAddActiveSchema = {
  querystring: groupQuery,
  response: {
    200: SuccessEnvelope(
      Type.Array(
        Type.Object({
          group: GroupNumber,
          active: Type.Boolean(),
          phase: Type.Union([Type.Literal('open'), Type.Literal('notYetOpen'), Type.Literal('closed'), Type.Literal('full')]),
          registration: WindowState,
        }),
      ),
    ),
    ...errorResponses,
  },
};

export const getGroupSchema = {
  response: {
    200: SuccessEnvelope(
      Type.Array(
        Type.Object({
          group: GroupNumber,
          name: Type.String(),
          topics: Type.Array(TopicOption),
          minMembers: Type.Integer(),
          maxMembers: Type.Integer(),
          cap: Type.Union([Type.Integer(), Type.Null()]),
          registered: Type.Integer(),
          registration: WindowState,
        }),
      ),
    ),
    ...errorResponses,
  },
};

export const getOwnActiveSchema = {
  response: { 200: SuccessEnvelope(Type.Union([Registration, Type.Null()])), ...failures },
};

export const addSchema = {
  body: Type.Object(
    {
      group: GroupNumber,
      teamName: Type.String({ maxLength: 200 }),
      topic: Type.String({ maxLength: 100 }),
      // Beyond four gets its own §8 message from the handler; the schema only bounds the work.
      members: Type.Array(TeamMember, { maxItems: 20 }),
    },
    { additionalProperties: false },
  ),
  response: { 200: SuccessEnvelope(Registration), ...failures },
};

export const isDateBackSchema = {
  response: {
    200: SuccessEnvelope(
      Type.Object({ back: Type.Boolean(), canModify: Type.Boolean(), reason: Type.Union([Type.String(), Type.Null()]) }),
    ),
    ...failures,
  },
};

export const getExamSchema = {
  querystring: groupQuery,
  response: {
    200: SuccessEnvelope(
      Type.Object({
        group: GroupNumber,
        name: Type.String(),
        topics: Type.Array(TopicOption),
        registration: WindowState,
        submission: WindowState,
        currentStep: Type.Union([Type.String(), Type.Null()]),
        steps: Type.Array(SeasonStepState),
      }),
    ),
    ...errorResponses,
  },
};
