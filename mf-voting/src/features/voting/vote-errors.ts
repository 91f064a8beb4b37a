import { ApiError, isCancelledRequest } from '@portal/shared/api';

/** Why a vote call failed, as the page words it; null when there is nothing to say (a cancelled call). */
export type Refusal =
  | { kind: 'server'; text: string } // the server's own §8 message, already in the visitor's language
  | { kind: 'outsideWindow' }
  | { kind: 'network' };

export function refusalOf(error: unknown): Refusal | null {
  if (isCancelledRequest(error)) return null;
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
