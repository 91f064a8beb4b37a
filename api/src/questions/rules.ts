import { QUESTION_FILE_BYTES_MAX, QUESTION_FILE_EXTS, QUESTION_TEXT_MAX } from '@portal/contracts/questions';
import { cleanCommentText, commentLength } from '../content/comments.js';
import type { UploadRecord } from '../uploads/records.js';

// The rules of a thread's messages, the same for a team's question and a staff answer: plain text cleaned as a
// comment's (control characters out, trimmed), counted in code points; files only the team's own uploads, images or
// PDF (as their content was detected when they were uploaded), each within QUESTION_FILE_BYTES_MAX.

export type TextCheck = { ok: true; text: string } | { ok: false; problem: 'tooLong' };

export function checkQuestionText(raw: string): TextCheck {
  const text = cleanCommentText(raw);
  return commentLength(text) > QUESTION_TEXT_MAX ? { ok: false, problem: 'tooLong' } : { ok: true, text };
}

export type FileProblem = 'fileNotYours' | 'fileType' | 'fileTooLarge';

/** What is wrong with an upload as a question's file (`upload` undefined: no such upload), or undefined. */
export function fileProblem(upload: UploadRecord | undefined, userId: number): FileProblem | undefined {
  if (!upload || upload.ownerUserId !== userId) return 'fileNotYours';
  if (!(QUESTION_FILE_EXTS as readonly string[]).includes(upload.ext)) return 'fileType';
  if (upload.size > QUESTION_FILE_BYTES_MAX) return 'fileTooLarge';
  return undefined;
}

/** The first characters of a text, on one line: inbox rows and the answer mail. */
export function excerpt(text: string, length = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : line;
}
