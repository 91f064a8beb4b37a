import { LANGUAGE_NAME_KEYS } from '../../i18n/language-names.js';
import type { MessageKey } from '../../i18n/messages.js';
import { AppError } from '../../lib/app-error.js';
import type { ArticlePart, ArticleRefusal } from './env.js';

// The refusals of the editor's articles as the back office answers them: a status and a message in the caller's
// language, naming the language and the part a publication lacks.

const partKeys: Record<ArticlePart, MessageKey> = { title: 'articlePartTitle', body: 'articlePartBody' };

export function articleError(refusal: ArticleRefusal): AppError {
  switch (refusal.reason) {
    case 'noArticle':
      return new AppError(404, 'articleNotFound');
    case 'noRevision':
      return new AppError(404, 'adminArticleRevisionNotFound', { params: { revision: refusal.revision } });
    case 'stale':
      return new AppError(409, 'adminArticleStale', { params: { latest: refusal.latest } });
    case 'incomplete': {
      const key = refusal.scheduled ? 'adminArticleScheduledIncomplete' : refusal.language === 'zhComplex' ? 'adminArticleIncompleteDefault' : 'adminArticleIncomplete';
      const detail = `${refusal.language} ${refusal.part} empty${refusal.scheduled ? ' (scheduled)' : ''}`;
      return new AppError(400, key, { paramKeys: { language: LANGUAGE_NAME_KEYS[refusal.language], part: partKeys[refusal.part] }, detail });
    }
    case 'notLater':
      return new AppError(400, 'adminArticleScheduleNotLater', { params: { now: refusal.now } });
    case 'live':
      return new AppError(409, 'adminArticleScheduleLive');
    case 'notLive':
      return new AppError(409, 'adminArticleNotLive');
    case 'noCover':
      return new AppError(400, 'adminArticleNoCover', { params: { mediaId: refusal.mediaId } });
    case 'noMedia':
      return new AppError(400, 'adminArticleNoMedia', { params: { ids: refusal.mediaIds.map((id) => `#${id}`).join(', ') }, detail: `missing media ${refusal.mediaIds.join(',')}` });
  }
}
