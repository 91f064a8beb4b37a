import { Type, type Static, type TSchema } from 'typebox';
import { Id, PageQuery, Paged } from './common.js';
import { LANGUAGES } from './languages.js';
import { QuestionAuthor, QUESTION_TEXT_MAX } from './questions.js';
import { RegistrationStatus } from './registration.js';
import { GroupNumber } from './season.js';

// The questions inbox of the back office (issue 26 point 7) under /api/admin/questions: every team's thread, the
// unanswered first; one thread with the team's context; an answer (mailed to the team); and an FAQ draft made from an
// answer. The API validates and answers with these; mf-admin takes the types (its ResourceTable reads the paged list).

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

export const QUESTION_LIST_STATES = ['all', 'unanswered'] as const;
export const QuestionListState = Type.Enum(QUESTION_LIST_STATES);
export type QuestionListState = Static<typeof QuestionListState>;

/** GET /api/admin/questions: unanswered threads first, then the latest message first. */
export const AdminQuestionsQuery = Type.Object(
  {
    state: Type.Optional(QuestionListState),
    /** The team's name or the account's e-mail. */
    search: Type.Optional(Type.String({ maxLength: 100 })),
    ...PageQuery,
  },
  strict,
);
export type AdminQuestionsQuery = Static<typeof AdminQuestionsQuery>;

/** Who asks: the account, and its registration of the current season when it has one. */
export const QuestionTeam = Type.Object({
  userId: Type.Integer(),
  /** The registration's team name, else the profile's, else ''. */
  teamName: Type.String(),
  email: Type.String(),
  group: nullable(GroupNumber),
  registrationId: nullable(Type.Integer()),
  registrationStatus: nullable(RegistrationStatus),
});
export type QuestionTeam = Static<typeof QuestionTeam>;

export const AdminQuestionSummary = Type.Object({
  id: Type.Integer(),
  team: QuestionTeam,
  /** The language the team last wrote in: answers are mailed in it, FAQ drafts written in it. */
  lang: Type.Enum(LANGUAGES),
  awaitingAnswer: Type.Boolean(),
  messageCount: Type.Integer(),
  /** The latest message's first characters. */
  excerpt: Type.String(),
  lastMessageAt: Type.String(),
  answeredAt: nullable(Type.String()),
});
export type AdminQuestionSummary = Static<typeof AdminQuestionSummary>;

export const AdminQuestionPage = Paged(AdminQuestionSummary);
export type AdminQuestionPage = Static<typeof AdminQuestionPage>;

/** A file as staff open it: `path` is the file route a file link is minted for (POST /api/admin/file-links). */
export const AdminQuestionAttachment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  image: Type.Boolean(),
  path: Type.String(),
});
export type AdminQuestionAttachment = Static<typeof AdminQuestionAttachment>;

export const AdminQuestionMessage = Type.Object({
  id: Type.Integer(),
  by: QuestionAuthor,
  /** The staff member who answered (staff only see it); null for the team's messages. */
  staffName: nullable(Type.String()),
  text: Type.String(),
  createdAt: Type.String(),
  attachments: Type.Array(AdminQuestionAttachment),
});
export type AdminQuestionMessage = Static<typeof AdminQuestionMessage>;

export const AdminQuestionThread = Type.Object({
  ...AdminQuestionSummary.properties,
  messages: Type.Array(AdminQuestionMessage),
});
export type AdminQuestionThread = Static<typeof AdminQuestionThread>;

export const QuestionIdParams = Type.Object({ id: Id }, strict);
export type QuestionIdParams = Static<typeof QuestionIdParams>;

export const QuestionMessageParams = Type.Object({ id: Id, messageId: Id }, strict);
export type QuestionMessageParams = Static<typeof QuestionMessageParams>;

export const QuestionAttachmentParams = Type.Object({ id: Id, attachmentId: Id }, strict);
export type QuestionAttachmentParams = Static<typeof QuestionAttachmentParams>;

/** POST /api/admin/questions/:id/answer. */
export const AnswerQuestionBody = Type.Object({ content: Type.String({ maxLength: QUESTION_TEXT_MAX * 2 }) }, strict);
export type AnswerQuestionBody = Static<typeof AnswerQuestionBody>;

/** POST /api/admin/questions/:id/messages/:messageId/faq-draft: the new FAQ draft's id, to open in the editor. */
export const QuestionFaqDraft = Type.Object({ articleId: Type.Integer() });
export type QuestionFaqDraft = Static<typeof QuestionFaqDraft>;
