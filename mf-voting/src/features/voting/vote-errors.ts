import { ApiError, isCancelledRequest } from '@portal/shared/api';
import type { AltchaChallenge } from '@portal/shared/contracts';

/** Why a vote call failed, as the page words it; null when there is nothing to say (a cancelled call). */
export type Refusal =
  | { kind: 'server'; text: string } // the server's own §8 message, already in the visitor's language
  | { kind: 'outsideWindow' }
  | { kind: 'challengeFailed' }
  | { kind: 'network' };

/** The browser could not solve the API's proof-of-work challenge (the worker failed or gave up). */
export class ChallengeFailedError extends Error {
  override readonly name = 'ChallengeFailedError';
}

export function refusalOf(error: unknown): Refusal | null {
  if (isCancelledRequest(error)) return null;
  if (error instanceof ChallengeFailedError) return { kind: 'challengeFailed' };
  if (error instanceof ApiError) {
    const text = error.envelope?.msg;
    if (error.kind === 'failure' && text) return { kind: 'server', text };
    // The vote API never answers 401/403 (Layer A would take them for a refused session, §8): a closed window is a
    // 409 with its message (docs/adr/0014); this covers a failure whose body had none.
    if (error.status === 409) return { kind: 'outsideWindow' };
  }
  return { kind: 'network' };
}

/** The cooldown a 429 from sendSms carries: `{ resendAfter }` in the envelope's data. */
export function resendAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.envelope?.data;
  if (typeof data !== 'object' || data === null || !('resendAfter' in data)) return null;
  const seconds = data.resendAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * The proof-of-work challenge a 429 carries under pressure (issue 28, docs/adr/0014): `{ challenge }` in the
 * envelope's data. Null for any other answer.
 */
export function challengeOf(error: unknown): AltchaChallenge | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const data = error.envelope?.data;
  if (typeof data !== 'object' || data === null || !('challenge' in data)) return null;
  const challenge = data.challenge;
  return typeof challenge === 'object' && challenge !== null && 'parameters' in challenge && 'signature' in challenge ? (challenge as AltchaChallenge) : null;
}
