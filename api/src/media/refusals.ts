import { MEDIA_ALT_MAX, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from '@portal/contracts/media-rules';
import type { Language } from '@portal/contracts/languages';
import { AppError } from '../lib/app-error.js';
import type { MessageKey } from '../i18n/messages.js';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names.js';
import { translate } from '../i18n/translate.js';
import { formatLimit } from '../uploads/limits.js';
import type { ImageRefusal } from './images.js';
import type { UploadRefusal } from './upload.js';

// The library's refusals as the back office answers them: a status and a message in the caller's language.

const altKeys = { required: 'mediaAltRequired', tooLong: 'mediaAltTooLong', control: 'mediaAltControl' } as const;

export function altError(language: Language, problem: keyof typeof altKeys): AppError {
  return new AppError(400, altKeys[problem], { params: { max: MEDIA_ALT_MAX }, paramKeys: { language: LANGUAGE_NAME_KEYS[language] }, detail: `alt ${language} ${problem}` });
}

const megapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10);

export function imageError(refusal: ImageRefusal): AppError {
  const detail = `image: ${refusal.reason}`;
  switch (refusal.reason) {
    case 'empty':
      return new AppError(400, 'mediaEmpty', { detail });
    case 'tooLarge':
      return new AppError(413, 'mediaTooLarge', { params: { limit: formatLimit(MEDIA_MAX_BYTES) }, detail: `${detail} ${refusal.bytes}` });
    case 'notImage':
      return new AppError(415, 'mediaNotImage', { detail });
    case 'wrongType':
      return new AppError(415, 'mediaWrongType', { params: { found: refusal.found.toUpperCase() }, detail });
    case 'animated':
      return new AppError(415, 'mediaAnimated', { detail });
    case 'tooManyPixels':
      return new AppError(422, 'mediaTooManyPixels', { params: { megapixels: megapixels(refusal.pixels), max: megapixels(MEDIA_MAX_PIXELS) }, detail: `${detail} ${refusal.pixels}` });
    case 'unreadable':
      return new AppError(422, 'mediaUnreadable', { detail });
  }
}

export function uploadError(refusal: UploadRefusal): AppError {
  switch (refusal.reason) {
    case 'alt':
      return altError(refusal.language, refusal.problem);
    case 'image':
      return imageError(refusal.refusal);
    case 'duplicate':
      return new AppError(409, 'mediaDuplicate', { params: { id: refusal.id } });
  }
}

const useKeys: Record<string, MessageKey> = { article: 'mediaUseArticle', banner: 'mediaUseBanner', partner: 'mediaUsePartner' };

/** "article 12, banner 3" in a language; kinds without words of their own are named as they are stored. */
export function usesText(uses: readonly string[], language: Language): string {
  return uses
    .map((owner) => {
      const [kind = '', id = ''] = owner.split(':');
      const key = useKeys[kind];
      return key ? translate(key, language, { id }) : owner;
    })
    .join(translate('mediaUseSeparator', language));
}

/** 409: the image is used; the message names every use in the caller's language. */
export class MediaInUseError extends AppError {
  constructor(readonly uses: readonly string[]) {
    super(409, 'mediaInUse', { detail: `in use by ${uses.join(', ')}` });
  }

  override localized(lang: Language): string {
    return translate('mediaInUse', lang, { uses: usesText(this.uses, lang) });
  }
}
