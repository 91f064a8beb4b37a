import type { Language, MessageKey } from '../i18n/messages.js';
import { translate, type MessageParams } from '../i18n/translate.js';
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
    readonly options: {
      detail?: string;
      params?: MessageParams;
      /** Parameters that are themselves messages (a field's name), translated into the caller's language. */
      paramKeys?: Record<string, MessageKey>;
      code?: EnvelopeCode;
      /** What the client needs to act on the refusal (the staff guard's stage or step-up); null otherwise. */
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(options.detail ?? messageKey);
  }

  /** The message in a language, parameters included. */
  localized(lang: Language): string {
    const named = Object.fromEntries(
      Object.entries(this.options.paramKeys ?? {}).map(([name, key]) => [name, translate(key, lang)]),
    );
    return translate(this.messageKey, lang, { ...this.options.params, ...named });
  }

  get data(): Record<string, unknown> | null {
    return this.options.data ?? null;
  }

  get envelopeCode(): EnvelopeCode {
    return this.options.code ?? EnvelopeCode.failure;
  }
}
