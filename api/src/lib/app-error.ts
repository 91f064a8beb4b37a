import type { MessageKey } from '../i18n/messages.js';
import type { MessageParams } from '../i18n/translate.js';
import { EnvelopeCode } from './envelope.js';

/**
 * An error a handler throws on purpose: the error handler answers with `statusCode`
 * and the localized `messageKey`. `detail` goes to the log only, never to the client.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly options: { detail?: string; params?: MessageParams; code?: EnvelopeCode } = {},
  ) {
    super(options.detail ?? messageKey);
  }

  get envelopeCode(): EnvelopeCode {
    return this.options.code ?? EnvelopeCode.failure;
  }
}
