import { COMMENT_MAX_LENGTH } from '@portal/contracts/comment-rules';
import { AppError } from '../lib/app-error.js';
import type { CommentTextProblem } from './comments.js';

/** A comment's text that cannot be stored, as a team's comment and a staff reply both answer it. */
export function commentTextError(problem: CommentTextProblem): AppError {
  if (problem === 'empty') return new AppError(400, 'enterComment');
  return new AppError(400, 'commentTooLong', { params: { max: COMMENT_MAX_LENGTH } });
}
