import { Type, type Static } from 'typebox';

// Questions (issue 26 point 7): each team account keeps one private thread with the organizers, read and written from
// the personal center under /api/question. Files are uploaded first through POST /api/upload/image (checked by their
// content there) and named here by their private address; the thread accepts images and PDF only. The API validates
// and answers with these; mf-account takes the types, mf-admin the staff side in ./admin-questions.

/** The longest message a team or staff member may write (characters after trimming). */
export const QUESTION_TEXT_MAX = 2000;
/** Files one message may carry. */
export const QUESTION_FILES_MAX = 3;
/** The largest file a message may carry: a scan or a screenshot, not a work. */
export const QUESTION_FILE_BYTES_MAX = 20 * 1024 * 1024;
/** What a question's file may be, by the extension its content was detected as (uploads/content-check). */
export const QUESTION_FILE_EXTS = ['jpg', 'png', 'webp', 'gif', 'pdf'] as const;

export const QUESTION_AUTHORS = ['team', 'staff'] as const;
export const QuestionAuthor = Type.Enum(QUESTION_AUTHORS);
export type QuestionAuthor = Static<typeof QuestionAuthor>;

/** A file of a message. `uri` is where its reader opens it (the team: its /uploads/ address; staff: a file route). */
export const QuestionAttachment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  image: Type.Boolean(),
  uri: Type.String(),
});
export type QuestionAttachment = Static<typeof QuestionAttachment>;

/** A message as the team sees it: staff answer as "the organizers", never by name. */
export const QuestionMessage = Type.Object({
  id: Type.Integer(),
  by: QuestionAuthor,
  text: Type.String(),
  createdAt: Type.String(),
  attachments: Type.Array(QuestionAttachment),
});
export type QuestionMessage = Static<typeof QuestionMessage>;

/** GET /api/question/thread: the caller's thread, oldest message first; `unread` answers since the team last looked. */
export const MyQuestionThread = Type.Object({
  messages: Type.Array(QuestionMessage),
  unread: Type.Integer(),
  /** The team's last message has no answer yet. */
  awaitingAnswer: Type.Boolean(),
});
export type MyQuestionThread = Static<typeof MyQuestionThread>;

/** POST /api/question/add: text, files (their /uploads/ addresses), or both. */
export const AskQuestionBody = Type.Object(
  {
    content: Type.String({ maxLength: QUESTION_TEXT_MAX * 2 }),
    files: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: QUESTION_FILES_MAX })),
  },
  { additionalProperties: false },
);
export type AskQuestionBody = Static<typeof AskQuestionBody>;
