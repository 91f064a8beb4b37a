import { isCancel } from 'axios';
import type { Envelope } from '@portal/shared/contracts';

/**
 * Why a call failed. By the time a caller sees the error, the client has already shown whatever message the
 * rule asks for, so callers branch on `kind` (or ignore the error) instead of toasting again.
 */
export type ApiErrorKind =
  | 'failure' // the body's code said no (0, or an unknown code)
  | 'session' // the server refused the session: 401, 403 or code -1; the session has been ended
  | 'redirect' // code 2: the browser is leaving (or the target was refused as unsafe)
  | 'http' // an HTTP error without an envelope to read
  | 'network'
  | 'timeout'
  | 'cancelled'; // a duplicate, or the caller's own signal: never shown to the user

export interface ApiErrorDetails {
  status?: number;
  envelope?: Envelope<unknown>;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly envelope: Envelope<unknown> | undefined;

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.envelope = details.envelope;
  }

  /** The body's code, when the server answered with an envelope. */
  get code(): number | undefined {
    return this.envelope?.code;
  }
}

/** True for a call that was cancelled (a duplicate or an aborted signal): the UI should just ignore it. */
export function isCancelledRequest(error: unknown): boolean {
  return (error instanceof ApiError && error.kind === 'cancelled') || isCancel(error);
}
