import { Type, type TSchema } from 'typebox';
import { ErrorEnvelope, SuccessEnvelope, errorResponses } from '../lib/envelope.js';
import { GroupNumber, Id } from './common.js';

// Schemas of /api/userWork/* (payloads: shared/src/contracts/works.ts). Body fields are plain strings with caps
// only: an empty or too long title, a wrong topic or upload get their own messages from the handler, in order.

const failures = { ...errorResponses, 401: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope };
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const WorkStatus = Type.Union([Type.Literal('submitted'), Type.Literal('underReview'), Type.Literal('shortlisted'), Type.Literal('notShortlisted')]);
const FileType = Type.Union([Type.Literal('mp4'), Type.Literal('pdf'), Type.Literal('ppt'), Type.Literal('pptx')]);
const Block = Type.Union([
  Type.Literal('notRegistered'),
  Type.Literal('registrationNotPassed'),
  Type.Literal('notYetOpen'),
  Type.Literal('closed'),
  Type.Literal('notShortlisted'),
  Type.Literal('locked'),
]);

export const Work = Type.Object({
  id: Type.Integer(),
  step: Type.String(),
  stepTitle: Type.String(),
  title: Type.String(),
  topic: Type.String(),
  topicTitle: Type.String(),
  status: WorkStatus,
  file: Type.Object({
    uri: Type.String(),
    name: Type.String(),
    size: Type.Number(),
    mime: Type.String(),
    durationSeconds: nullable(Type.Number()),
  }),
  submittedAt: Type.String(),
  updatedAt: Type.String(),
  history: Type.Array(
    Type.Object({
      from: nullable(WorkStatus),
      to: WorkStatus,
      note: nullable(Type.String()),
      by: Type.Union([Type.Literal('team'), Type.Literal('organizer')]),
      at: Type.String(),
    }),
  ),
});

const WorkStepInfo = Type.Object({
  step: Type.String(),
  title: Type.String(),
  accept: Type.Array(FileType),
  maxBytes: Type.Number(),
  maxSeconds: nullable(Type.Integer()),
  window: Type.Object({ from: Type.String(), to: Type.String() }),
  phase: Type.Union([Type.Literal('notYetOpen'), Type.Literal('open'), Type.Literal('closed')]),
  canSubmit: Type.Boolean(),
  blocked: nullable(Block),
  work: nullable(Work),
});

export const getMatchCenterSchema = {
  response: {
    200: SuccessEnvelope(
      Type.Object({
        group: nullable(GroupNumber),
        registration: nullable(
          Type.Object({
            id: Type.Integer(),
            status: Type.Union([Type.Literal('pending'), Type.Literal('passed'), Type.Literal('failed')]),
            teamName: Type.String(),
            topic: Type.String(),
            topicTitle: Type.String(),
          }),
        ),
        steps: Type.Array(WorkStepInfo),
        current: nullable(Type.String()),
      }),
    ),
    ...failures,
  },
};

export const addSchema = {
  body: Type.Object(
    {
      step: Type.String({ maxLength: 100 }),
      // Longer than the 100-character rule so that the rule's own message answers; the cap only bounds the work.
      title: Type.String({ maxLength: 1000 }),
      topic: Type.String({ maxLength: 100 }),
      upload: Type.String({ maxLength: 200 }),
      statementAccepted: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  response: { 200: SuccessEnvelope(Work), ...failures },
};

export const listsSchema = {
  response: { 200: SuccessEnvelope(Type.Array(Work)), ...failures },
};

export const getByIdSchema = {
  querystring: Type.Object({ id: Id }, { additionalProperties: false }),
  response: { 200: SuccessEnvelope(Work), ...failures },
};
