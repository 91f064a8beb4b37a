import { MODERATION_REASON_MAX } from '@portal/contracts/comment-rules';
import { commentTextError } from '../content/comment-refusals.js';
import { AppError } from '../lib/app-error.js';
import type { ModerationRefusal } from './decide.js';
import type { ReplyRefusal } from './reply.js';

// The moderation refusals as the back office answers them: a status and a message in the caller's language.

export function moderationError(refusal: ModerationRefusal): AppError {
  switch (refusal.reason) {
    case 'noComment':
      return new AppError(404, 'commentNotFound');
    case 'reason':
      return refusal.problem === 'empty'
        ? new AppError(400, 'commentReasonRequired')
        : new AppError(400, 'commentReasonTooLong', { params: { max: MODERATION_REASON_MAX } });
    case 'alreadyHidden':
      return new AppError(409, 'commentAlreadyHidden');
    case 'notHidden':
      return new AppError(409, 'commentNotHidden');
  }
}

export function replyError(refusal: ReplyRefusal): AppError {
  if (refusal.reason === 'noArticle') return new AppError(404, 'articleNotFound');
  return commentTextError(refusal.problem);
}
