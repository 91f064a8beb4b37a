import { QUESTION_FILE_BYTES_MAX, QUESTION_TEXT_MAX } from '@portal/contracts/questions';
import { AppError } from '../lib/app-error.js';
import { formatLimit } from '../uploads/limits.js';
import type { AskRefusal } from './ask.js';
import type { AnswerRefusal } from './answer.js';

// The questions' refusals as the envelope answers them, in the caller's language.

export function askError(refusal: AskRefusal): AppError {
  switch (refusal.reason) {
    case 'empty':
      return new AppError(400, 'questionEmpty');
    case 'tooLong':
      return new AppError(400, 'questionTooLong', { params: { max: QUESTION_TEXT_MAX } });
    case 'fileRepeated':
      return new AppError(400, 'questionFileRepeated');
    case 'fileNotYours':
      return new AppError(400, 'questionFileNotYours');
    case 'fileType':
      return new AppError(400, 'questionFileType');
    case 'fileTooLarge':
      return new AppError(400, 'questionFileTooLarge', { params: { limit: formatLimit(QUESTION_FILE_BYTES_MAX) } });
  }
}

export function answerError(refusal: AnswerRefusal): AppError {
  if (refusal.reason === 'notFound') return new AppError(404, 'questionNotFound');
  if (refusal.reason === 'empty') return new AppError(400, 'answerEmpty');
  return new AppError(400, 'questionTooLong', { params: { max: QUESTION_TEXT_MAX } });
}
