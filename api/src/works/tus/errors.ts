import { ERRORS } from '@tus/server';
import type { MessageKey } from '../../i18n/messages.js';
import { languageFromHeader, translate } from '../../i18n/translate.js';
import { AppError } from '../../lib/app-error.js';
import { EnvelopeCode, failure } from '../../lib/envelope.js';
import { formatLimit } from '../../uploads/limits.js';
import { callerOf } from './caller.js';
import { WORK_MAX_BYTES, type TusRequest } from './constants.js';

// tus answers errors itself, bypassing Fastify's error handler: a hook refuses by throwing `{ status_code, body }`,
// and `onResponseError` sees every error answer before it is sent. Both make the body the API's envelope in the
// caller's language (Accept-Language, as http/language.ts reads it), so the client shows it like any other.
// (Their Content-Type is set where tus writes the answer: WorkTusServer in server.ts.)

/** A refusal in the shape tus sends: status and body. */
export class TusRefusal extends Error {
  override name = 'TusRefusal';

  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

export const loginRequired = () =>
  // Code -1 makes the client forget its stored user (spec §8), as the rest of the API does.
  new AppError(401, 'pleaseLogIn', { code: EnvelopeCode.loginFailure, detail: 'no live session on a tus request' });

function language(req: TusRequest) {
  return languageFromHeader(req.headers.get('accept-language') ?? undefined);
}

function envelope(msg: string, code: EnvelopeCode = EnvelopeCode.failure): string {
  return JSON.stringify(failure(msg, code));
}

/**
 * The works rules answer 409 for a window not open or a decided work elsewhere in the API; to a tus client 409
 * means "offset conflict", which tus-js-client retries. On this endpoint they are 403: refused, do not retry.
 */
function tusStatus(status: number): number {
  return status === 409 ? 403 : status;
}

export function refusal(req: TusRequest, error: AppError): TusRefusal {
  return new TusRefusal(tusStatus(error.statusCode), envelope(error.localized(language(req)), error.envelopeCode));
}

/** Runs a hook's work, turning its AppError refusals into tus refusals in the caller's language. */
export async function refusing<T>(req: TusRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof AppError ? refusal(req, error) : error;
  }
}

interface TusError {
  status_code: number;
  body: string;
}

function isTusError(error: unknown): error is TusError {
  const candidate = error as Partial<TusError> | null;
  return typeof candidate?.status_code === 'number' && typeof candidate.body === 'string';
}

// tus's own errors (ERRORS in @tus/utils) by status. Protocol mistakes (a missing header, an offset conflict)
// are the client library's business; the user only needs to know the upload failed.
const tusMessages: Record<number, MessageKey> = {
  404: 'notFound',
  410: 'uploadExpired',
  413: 'payloadTooLarge',
  500: 'serverBusy',
};

function tusErrorMessage(error: TusError, req: TusRequest): string {
  const lang = language(req);
  if (error.status_code === 413 && error.body === ERRORS.ERR_MAX_SIZE_EXCEEDED.body) {
    return translate('fileTooLarge', lang, { limit: formatLimit(WORK_MAX_BYTES) });
  }
  return translate(tusMessages[error.status_code] ?? 'uploadFailed', lang);
}

/**
 * onResponseError: the answer every tus error is sent with. Our refusals pass as they are; tus's own errors get a
 * localized envelope; anything else is a server failure, logged and answered 500 without details.
 */
export function tusErrorAnswer(req: TusRequest, error: unknown): TusError {
  const log = callerOf(req)?.log;
  if (error instanceof TusRefusal) {
    log?.info({ status: error.status_code, msg: error.body }, 'tus refusal');
    return { status_code: error.status_code, body: error.body };
  }
  if (error instanceof AppError) return tusErrorAnswer(req, refusal(req, error));
  if (isTusError(error)) {
    // 501 is tus's answer to a request for an extension OPTIONS does not offer (Upload-Concat, Upload-Defer-Length):
    // the client's mistake, refused like any malformed request, not a server failure.
    const tusError = error.status_code === 501 ? { status_code: 400, body: error.body } : error;
    const level = tusError.status_code >= 500 ? 'error' : 'info';
    log?.[level]({ status: error.status_code, tus: error.body.trim() }, 'tus error');
    return { status_code: tusError.status_code, body: envelope(tusErrorMessage(tusError, req)) };
  }
  log?.error({ err: error }, 'tus request failed');
  return { status_code: 500, body: envelope(translate('serverBusy', language(req))) };
}
